import type { ComponentProps } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import { inputClasses } from './field-classes.ts';
import { type FieldProps, useField } from './use-field.ts';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = ComponentProps<'select'> &
  FieldProps & {
    options: ReadonlyArray<SelectOption>;
    /** A first, empty choice such as "Select a state". */
    placeholder?: string;
  };

export function SelectField({ options, placeholder, className = '', ...props }: SelectFieldProps) {
  const { frame, control } = useField(props);
  return (
    <FieldFrame {...frame} requiredMark={props.required}>
      <select {...control} className={inputClasses(!!props.error, `pr-8 ${className}`)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          // Values may repeat (several countries share +1); value and label together are unique.
          <option key={`${option.value}:${option.label}`} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
