import {
  DEFAULT_SUBSCRIPTION_PLANS,
  SUBSCRIPTION_PLANS_SETTING,
  type SubscriptionPlans,
  subscriptionPlansSchema,
} from '@app/domain/subscriptions/plans';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { readSetting } from '../settings/settings.repository.ts';

/** The plans of the `subscription_plans` setting (seeded by migration 0021); the defaults if absent or unreadable. */
export async function loadPlans(db: Database): Promise<SubscriptionPlans> {
  const parsed = subscriptionPlansSchema.safeParse(await readSetting(db, SUBSCRIPTION_PLANS_SETTING));
  return parsed.success ? parsed.data : DEFAULT_SUBSCRIPTION_PLANS;
}

export type PlanPrice = { plan: string; planCents: number; addonCents: number; amountCents: number };

/** What the chosen plan (and the add-on) costs per period now; an unknown plan is a 422 on `plan`. */
export function priceOf(plans: SubscriptionPlans, code: string, customAddon: boolean): PlanPrice {
  const plan = plans.plans.find((p) => p.code.toLowerCase() === code.toLowerCase());
  if (!plan) throw AppError.invalid(fieldError('plan', 'The selected plan is invalid.'));
  const addonCents = customAddon ? plans.custom_addon.price_cents : 0;
  return {
    plan: plan.code,
    planCents: plan.price_cents,
    addonCents,
    amountCents: plan.price_cents + addonCents,
  };
}
