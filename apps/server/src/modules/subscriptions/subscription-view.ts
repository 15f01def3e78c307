import type { SubscriptionInvoice, SubscriptionView } from '@app/domain/subscriptions/contract';
import { subscriptionBrands } from '@app/domain/subscriptions/plans';
import type { Invoice } from './invoices.repository.ts';
import type { PlanSubscription } from './subscriptions.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A billed plan as the pro sees it (a billed row always has its period). */
export function toSubscriptionView(s: PlanSubscription): SubscriptionView {
  return {
    id: s.id,
    plan: s.plan ?? '',
    custom_addon: s.customAddon,
    status: s.status as SubscriptionView['status'],
    amount_cents: s.planCents + s.addonCents,
    current_period_start: (s.currentPeriodStart ?? s.startsAt).toISOString(),
    current_period_end: (s.currentPeriodEnd ?? s.startsAt).toISOString(),
    cancel_at_period_end: s.cancelAtPeriodEnd,
    ended_at: s.status === 'canceled' ? iso(s.endsAt) : null,
    branding: subscriptionBrands({
      status: s.status,
      plan: s.plan,
      planCents: s.planCents,
      customAddon: s.customAddon,
    }),
    card: s.cardLast4 ? { brand: s.cardBrand ?? '', last4: s.cardLast4 } : null,
  };
}

export const toInvoiceView = (i: Invoice): SubscriptionInvoice => ({
  number: i.number,
  period_start: i.periodStart.toISOString(),
  period_end: i.periodEnd.toISOString(),
  amount_cents: i.amountCents,
  status: i.status as SubscriptionInvoice['status'],
  attempts: i.attempts,
  next_attempt_at: i.status === 'open' ? iso(i.nextAttemptAt) : null,
  paid_at: iso(i.paidAt),
});
