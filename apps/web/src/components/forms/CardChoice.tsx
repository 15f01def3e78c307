import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CardChoiceValues } from '../../lib/card-choice.ts';
import { NewCardFields } from './CardFields.tsx';

/** A saved card as the server describes it; the expiry where the answer carries it. */
export type SavedCardSummary = { brand: string; last4: string; exp_month?: number; exp_year?: number };

/** "Visa ending 4242" (", expires 04/30" when the expiry is known). */
export const savedCardText = (card: SavedCardSummary) =>
  `${card.brand} ending ${card.last4}${
    card.exp_month && card.exp_year
      ? `, expires ${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`
      : ''
  }`;

const OPTION =
  'flex items-center gap-3 rounded-md border border-slate-200 p-3 text-sm focus-within:ring-2 focus-within:ring-brand-600';

/**
 * The saved card or a new card with the register wizard's card fields (checkout, the pro's subscription, an
 * estimate's approval). A refusal of the payment as a whole (`method`: the provider declined the saved card)
 * shows under the saved card when that is the one chosen, else above the new card's fields.
 */
export function CardChoice({
  savedCard,
  legend,
  hideLegend = false,
}: {
  savedCard: SavedCardSummary | null;
  legend: string;
  hideLegend?: boolean;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CardChoiceValues>();
  const method = useWatch({ control, name: 'method' });
  const errorId = useId();
  const paymentError = errors.method?.message;
  const onSaved = !!savedCard && method === 'saved';
  const error = paymentError && (
    <p id={errorId} role="alert" className="text-sm text-red-700">
      {paymentError}
    </p>
  );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className={hideLegend ? 'sr-only' : 'mb-2 text-base font-semibold text-slate-900'}>
        {legend}
      </legend>
      {savedCard && (
        <div className="flex flex-col gap-2">
          <label className={`${OPTION} ${onSaved && paymentError ? 'border-red-300' : ''}`}>
            <input
              type="radio"
              value="saved"
              aria-invalid={onSaved && paymentError ? true : undefined}
              aria-describedby={onSaved && paymentError ? errorId : undefined}
              {...register('method')}
            />
            <span>
              Saved card: <span className="font-medium">{savedCardText(savedCard)}</span>
            </span>
          </label>
          {onSaved && error}
          <label className={OPTION}>
            <input type="radio" value="new" {...register('method')} />
            <span>Use a new card</span>
          </label>
        </div>
      )}
      {!onSaved && error}
      {method === 'new' && <NewCardFields />}
    </fieldset>
  );
}
