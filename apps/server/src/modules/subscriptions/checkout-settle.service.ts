import { invoiceNumber, periodEndOf } from '@app/domain/subscriptions/periods';
import { AppError } from '../../lib/app-error.ts';
import { type DeclineCode, PaymentDeclined } from '../payments/payment-errors.ts';
import type { ChargeResult } from '../payments/payment-provider.ts';
import type { BillingContext } from './billing-context.ts';
import { syncShowroomBranding } from './branding.repository.ts';
import { lockCheckout, type SubscriptionCheckout, updateCheckout } from './checkouts.repository.ts';
import { insertPaidInvoice } from './invoices.repository.ts';
import { mailPro, subscriptionMails } from './subscription-mail.ts';
import { insertPlan, lockPlan, type PlanSubscription, startAddon } from './subscriptions.repository.ts';

export const UNCONFIRMED =
  'We could not confirm your payment. Please try again: you will not be charged twice.';
const CLOSED =
  'This subscription payment did not complete and any charge was refunded. Please subscribe again.';

/** The request an attempt charges, the same on every send (the provider's idempotency needs the same body). */
export const checkoutCharge = (c: SubscriptionCheckout) => ({
  amountCents: c.amountCents,
  currency: 'usd' as const,
  token: c.cardToken,
  idempotencyKey: c.providerKey,
  description: `Remodel Market ${c.plan} plan`,
  metadata: { subscription_checkout: String(c.id), user_id: String(c.userId) },
});

/**
 * Writes the subscription of an attempt whose charge succeeded, once, under the attempt's lock: the plan
 * (active, its first period from now), the first invoice (paid), the add-on row, the showroom's branding
 * and the receipt mail. 'closed' when the attempt was closed meanwhile (the caller refunds the charge).
 */
export async function completeCheckout(
  ctx: BillingContext,
  checkout: SubscriptionCheckout,
  charge: ChargeResult,
): Promise<PlanSubscription | 'closed'> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockCheckout(tx, checkout.id);
    if (locked?.status === 'completed' && locked.subscriptionId != null) {
      const done = await lockPlan(tx, locked.subscriptionId);
      if (done) return done;
    }
    if (locked?.status !== 'pending') return 'closed';
    const start = ctx.now;
    const end = periodEndOf(start, start);
    const plan = await insertPlan(tx, {
      userId: locked.userId,
      kind: 'plan',
      plan: locked.plan,
      status: 'active',
      paidAmountCents: locked.planCents,
      startsAt: start,
      customAddon: locked.customAddon,
      planCents: locked.planCents,
      addonCents: locked.addonCents,
      provider: locked.provider,
      cardToken: locked.cardToken,
      cardBrand: locked.cardBrand,
      cardLast4: locked.cardLast4,
      currentPeriodStart: start,
      currentPeriodEnd: end,
    });
    await insertPaidInvoice(tx, {
      subscriptionId: plan.id,
      userId: plan.userId,
      periodStart: start,
      periodEnd: end,
      amountCents: locked.amountCents,
      attempts: 1,
      providerKey: locked.providerKey,
      chargeId: charge.id,
      paidAt: ctx.now,
    });
    if (plan.customAddon) await startAddon(tx, plan);
    await syncShowroomBranding(tx, plan);
    await updateCheckout(tx, locked.id, { status: 'completed', subscriptionId: plan.id });
    await mailPro(
      tx,
      plan.userId,
      subscriptionMails.receipt({
        plan: plan.plan ?? '',
        number: invoiceNumber(plan.id, 1),
        amountCents: locked.amountCents,
        periodEnd: end,
      }),
      ctx.link,
    );
    return plan;
  });
}

/** Ends a pending attempt without a subscription (declined, never charged), under its lock. */
export function closeCheckout(
  ctx: BillingContext,
  id: number,
  outcome: { status: 'declined' | 'abandoned'; failure?: string },
) {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockCheckout(tx, id);
    if (locked?.status === 'pending')
      await updateCheckout(tx, id, { status: outcome.status, failure: outcome.failure });
  });
}

/** A charge that landed on an attempt already closed: refunded once, under a key of its own. */
async function refundLateCharge(ctx: BillingContext, checkout: SubscriptionCheckout, charge: ChargeResult) {
  await ctx.payments.refund({
    chargeId: charge.id,
    amountCents: charge.amountCents,
    idempotencyKey: `subscription-orphan:${checkout.id}`,
    reason: 'duplicate',
  });
  await ctx.db.transaction(async (tx) => {
    const locked = await lockCheckout(tx, checkout.id);
    if (locked && locked.status !== 'completed')
      await updateCheckout(tx, checkout.id, { status: 'refunded' });
  });
}

/** Completes a charged attempt, or refunds its charge when the attempt was closed first. */
export async function finishCharged(
  ctx: BillingContext,
  checkout: SubscriptionCheckout,
  charge: ChargeResult,
) {
  const done = await completeCheckout(ctx, checkout, charge);
  if (done !== 'closed') return done;
  await refundLateCharge(ctx, checkout, charge);
  throw new AppError('conflict', CLOSED);
}

/**
 * Sends an attempt's charge under its provider key (any number of sends charge once) and settles it:
 * charged → the subscription; declined → the attempt is closed and the provider's message is a 422 on
 * card_number (a replay of the key answers the same); no answer → 503, the attempt stays pending.
 */
export async function settleCheckout(
  ctx: BillingContext,
  checkout: SubscriptionCheckout,
): Promise<PlanSubscription> {
  if (checkout.status === 'completed' && checkout.subscriptionId != null) {
    const plan = await lockPlan(ctx.db, checkout.subscriptionId);
    if (plan) return plan;
  }
  if (checkout.status === 'declined')
    throw new PaymentDeclined((checkout.failure ?? 'card_declined') as DeclineCode);
  if (checkout.status !== 'pending') throw new AppError('conflict', CLOSED);
  let charge: ChargeResult;
  try {
    charge = await ctx.payments.charge(checkoutCharge(checkout));
  } catch (e) {
    if (e instanceof PaymentDeclined) {
      await closeCheckout(ctx, checkout.id, { status: 'declined', failure: e.code });
      throw e;
    }
    throw new AppError('service_unavailable', UNCONFIRMED, undefined, { cause: e });
  }
  return finishCharged(ctx, checkout, charge);
}
