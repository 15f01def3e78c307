import type { SubscriptionView } from '@app/domain/subscriptions/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CardFields } from '../accounts/card-tokenizer.ts';
import type { BillingContext } from './billing-context.ts';
import { setOpenInvoiceDue } from './invoices.repository.ts';
import { renewSubscription } from './renewal.service.ts';
import { cardOf } from './subscribe.service.ts';
import { toSubscriptionView } from './subscription-view.ts';
import { findLivePlan, lockPlan, updatePlan } from './subscriptions.repository.ts';

/**
 * PUT /api/pro/subscription/card: renewals charge this card from now on (the provider refuses a bad one: 422
 * on card_number). A past_due plan's open invoice is charged on it at once — under that invoice's next attempt
 * key, so it still charges once — and the answer says how that went.
 */
export async function replaceSubscriptionCard(
  ctx: BillingContext,
  userId: number,
  fields: Required<Pick<CardFields, 'card_number' | 'exp_date' | 'cvv'>> & CardFields,
): Promise<SubscriptionView> {
  if (!(await findLivePlan(ctx.db, userId)))
    throw new AppError('not_found', 'You have no active subscription.');
  const card = await cardOf(ctx, userId, {
    card_number: fields.card_number,
    name_on_Card: fields.name_on_Card ?? '',
    exp_date: fields.exp_date,
    cvv: fields.cvv,
  });
  const plan = await ctx.db.transaction(async (tx) => {
    const live = await findLivePlan(tx, userId, true);
    if (!live) throw new AppError('not_found', 'You have no active subscription.');
    if (live.status === 'past_due') await setOpenInvoiceDue(tx, live.id, ctx.now);
    return updatePlan(tx, live.id, {
      provider: ctx.payments.name,
      cardToken: card.token,
      cardBrand: card.brand,
      cardLast4: card.last4,
    });
  });
  if (plan.status === 'past_due') await renewSubscription(ctx, plan.id);
  return toSubscriptionView((await lockPlan(ctx.db, plan.id)) ?? plan);
}
