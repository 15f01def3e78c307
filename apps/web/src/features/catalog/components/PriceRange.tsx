import { decimalInput } from '@app/domain/format/digits';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';

export type PriceRangeProps = {
  min: string;
  max: string;
  onApply: (range: { min_price: string; max_price: string }) => void;
  /** The facet's cheapest and dearest price, as placeholders. */
  bounds?: { min: number | null; max: number | null };
};

const field =
  'h-10 w-full rounded-md border border-slate-300 bg-white pl-6 pr-2 text-sm text-slate-900 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

/** Min / max price in dollars: digits and one dot with at most two decimals (spec point 5). */
export function PriceRange({ min, max, onApply, bounds }: PriceRangeProps) {
  const id = useId();
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max);
  // Back/forward changes the URL: show what it says.
  useEffect(() => setLow(min), [min]);
  useEffect(() => setHigh(max), [max]);
  const swapped = low !== '' && high !== '' && Number(low) > Number(high);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (swapped) return;
    onApply({ min_price: low.replace(/\.$/, ''), max_price: high.replace(/\.$/, '') });
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="mb-2 text-sm font-medium text-slate-800">
        Price (US$)
      </p>
      <div className="flex items-center gap-2">
        {[
          { key: 'min', label: 'Minimum price', value: low, set: setLow, hint: bounds?.min },
          { key: 'max', label: 'Maximum price', value: high, set: setHigh, hint: bounds?.max },
        ].map((f, i) => (
          <div key={f.key} className="flex flex-1 items-center gap-2">
            {i === 1 && (
              <span aria-hidden="true" className="text-slate-500">
                –
              </span>
            )}
            <label htmlFor={`${id}-${f.key}`} className="sr-only">
              {f.label}
            </label>
            <div className="relative flex-1">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-2 flex items-center text-sm text-slate-500"
              >
                $
              </span>
              <input
                id={`${id}-${f.key}`}
                inputMode="decimal"
                autoComplete="off"
                className={field}
                placeholder={f.hint == null ? (i === 0 ? 'Min' : 'Max') : String(Math.floor(f.hint))}
                value={f.value}
                onChange={(e) => f.set(decimalInput(e.target.value))}
              />
            </div>
          </div>
        ))}
      </div>
      {swapped && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          The minimum price is above the maximum.
        </p>
      )}
      <Button type="submit" variant="outline" size="sm" className="mt-2" disabled={swapped}>
        Apply price
      </Button>
    </form>
  );
}
