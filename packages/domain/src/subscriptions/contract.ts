import { z } from 'zod';
import { planSchema, subscriptionPlansSchema } from './plans.ts';

/** A new card, handed to the provider and never stored (field names as at registration). */
export const subscriptionCardBody = z.object({
  card_number: z.string().max(30),
  name_on_Card: z.string().max(120).optional().default(''),
  exp_date: z.string().max(7),
  cvv: z.string().max(4),
});
export type SubscriptionCardRequest = z.input<typeof subscriptionCardBody>;

/** POST /api/pro/subscription: a plan, the custom add-on or not, and a new card or the saved one. */
export const subscribeBody = z.object({
  plan: z
    .string({ error: 'The plan field is required.' })
    .trim()
    .min(1, 'The plan field is required.')
    .max(40),
  custom_addon: z.boolean().optional().default(false),
  payment: z.union([z.object({ saved_card: z.literal(true) }), subscriptionCardBody]),
});
export type SubscribeBody = z.output<typeof subscribeBody>;
export type SubscribeRequest = z.input<typeof subscribeBody>;

const iso = z.string();

/** The pro's plan subscription as /pro/subscription shows it; amounts in integer cents. */
export const subscriptionViewSchema = z.object({
  id: z.number().int(),
  plan: z.string(),
  custom_addon: z.boolean(),
  status: z.enum(['active', 'past_due', 'canceled']),
  amount_cents: z.number().int(),
  current_period_start: iso,
  current_period_end: iso,
  cancel_at_period_end: z.boolean(),
  ended_at: iso.nullable(),
  /** Whether it brands the showroom now (spec point 4). */
  branding: z.boolean(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** GET /api/pro/subscription. */
export const proSubscriptionSchema = z.object({
  plans: z.array(planSchema),
  custom_addon: subscriptionPlansSchema.shape.custom_addon,
  subscription: subscriptionViewSchema.nullable(),
  saved_card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type ProSubscription = z.infer<typeof proSubscriptionSchema>;

export const invoiceSchema = z.object({
  number: z.string(),
  period_start: iso,
  period_end: iso,
  amount_cents: z.number().int(),
  status: z.enum(['open', 'paid', 'failed', 'void']),
  attempts: z.number().int(),
  next_attempt_at: iso.nullable(),
  paid_at: iso.nullable(),
});
export type SubscriptionInvoice = z.infer<typeof invoiceSchema>;
export const invoicesSchema = z.array(invoiceSchema);
