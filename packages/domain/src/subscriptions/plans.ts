import { z } from 'zod';
import { PREMIUM_BRANDING_AMOUNT } from '../shared/constants.ts';
import { isLive } from './status.ts';

/** The settings key holding the plans a pro can subscribe to (seeded by migration 0021; an operator may edit it). */
export const SUBSCRIPTION_PLANS_SETTING = 'subscription_plans';

const cents = z.number().int().min(50).max(10_000_000);

/** One plan as the `subscription_plans` setting holds it; prices are integer cents per month. */
export const planSchema = z.object({
  code: z.string().min(1).max(40),
  name: z.string().min(1).max(80),
  price_cents: cents,
  /** What the plan gives, in the product's words (shown on /pro/subscription). */
  features: z.array(z.string().max(200)).max(12),
});
export type SubscriptionPlan = z.infer<typeof planSchema>;

/** The `subscription_plans` setting: the plans, the custom add-on, and when a failed renewal is retried. */
export const subscriptionPlansSchema = z.object({
  plans: z.array(planSchema).min(1).max(10),
  custom_addon: z.object({
    name: z.string().min(1).max(80),
    price_cents: cents,
    features: z.array(z.string().max(200)).max(12),
  }),
  /** Days after the due date on which a declined renewal is charged again; after the last one it lapses. */
  retry_days: z.array(z.number().int().min(1).max(28)).max(6),
});
export type SubscriptionPlans = z.infer<typeof subscriptionPlansSchema>;

/** Premium's price: spec point 4 brands the shop of a Premium plan paid exactly 199 (point 9). */
export const PREMIUM_PRICE_CENTS = PREMIUM_BRANDING_AMOUNT * 100;
export const PREMIUM_PLAN = 'Premium';

/** What migration 0021 seeds, and what applies when the setting is absent or unreadable. */
export const DEFAULT_SUBSCRIPTION_PLANS: SubscriptionPlans = {
  plans: [
    {
      code: 'Basic',
      name: 'Basic',
      price_cents: 2_900,
      features: ['Your showroom ID and markups', 'Clients, coupons and orders', 'Payouts of your profit'],
    },
    {
      code: PREMIUM_PLAN,
      name: 'Premium',
      price_cents: PREMIUM_PRICE_CENTS,
      features: [
        'Everything in Basic',
        'Your theme colour on your showroom',
        'Your business logo on your showroom',
      ],
    },
  ],
  custom_addon: {
    name: 'Custom theme add-on',
    price_cents: 4_900,
    features: ['Your theme colour and logo on any plan'],
  },
  retry_days: [1, 3, 5],
};

export { isLive, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './status.ts';

/**
 * Whether a subscription brands the pro's showroom (spec point 4): live, and either the Premium plan paid at
 * exactly 199 or the custom add-on. The same rule as contractorThemeApplies, on the billing record.
 */
export function subscriptionBrands(s: {
  status: string;
  plan: string | null;
  planCents: number;
  customAddon: boolean;
}): boolean {
  if (!isLive(s.status)) return false;
  return s.customAddon || (s.plan === PREMIUM_PLAN && s.planCents === PREMIUM_PRICE_CENTS);
}

/** What one period costs: the plan, plus the add-on when taken. */
export const periodTotalCents = (planCents: number, addonCents: number | null) =>
  planCents + (addonCents ?? 0);
