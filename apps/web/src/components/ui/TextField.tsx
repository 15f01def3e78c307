import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldMessages } from './FieldMessages.tsx';
import { describedBy, inputClasses, labelClasses } from './field-classes.ts';

export type TextFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  /** Error text shown under the field; marks it aria-invalid. */
  error?: string | null;
  hint?: string | null;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  /** Something inside the input on the right, e.g. a show/hide button. */
  trailing?: ReactNode;
  containerClassName?: string;
};

/** A labelled input; works with react-hook-form's `register` (ref is a prop in React 19). */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  trailing,
  id: givenId,
  className = '',
  containerClassName = '',
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={containerClassName}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClasses}>
        {label}
        {rest.required && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={inputClasses(!!error, `${trailing ? 'pr-11' : ''} ${className}`)}
          {...rest}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
