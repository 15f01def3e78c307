import { PaymentDeclined } from '../payments/payment-errors.ts';
import type { BillingContext } from './billing-context.ts';
import { closeCheckout, finishCharged } from './checkout-settle.service.ts';
import { stalePendingCheckouts } from './checkouts.repository.ts';
import { type RenewalResult, renewSubscription } from './renewal.service.ts';
import { duePlanIds } from './subscriptions.repository.ts';

/** A subscribe attempt pending this long is asked about (longer than any provider call and Stripe's search lag). */
export const STALE_CHECKOUT_MS = 5 * 60_000;

/**
 * Finishes subscribe attempts a crash or a walked-away client left pending, from the provider's record and
 * never by charging: charged → the subscription (or a refund if it was closed); refused → declined; never
 * received → abandoned.
 */
async function reconcileCheckouts(ctx: BillingContext) {
  let finished = 0;
  for (const checkout of await stalePendingCheckouts(
    ctx.db,
    new Date(ctx.now.getTime() - STALE_CHECKOUT_MS),
  )) {
    try {
      const charge = await ctx.payments.findCharge(checkout.providerKey);
      if (charge) await finishCharged(ctx, checkout, charge);
      else await closeCheckout(ctx, checkout.id, { status: 'abandoned' });
      finished++;
    } catch (e) {
      if (e instanceof PaymentDeclined) {
        await closeCheckout(ctx, checkout.id, { status: 'declined', failure: e.code });
        finished++;
      }
      // Anything else (provider unreachable, a late charge refunded): asked again on the next run.
    }
  }
  return finished;
}

export type BillingRun = { checkouts: number; renewals: Partial<Record<RenewalResult, number>> };

/**
 * The `subscriptions-renew` job: finishes stale subscribe attempts, then renews every subscription whose
 * period has ended — its invoice, a due retry, or the end of a canceled period. Idempotent, and safe on any
 * number of nodes at once (decision 0014).
 */
export async function runSubscriptionBilling(ctx: BillingContext): Promise<BillingRun> {
  const checkouts = await reconcileCheckouts(ctx);
  const renewals: BillingRun['renewals'] = {};
  for (const id of await duePlanIds(ctx.db, ctx.now)) {
    const result = await renewSubscription(ctx, id);
    renewals[result] = (renewals[result] ?? 0) + 1;
  }
  return { checkouts, renewals };
}
