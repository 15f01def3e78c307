import type {
  ProSubscription,
  SubscriptionInvoice,
  SubscriptionView,
} from '@app/domain/subscriptions/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { invoicesOfPro } from './invoices.repository.ts';
import { loadPlans } from './plans.service.ts';
import { findSavedCard } from './saved-card.repository.ts';
import { toInvoiceView, toSubscriptionView } from './subscription-view.ts';
import { findLatestPlan, findLivePlan, updatePlan } from './subscriptions.repository.ts';

/** GET /api/pro/subscription: the plans (from settings), the pro's latest subscription, the saved card. */
export async function readProSubscription(
  db: Database,
  userId: number,
  provider: string,
): Promise<ProSubscription> {
  const [plans, latest, saved] = await Promise.all([
    loadPlans(db),
    findLatestPlan(db, userId),
    findSavedCard(db, userId, provider),
  ]);
  return {
    plans: plans.plans,
    custom_addon: plans.custom_addon,
    subscription: latest ? toSubscriptionView(latest) : null,
    saved_card: saved ? { brand: saved.brand, last4: saved.last4 } : null,
  };
}

const noSubscription = () => new AppError('not_found', 'You have no active subscription.');

/**
 * Cancel at period end (true) or resume (false): the plan stays live, and brands, until its period ends; the
 * billing job then ends it instead of renewing. Setting what is already set answers the same.
 */
export async function setCancelAtPeriodEnd(
  db: Database,
  userId: number,
  cancel: boolean,
  now: Date,
): Promise<SubscriptionView> {
  const plan = await db.transaction(async (tx) => {
    const live = await findLivePlan(tx, userId, true);
    if (!live) throw noSubscription();
    if (live.cancelAtPeriodEnd === cancel) return live;
    return updatePlan(tx, live.id, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? now : null });
  });
  return toSubscriptionView(plan);
}

export async function listInvoices(db: Database, userId: number): Promise<SubscriptionInvoice[]> {
  return (await invoicesOfPro(db, userId)).map(toInvoiceView);
}
