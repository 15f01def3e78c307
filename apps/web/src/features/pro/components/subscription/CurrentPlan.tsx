import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import type { SubscriptionView } from '@app/domain/subscriptions/contract';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { useSession } from '../../../../lib/session.tsx';
import { notify } from '../../../../lib/toast.ts';
import { useCancelAtPeriodEnd } from '../../api/subscription.ts';
import { ReplaceCardForm } from './ReplaceCardForm.tsx';

const STATUS = { active: 'Active', past_due: 'Payment failed — retrying', canceled: 'Ended' } as const;

/** The live plan: its price, status, renewal (or end) date, card, branding; cancel at period end or resume. */
export function CurrentPlan({ plan }: { plan: SubscriptionView }) {
  const change = useCancelAtPeriodEnd();
  const { user, refreshUser } = useSession();
  const coloured = !!user?.shop_profile?.theme_color;
  const [replacing, setReplacing] = useState(false);
  const end = formatDate(plan.current_period_end);
  const toggle = async (cancel: boolean) => {
    const reply = await change.mutateAsync(cancel);
    notify.success(reply.message ?? (cancel ? 'Your plan will end.' : 'Your plan renews again.'));
    await refreshUser();
  };
  return (
    <section
      aria-labelledby="current-plan"
      className="space-y-3 rounded-lg border border-slate-200 p-4 md:p-6"
    >
      <h2 id="current-plan" className="text-lg font-semibold text-slate-900">
        Your plan: {plan.plan}
        {plan.custom_addon ? ' + custom theme add-on' : ''}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Status</dt>
        <dd className="font-medium text-slate-900">{STATUS[plan.status]}</dd>
        <dt className="text-slate-600">Price</dt>
        <dd className="text-slate-900">{formatUsd(plan.amount_cents)} / month</dd>
        <dt className="text-slate-600">{plan.cancel_at_period_end ? 'Ends on' : 'Renews on'}</dt>
        <dd className="text-slate-900">{end}</dd>
        {plan.card && (
          <>
            <dt className="text-slate-600">Card</dt>
            <dd className="text-slate-900">
              {plan.card.brand} •••• {plan.card.last4}
            </dd>
          </>
        )}
      </dl>
      {plan.status === 'past_due' && (
        <FormAlert>
          We could not charge your card for this period. We will try again; your showroom keeps its branding
          until the last try.
        </FormAlert>
      )}
      <FormAlert tone={plan.branding && coloured ? 'success' : 'info'}>
        {!plan.branding
          ? 'Your clients see the standard colours. Premium ($199 a month) or the custom add-on shows your colour and logo.'
          : coloured
            ? 'Your clients see your theme colour and logo.'
            : 'Your plan shows your theme colour and logo to clients: choose them in Showroom settings.'}
      </FormAlert>
      {replacing ? (
        <ReplaceCardForm onDone={() => setReplacing(false)} />
      ) : (
        <Button variant="link" onClick={() => setReplacing(true)}>
          {plan.status === 'past_due' ? 'Pay with another card' : 'Replace card'}
        </Button>
      )}
      {plan.cancel_at_period_end ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            Canceled: your plan and its branding stay on until {end}, then end. Nothing more is charged.
          </p>
          <Button variant="secondary" loading={change.isPending} onClick={() => toggle(false)}>
            Resume subscription
          </Button>
        </div>
      ) : (
        <Button variant="outline" loading={change.isPending} onClick={() => toggle(true)}>
          Cancel at period end
        </Button>
      )}
    </section>
  );
}
