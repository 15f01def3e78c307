import type { ComponentProps } from 'react';
import { FieldMessages } from './FieldMessages.tsx';
import { focusRing } from './focus-ring.ts';
import { type FieldProps, useField } from './use-field.ts';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & Omit<FieldProps, 'hideLabel'>;

/** A checkbox with its label beside it and the error under it. */
export function Checkbox({ className = '', ...props }: CheckboxProps) {
  const { frame, control } = useField(props);
  return (
    <div className={frame.className}>
      <div className="flex items-start gap-2">
        <input
          {...control}
          type="checkbox"
          className={`mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600 ${focusRing} ${className}`}
        />
        <label htmlFor={frame.id} className="text-sm text-slate-700">
          {frame.label}
        </label>
      </div>
      <FieldMessages id={frame.id} error={frame.error} hint={frame.hint} />
    </div>
  );
}
