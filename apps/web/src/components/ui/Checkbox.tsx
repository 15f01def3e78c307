import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldMessages } from './FieldMessages.tsx';
import { describedBy } from './field-classes.ts';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  error?: string | null;
  hint?: string | null;
  containerClassName?: string;
};

/** A checkbox with its label beside it and the error under it. */
export function Checkbox({
  label,
  error,
  hint,
  id: givenId,
  containerClassName = '',
  className = '',
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={containerClassName}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
          {...rest}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
