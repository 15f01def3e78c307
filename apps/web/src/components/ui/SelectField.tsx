import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldMessages } from './FieldMessages.tsx';
import { describedBy, inputClasses, labelClasses } from './field-classes.ts';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = ComponentProps<'select'> & {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  /** A first, empty choice such as "Select a state". */
  placeholder?: string;
  error?: string | null;
  hint?: string | null;
  hideLabel?: boolean;
  containerClassName?: string;
};

export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  hideLabel,
  id: givenId,
  className = '',
  containerClassName = '',
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={containerClassName}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClasses}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClasses(!!error, `pr-8 ${className}`)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          // Values may repeat (several countries share +1); value and label together are unique.
          <option key={`${option.value}:${option.label}`} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
