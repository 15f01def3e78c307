import { freeOrUsd } from '@app/domain/money/cents';
import { SAMPLE_LIMITS, SAMPLE_MESSAGES, type SampleQuote } from '@app/domain/orders/samples';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { focusRing } from '../ui/focus-ring.ts';
import type { SampleValues } from './sample-form.ts';

const picture = 'size-14 shrink-0 rounded-md border border-slate-200 bg-slate-100 object-cover';

/**
 * The samples offered, each with a checkbox (as many chosen as one order takes), its picture, brand, the
 * sample's own size and its price ("Free"); the products asked for that offer none, folded under "No samples
 * offered for N other products". A refusal of the choice (none chosen, one no longer offered, the week's limit) shows under it.
 */
export function SampleList({ quote }: { quote: SampleQuote }) {
  const { control } = useFormContext<SampleValues>();
  const { field, fieldState } = useController({ control, name: 'products' });
  const errorId = useId();
  const hintId = useId();
  const chosen = new Set(field.value);
  const full = chosen.size >= SAMPLE_LIMITS.products;
  const toggle = (product: string, on: boolean) =>
    field.onChange(
      // Kept in the quote's order, so the body names them as listed.
      quote.lines.map((l) => l.product).filter((p) => (p === product ? on : chosen.has(p))),
    );
  const error = fieldState.error?.message;
  const describedBy = [error ? errorId : '', quote.lines.length > SAMPLE_LIMITS.products ? hintId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="space-y-4">
      {quote.lines.length > 0 && (
        <fieldset aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined}>
          <legend className="mb-2 text-base font-semibold text-slate-900">Samples</legend>
          {quote.lines.length > SAMPLE_LIMITS.products && (
            <p id={hintId} className="mb-2 text-slate-600">
              {SAMPLE_MESSAGES.tooMany}
            </p>
          )}
          <ul aria-label="Samples to order" className="divide-y divide-slate-100">
            {quote.lines.map((line, i) => {
              const on = chosen.has(line.product);
              const id = `${errorId}-${line.product}`;
              return (
                <li key={line.product} data-testid="sample-line" className="flex items-center gap-3 py-2">
                  <input
                    id={id}
                    ref={i === 0 ? field.ref : undefined}
                    type="checkbox"
                    checked={on}
                    disabled={!on && full}
                    onChange={(event) => toggle(line.product, event.target.checked)}
                    onBlur={field.onBlur}
                    className={`size-4 shrink-0 rounded border-slate-300 accent-brand-600 ${focusRing}`}
                  />
                  {line.image ? (
                    <img src={line.image} alt="" width={56} height={56} loading="lazy" className={picture} />
                  ) : (
                    <span aria-hidden="true" className={picture} />
                  )}
                  <label htmlFor={id} className="min-w-0 flex-1">
                    <span className="block font-medium text-slate-900">{line.name}</span>
                    <span className="block text-xs text-slate-600">
                      {line.brand} · Sample: {line.size}
                    </span>
                  </label>
                  <span className="shrink-0 font-medium tabular-nums text-slate-900">
                    {freeOrUsd(line.price_cents)}
                  </span>
                </li>
              );
            })}
          </ul>
          {error && (
            <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          )}
        </fieldset>
      )}
      {quote.unavailable.length > 0 && (
        // Folded: an estimate's fixtures and sundries offer none, and would push the samples out of sight.
        <section aria-label="No samples offered">
          <details className="text-slate-600">
            <summary className={`cursor-pointer rounded-sm font-medium text-slate-700 ${focusRing}`}>
              No samples offered for {quote.unavailable.length}{' '}
              {quote.unavailable.length === 1 ? 'other product' : 'other products'}
            </summary>
            <ul className="mt-1 list-disc pl-5">
              {quote.unavailable.map((p) => (
                <li key={p.product}>{p.name}</li>
              ))}
            </ul>
          </details>
        </section>
      )}
    </div>
  );
}
