import { useFormContext, useWatch } from 'react-hook-form';
import { NewCardFields } from '../../../../components/forms/CardFields.tsx';
import type { SubscribeValues } from './subscribe-form.ts';

type Card = { brand: string; last4: string };

/** The saved card (brand •••• last 4) or a new card with the register wizard's card fields and their errors. */
export function CardChoice({ savedCard }: { savedCard: Card | null }) {
  const { register, control, formState } = useFormContext<SubscribeValues>();
  const method = useWatch({ control, name: 'method' });
  const paymentError = formState.errors.method?.message;
  const option =
    'flex items-center gap-3 rounded-md border border-slate-200 p-3 text-sm focus-within:ring-2 focus-within:ring-brand-600';
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-lg font-semibold text-slate-900">Payment</legend>
      {savedCard && (
        <div className="flex flex-col gap-2">
          <label className={option}>
            <input type="radio" value="saved" {...register('method')} />
            <span>
              Saved card:{' '}
              <span className="font-medium">
                {savedCard.brand} •••• {savedCard.last4}
              </span>
            </span>
          </label>
          <label className={option}>
            <input type="radio" value="new" {...register('method')} />
            <span>Use a new card</span>
          </label>
        </div>
      )}
      {paymentError && (
        <p role="alert" className="text-sm text-red-700">
          {paymentError}
        </p>
      )}
      {method === 'new' && <NewCardFields />}
    </fieldset>
  );
}
