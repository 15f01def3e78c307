import { useFormContext, useWatch } from 'react-hook-form';
import { NewCardFields } from '../../../components/forms/CardFields.tsx';
import type { SavedCard } from '../../../lib/api/get-profile.ts';
import type { PaymentFormValues } from '../hooks/payment-form.ts';

const savedCardText = (card: SavedCard) =>
  `${card.brand} •••• ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;

/** The saved card (brand •••• last 4, expiry) or a new card with the register wizard's card fields. */
export function PaymentMethod({ savedCard }: { savedCard: SavedCard | null }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<PaymentFormValues>();
  const method = useWatch({ control, name: 'method' });
  // The provider's refusal of the saved card (e.g. 'Your card was declined.') shows under it.
  const savedCardError = method === 'saved' ? errors.method?.message : undefined;
  const option =
    'flex items-center gap-3 rounded-md border border-slate-200 p-3 text-sm focus-within:ring-2 focus-within:ring-brand-600';
  return (
    <div className="flex flex-col gap-4">
      {savedCard && (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Payment method</legend>
          <label className={`${option} ${savedCardError ? 'border-red-300' : ''}`}>
            <input
              type="radio"
              value="saved"
              aria-invalid={savedCardError ? true : undefined}
              aria-describedby={savedCardError ? 'saved-card-error' : undefined}
              {...register('method')}
            />
            <span>
              Saved card: <span className="font-medium">{savedCardText(savedCard)}</span>
            </span>
          </label>
          {savedCardError && (
            <p id="saved-card-error" role="alert" className="text-sm text-red-700">
              {savedCardError}
            </p>
          )}
          <label className={option}>
            <input type="radio" value="new" {...register('method')} />
            <span>Use a new card</span>
          </label>
        </fieldset>
      )}
      {method === 'new' && <NewCardFields />}
    </div>
  );
}
