import { clampQuantity } from '@app/domain/catalog/quantity';
import { digitsOnly } from '@app/domain/format/digits';
import { type KeyboardEvent, useId, useState } from 'react';
import { labelClasses } from './field-classes.ts';
import { focusRing } from './focus-ring.ts';

export type QuantityBoxProps = {
  value: number;
  onChange: (n: number) => void;
  /** The minimum unit; default 1. The quantity never goes below it (spec point 4). */
  min?: number;
  max?: number;
  label: string;
  id?: string;
  disabled?: boolean;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
};

const stepClasses =
  `flex h-10 w-10 shrink-0 items-center justify-center text-lg font-semibold text-slate-700 ${focusRing} ` +
  'hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/** '−' / digits-only input / '+'. Typing keeps digits only; a blank field snaps back to the minimum on blur. */
export function QuantityBox({
  value,
  onChange,
  min = 1,
  max,
  label,
  id: givenId,
  disabled,
  hideLabel,
  className = '',
}: QuantityBoxProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [draft, setDraft] = useState<string | null>(null);
  const floor = clampQuantity(min, min);
  const limit = (n: number) => (max !== undefined && max >= floor ? Math.min(n, max) : n);
  const settle = (typed: string | number) => limit(clampQuantity(typed, min));

  const set = (n: number) => {
    setDraft(null);
    if (n !== value) onChange(n);
  };
  const step = (by: number) => set(settle(Math.max(value + by, 0)));

  const onType = (typed: string) => {
    const digits = digitsOnly(typed);
    setDraft(digits);
    // A number on its way up (e.g. '1' of '12' with minimum 3) waits for the blur; a valid one applies now.
    if (digits && Number(digits) >= floor) {
      const n = settle(digits);
      if (n !== value) onChange(n);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      step(e.key === 'ArrowUp' ? 1 : -1);
    } else if (e.key === 'Enter' && draft !== null) {
      set(settle(draft));
    }
  };

  const atMin = value <= floor;
  const atMax = max !== undefined && value >= max;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClasses}>
        {label}
      </label>
      <div className="inline-flex h-10 items-stretch overflow-hidden rounded-md border border-slate-300 bg-white shadow-sm focus-within:border-brand-600">
        <button
          type="button"
          className={`${stepClasses} border-r border-slate-300`}
          aria-label="Decrease quantity"
          aria-controls={id}
          disabled={disabled || atMin}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          className="w-14 min-w-0 border-0 bg-transparent text-center text-sm font-medium text-slate-900 focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-100 disabled:text-slate-500"
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(e) => onType(e.target.value)}
          onBlur={() => draft !== null && set(settle(draft))}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={`${stepClasses} border-l border-slate-300`}
          aria-label="Increase quantity"
          aria-controls={id}
          disabled={disabled || atMax}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
