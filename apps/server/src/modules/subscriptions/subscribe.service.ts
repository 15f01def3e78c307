import { createHash, randomUUID } from 'node:crypto';
import { checkCard } from '@app/domain/accounts/card';
import type { SubscribeBody } from '@app/domain/subscriptions/contract';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { tokenizeCardFields } from '../accounts/card-tokenizer.ts';
import type { BillingContext } from './billing-context.ts';
import { settleCheckout } from './checkout-settle.service.ts';
import {
  findCheckoutByKey,
  findPendingCheckout,
  insertCheckout,
  type SubscriptionCheckout,
} from './checkouts.repository.ts';
import { loadPlans, priceOf } from './plans.service.ts';
import { findSavedCard } from './saved-card.repository.ts';
import { findLivePlan, lockPro, type PlanSubscription } from './subscriptions.repository.ts';

/** What identifies a subscribe request under one key: never the card number or CVV, only its last 4 and expiry. */
function requestHashOf(body: SubscribeBody): string {
  const payment =
    'saved_card' in body.payment
      ? { saved_card: true }
      : { last4: body.payment.card_number.replace(/\D+/g, '').slice(-4), exp: body.payment.exp_date };
  const canonical = JSON.stringify([body.plan.toLowerCase(), body.custom_addon, payment]);
  return createHash('sha256').update(canonical).digest('hex');
}

const reused = () =>
  new AppError('conflict', 'This Idempotency-Key was already used for a different subscribe request.');

const alreadySubscribed = (plan: PlanSubscription) =>
  AppError.invalid(
    fieldError('plan', `You already have the ${plan.plan} plan. Cancel it first to change plans.`),
  );

export const STILL_CONFIRMING =
  'Your last subscription payment is still being confirmed. Try again with the same card in a few minutes.';

/** The card to charge: a new card handed to the provider (a refusal is a 422 on card_number), or the saved one. */
export async function cardOf(ctx: BillingContext, userId: number, payment: SubscribeBody['payment']) {
  if ('saved_card' in payment) {
    const saved = await findSavedCard(ctx.db, userId, ctx.payments.name);
    if (!saved) throw AppError.invalid(fieldError('payment', 'There is no saved card. Please add a card.'));
    return saved;
  }
  const errors = Object.entries(checkCard(payment)).map(([field, message]) => fieldError(field, message));
  if (errors.length > 0) throw AppError.invalid(Object.assign({}, ...errors));
  const card = await tokenizeCardFields(ctx.payments, payment);
  if (!card) throw AppError.invalid(fieldError('card_number', 'The card number is required.'));
  return { token: card.token, brand: card.brand, last4: card.last4 };
}

/**
 * POST /api/pro/subscription, crash-safe as placement (decision 0008): one transaction, under a lock on the
 * pro, commits the subscribe attempt — the exact charge and a provider key of its own — before the provider
 * is called; the charge goes out after commit; the subscription is written from the attempt once
 * (settleCheckout). A retry of the Idempotency-Key resumes the same attempt with the same request, so it
 * never charges twice; the billing job finishes an attempt nobody retries.
 */
export async function subscribe(
  ctx: BillingContext,
  userId: number,
  key: string,
  body: SubscribeBody,
): Promise<PlanSubscription> {
  const requestHash = requestHashOf(body);
  const resume = (found: SubscriptionCheckout) => {
    if (found.requestHash !== requestHash) throw reused();
    return settleCheckout(ctx, found);
  };
  const earlier = await findCheckoutByKey(ctx.db, userId, key);
  if (earlier) return resume(earlier);
  const price = priceOf(await loadPlans(ctx.db), body.plan, body.custom_addon);
  const live = await findLivePlan(ctx.db, userId);
  if (live) throw alreadySubscribed(live);
  const card = await cardOf(ctx, userId, body.payment);
  const checkout = await ctx.db.transaction(async (tx) => {
    // One subscribe at a time per pro: a second one waits here, then sees the first one's subscription.
    await lockPro(tx, userId);
    const existing = await findLivePlan(tx, userId);
    if (existing) throw alreadySubscribed(existing);
    const pending = await findPendingCheckout(tx, userId);
    if (pending && pending.idempotencyKey !== key) {
      throw AppError.invalid(fieldError('payment', STILL_CONFIRMING));
    }
    return insertCheckout(tx, {
      userId,
      idempotencyKey: key,
      requestHash,
      plan: price.plan,
      customAddon: body.custom_addon,
      planCents: price.planCents,
      addonCents: price.addonCents,
      amountCents: price.amountCents,
      provider: ctx.payments.name,
      providerKey: `subscription-checkout:${randomUUID()}`,
      cardToken: card.token,
      cardBrand: card.brand,
      cardLast4: card.last4,
    });
  });
  if (checkout) return settleCheckout(ctx, checkout);
  const claimed = await findCheckoutByKey(ctx.db, userId, key);
  if (!claimed) throw reused();
  return resume(claimed);
}
