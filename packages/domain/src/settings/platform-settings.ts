import { z } from 'zod';
import { aiCoinSettingsInput, aiCoinSettingsSchema } from '../ai-design/coins.ts';
import { required } from '../shared/field-messages.ts';
import { strictInt } from '../shared/input-limits.ts';
import { US_STATES } from '../shared/us-states.ts';
import { subscriptionPlansSchema } from '../subscriptions/plans.ts';

/**
 * The platform's money settings the admin edits (issue 12, docs/api-admin-settings.md): each field of the
 * API names one row of `settings`. Pricing, previews, checkout, returns and subscriptions read those rows on
 * every request, so a saved value applies to the next request.
 */
export const PLATFORM_SETTING_KEYS = {
  platform_fee_bps: 'platform_fee_bps',
  sales_tax_bps_by_state: 'sales_tax_bps_by_state',
  shipping_charge_cents: 'shipping_charge',
  return_shipping_cents: 'return_shipping_cents',
  subscription_plans: 'subscription_plans',
  labour_taxable_states: 'labour_taxable_states',
  /** The AI designer's coins (issue 26): starter grant, costs, packs on sale. */
  ai_coins: 'ai_coins',
} as const;
export type PlatformSettingField = keyof typeof PLATFORM_SETTING_KEYS;

/** 100% in basis points: no fee or tax rate may be above it, or below 0. */
export const MAX_RATE_BPS = 10_000;
/** $1,000.00: a shipping or return-shipping charge above it is a typo, not a price. */
export const MAX_SHIPPING_CENTS = 100_000;

const rateBps = (label: string) =>
  strictInt(label, {
    min: 0,
    max: MAX_RATE_BPS,
    minMessage: `The ${label} must be at least 0%.`,
    maxMessage: `The ${label} may not be more than 100%.`,
  });

const shippingCents = (label: string) =>
  strictInt(label, {
    min: 0,
    max: MAX_SHIPPING_CENTS,
    minMessage: `The ${label} must be at least $0.00.`,
    maxMessage: `The ${label} may not be greater than $1,000.00.`,
  });

const STATE_CODES = new Set(US_STATES.map((s) => s.code));
export const NOT_A_STATE = (key: string) => `${key.slice(0, 20)} is not a US state.`;

/**
 * The sales-tax table: a rate per US state in bps (0–100%), keyed by its postal code ('CA'). A state left
 * out has no tax. An unknown key is a 422 on that key.
 */
export const salesTaxTableField = z
  .record(z.string(), rateBps('sales tax rate'))
  .superRefine((table, ctx) => {
    for (const key of Object.keys(table)) {
      if (!STATE_CODES.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: NOT_A_STATE(key) });
    }
  });

/**
 * The states whose sales tax reaches installation labour on a home (issue 25: an estimate's labour lines are
 * taxed there, materials everywhere). Hawaii and New Mexico tax gross receipts, South Dakota and Washington
 * tax construction services sold to a homeowner; elsewhere a remodel's labour is not taxed. The admin keeps
 * the list, which applies to estimates drafted or changed from then on.
 */
export const DEFAULT_LABOUR_TAXABLE_STATES: readonly string[] = ['HI', 'NM', 'SD', 'WA'];

/** The list as the admin sends it: US postal codes (422 on an unknown one), each once, kept in US_STATES order. */
export const labourTaxableStatesField = z
  .array(z.string({ error: 'A state must be a postal code.' }), { error: 'The states must be a list.' })
  .max(US_STATES.length, { error: `At most ${US_STATES.length} states.` })
  .superRefine((codes, ctx) => {
    codes.forEach((code, i) => {
      if (!STATE_CODES.has(code)) ctx.addIssue({ code: 'custom', path: [i], message: NOT_A_STATE(code) });
    });
  })
  .transform((codes) => US_STATES.map((s) => s.code).filter((c) => codes.includes(c)));

const planText = (label: string, max: number) =>
  z
    .string({ error: required(label) })
    .trim()
    .min(1, { error: required(label), abort: true })
    .max(max, `The ${label} may not be greater than ${max} characters.`);

const planPrice = (label: string) =>
  strictInt(label, {
    min: 50,
    max: 10_000_000,
    minMessage: `The ${label} must be at least $0.50.`,
    maxMessage: `The ${label} may not be greater than $100,000.00.`,
  });

const features = z.array(planText('feature', 200)).max(12, 'A plan may list at most 12 features.');

/**
 * The subscription plans as the admin edits them: the setting's own schema (subscriptions/plans.ts), with
 * integers checked strictly, messages per field, and each plan code used once (a pro subscribes by code).
 */
export const subscriptionPlansInput = z
  .object({
    plans: z
      .array(
        z.object({
          code: planText('plan code', 40).regex(
            /^[A-Za-z0-9_-]+$/,
            'The plan code may only contain letters, digits, - and _.',
          ),
          name: planText('plan name', 80),
          price_cents: planPrice('plan price'),
          features,
        }),
      )
      .min(1, 'At least one plan is required.')
      .max(10, 'At most 10 plans.'),
    custom_addon: z.object({
      name: planText('add-on name', 80),
      price_cents: planPrice('add-on price'),
      features,
    }),
    retry_days: z
      .array(strictInt('retry day', { min: 1, max: 28 }))
      .max(6, 'At most 6 retries.')
      .refine((days) => days.every((d, i) => i === 0 || d > days[i - 1]), {
        error: 'The retry days must go up, each day once.',
      }),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.plans.forEach((plan, i) => {
      const code = plan.code.toLowerCase();
      if (seen.has(code))
        ctx.addIssue({
          code: 'custom',
          path: ['plans', i, 'code'],
          message: 'Each plan needs its own code.',
        });
      seen.add(code);
    });
  })
  .pipe(subscriptionPlansSchema);

/**
 * PUT /api/admin/settings: any of the settings; a field left out keeps its value. The same schema checks the
 * console's form before it is sent.
 */
export const platformSettingsUpdateSchema = z.object({
  platform_fee_bps: rateBps('platform fee').optional(),
  sales_tax_bps_by_state: salesTaxTableField.optional(),
  shipping_charge_cents: shippingCents('shipping charge').optional(),
  return_shipping_cents: shippingCents('return shipping').optional(),
  subscription_plans: subscriptionPlansInput.optional(),
  labour_taxable_states: labourTaxableStatesField.optional(),
  ai_coins: aiCoinSettingsInput.optional(),
});
export type PlatformSettingsUpdate = z.input<typeof platformSettingsUpdateSchema>;
export type PlatformSettingsChange = z.output<typeof platformSettingsUpdateSchema>;

/**
 * GET and PUT /api/admin/settings (Admin): the values pricing uses now (defaults where nothing is stored).
 * `sales_tax_bps_by_state` lists every state, 0 for a state without tax; `labour_taxable_states` the states
 * where an estimate's labour is taxed; `ai_coins` the AI designer's starter coins, costs and packs.
 */
export const platformSettingsSchema = z.object({
  platform_fee_bps: z.number().int(),
  sales_tax_bps_by_state: z.record(z.string(), z.number().int()),
  shipping_charge_cents: z.number().int(),
  return_shipping_cents: z.number().int(),
  subscription_plans: subscriptionPlansSchema,
  labour_taxable_states: z.array(z.string()),
  ai_coins: aiCoinSettingsSchema,
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/** Every state with its rate (0 when the table leaves it out), in the order of US_STATES. */
export const fullTaxTable = (rates: Record<string, number>) =>
  Object.fromEntries(US_STATES.map((s) => [s.code, rates[s.code] ?? 0]));

/** The table as stored: only the states with a tax (a state left out is 0 everywhere it is read). */
export const storedTaxTable = (rates: Record<string, number>) =>
  Object.fromEntries(US_STATES.filter((s) => (rates[s.code] ?? 0) > 0).map((s) => [s.code, rates[s.code]]));

/** The states whose rate differs between two tables: `{ before, after }` of only those (0 when absent). */
export function taxTableChanges(before: Record<string, number>, after: Record<string, number>) {
  const changed = US_STATES.map((s) => s.code).filter((c) => (before[c] ?? 0) !== (after[c] ?? 0));
  return {
    before: Object.fromEntries(changed.map((c) => [c, before[c] ?? 0])),
    after: Object.fromEntries(changed.map((c) => [c, after[c] ?? 0])),
  };
}
