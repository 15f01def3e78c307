import { useId } from 'react';
import { errorClasses, inputClasses, labelClasses } from '../ui/field-classes.ts';
import type { Length } from './own-room-draft.ts';

/** A side as a tape reads it: feet and inches, one label and one message for the pair. */
export function LengthField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: Length;
  onChange: (value: Length) => void;
  error?: string;
}) {
  const id = useId();
  const part = (unit: 'ft' | 'in', name: string) => (
    <label className="flex flex-1 items-center gap-1.5">
      <span className="sr-only">{`${label}, ${name}`}</span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        value={value[unit]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange({ ...value, [unit]: e.target.value })}
        className={inputClasses(!!error, 'min-w-0 text-right tabular-nums')}
      />
      <span aria-hidden="true" className="text-sm text-slate-600">
        {unit}
      </span>
    </label>
  );
  return (
    <fieldset>
      <legend className={labelClasses}>{label}</legend>
      <div className="flex gap-2">
        {part('ft', 'feet')}
        {part('in', 'inches')}
      </div>
      {error && (
        <p id={`${id}-error`} className={errorClasses}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
