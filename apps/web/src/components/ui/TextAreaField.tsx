import type { ComponentProps } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import { inputClasses } from './field-classes.ts';
import { type FieldProps, useField } from './use-field.ts';

export type TextAreaFieldProps = ComponentProps<'textarea'> & FieldProps;

/** A labelled multi-line input, with the text field's frame, messages and react-hook-form binding. */
export function TextAreaField({ className = '', rows = 3, ...props }: TextAreaFieldProps) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame} requiredMark={props.required}>
      {/* The inputs' look, but growing with its rows instead of the one input height. */}
      <textarea
        {...control}
        rows={rows}
        className={inputClasses(!!props.error, className).replace('h-10 ', 'min-h-20 ')}
      />
    </FieldFrame>
  );
}
