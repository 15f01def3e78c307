import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import { inputClasses } from './field-classes.ts';
import { type FieldProps, useField } from './use-field.ts';

export type TextFieldProps = ComponentProps<'input'> &
  FieldProps & {
    /** Something inside the input on the right, e.g. a show/hide button. */
    trailing?: ReactNode;
  };

/** A labelled input; works with react-hook-form's `register` (ref is a prop in React 19). */
export function TextField({ trailing, className = '', ...props }: TextFieldProps) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame} requiredMark={props.required}>
      <div className="relative">
        <input
          {...control}
          className={inputClasses(!!props.error, `${trailing ? 'pr-11' : ''} ${className}`)}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
    </FieldFrame>
  );
}
