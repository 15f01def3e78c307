import { formatUsd } from '@app/domain/money/cents';
import type { ProSubscription } from '@app/domain/subscriptions/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SubscribeValues } from './subscribe-form.ts';

/** The plans from settings, each with its monthly price and what it gives, as one radio group; then the add-on. */
export function PlanChoice({ offer }: { offer: ProSubscription }) {
  const { register, control, formState } = useFormContext<SubscribeValues>();
  const chosen = useWatch({ control, name: 'plan' });
  const planError = formState.errors.plan?.message;
  return (
    <fieldset className="space-y-3" aria-describedby={planError ? 'plan-error' : undefined}>
      <legend className="mb-2 text-lg font-semibold text-slate-900">Choose a plan</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {offer.plans.map((plan) => (
          <label
            key={plan.code}
            className={`flex cursor-pointer flex-col gap-2 rounded-lg border p-4 focus-within:ring-2 focus-within:ring-brand-600 ${chosen === plan.code ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
          >
            <span className="flex items-center gap-2">
              <input type="radio" value={plan.code} {...register('plan')} />
              <span className="font-semibold text-slate-900">{plan.name}</span>
              <span className="ml-auto text-slate-900">
                <span className="font-semibold">{formatUsd(plan.price_cents)}</span>
                <span className="text-sm text-slate-600"> / month</span>
              </span>
            </span>
            <ul className="list-disc space-y-1 pl-6 text-sm text-slate-700">
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </label>
        ))}
      </div>
      {planError && (
        <p id="plan-error" role="alert" className="text-sm text-red-700">
          {planError}
        </p>
      )}
      <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-4 text-sm">
        <input type="checkbox" className="mt-1" {...register('custom_addon')} />
        <span>
          <span className="font-medium text-slate-900">
            Add the {offer.custom_addon.name} (+{formatUsd(offer.custom_addon.price_cents)} / month)
          </span>
          <span className="block text-slate-600">{offer.custom_addon.features.join(' · ')}</span>
        </span>
      </label>
    </fieldset>
  );
}
