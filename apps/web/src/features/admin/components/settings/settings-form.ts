import type { AiCoinSettings } from '@app/domain/ai-design/coins';
import { decimalInput } from '@app/domain/format/digits';
import {
  type PlatformSettings,
  type PlatformSettingsUpdate,
  platformSettingsUpdateSchema,
} from '@app/domain/settings/platform-settings';
import type { SubscriptionPlans } from '@app/domain/subscriptions/plans';

/** A plan as its fields hold it: price in dollars as typed, features one per line. */
export type PlanDraft = { code: string; name: string; price: string; features: string };

/** A coin pack as its fields hold it: coins as typed, price in dollars as typed. */
export type PackDraft = { id: string; coins: string; price: string };

/** The AI designer's coins (issue 26): whole numbers as typed, packs with dollar prices. */
export type CoinsDraft = {
  starter: string;
  starterDays: string;
  generation: string;
  refinement: string;
  picture: string;
  packs: PackDraft[];
};

/**
 * The settings page's inputs as typed: percents ('7.25') and dollars ('9.95'); a state's empty rate is no
 * tax. Errors are keyed by the API's field paths ('sales_tax_bps_by_state.CA',
 * 'subscription_plans.plans.1.price_cents'), so the server's and the form's land on the same field.
 */
export type SettingsDraft = {
  fee: string;
  shipping: string;
  returnShipping: string;
  taxes: Record<string, string>;
  /** The states where an estimate's installation labour is taxed (issue 25). */
  labourTaxed: string[];
  plans: PlanDraft[];
  addon: Omit<PlanDraft, 'code'>;
  retryDays: string;
  coins: CoinsDraft;
};

/** Typed number text: digits and one dot, two decimals at most. */
export const typedNumber = decimalInput;
const percentOf = (bps: number) => String(bps / 100);
const dollarsOf = (cents: number) => (cents / 100).toFixed(2);
/** Typed percent or dollars as a whole number of hundredths (bps or cents); NaN when not a number. */
export const hundredths = (typed: string) =>
  typed.trim() === '' ? Number.NaN : Math.round(Number(typed) * 100);
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function draftOf(s: PlatformSettings): SettingsDraft {
  const plans = s.subscription_plans;
  return {
    fee: percentOf(s.platform_fee_bps),
    shipping: dollarsOf(s.shipping_charge_cents),
    returnShipping: dollarsOf(s.return_shipping_cents),
    taxes: Object.fromEntries(
      Object.entries(s.sales_tax_bps_by_state).map(([code, bps]) => [code, bps ? percentOf(bps) : '']),
    ),
    labourTaxed: s.labour_taxable_states,
    plans: plans.plans.map((p) => ({
      code: p.code,
      name: p.name,
      price: dollarsOf(p.price_cents),
      features: p.features.join('\n'),
    })),
    addon: {
      name: plans.custom_addon.name,
      price: dollarsOf(plans.custom_addon.price_cents),
      features: plans.custom_addon.features.join('\n'),
    },
    retryDays: plans.retry_days.join(', '),
    coins: coinsDraftOf(s.ai_coins),
  };
}

function coinsDraftOf(c: AiCoinSettings): CoinsDraft {
  return {
    starter: String(c.starter_coins),
    starterDays: String(c.starter_days),
    generation: String(c.costs.generation),
    refinement: String(c.costs.refinement),
    picture: String(c.costs.picture),
    packs: c.packs.map((p) => ({ id: p.id, coins: String(p.coins), price: dollarsOf(p.price_cents) })),
  };
}

/** Typed whole number: a number when it is digits, else the text for the schema to refuse. */
const whole = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : typed);

/** The coin setting the draft describes (numbers as typed, for the schema to judge). */
function coinsOf(d: CoinsDraft) {
  return {
    starter_coins: whole(d.starter),
    starter_days: whole(d.starterDays),
    costs: { generation: whole(d.generation), refinement: whole(d.refinement), picture: whole(d.picture) },
    packs: d.packs.map((p) => ({ id: p.id.trim(), coins: whole(p.coins), price_cents: hundredths(p.price) })),
  };
}

const COIN_FIELDS: [keyof CoinsDraft, string, string][] = [
  ['starter', 'ai_coins.starter_coins', 'starter coins'],
  ['starterDays', 'ai_coins.starter_days', 'starter coin days'],
  ['generation', 'ai_coins.costs.generation', 'generation cost'],
  ['refinement', 'ai_coins.costs.refinement', 'refinement cost'],
  ['picture', 'ai_coins.costs.picture', 'picture cost'],
];

/** Empty coin fields as the admin's form names them (the schema alone would say "must be an integer"). */
function requireCoinFields(d: CoinsDraft, errors: Record<string, string>) {
  for (const [key, path, label] of COIN_FIELDS)
    if (String(d[key]).trim() === '') errors[path] = `The ${label} field is required.`;
  d.packs.forEach((p, i) => {
    if (p.coins.trim() === '') errors[`ai_coins.packs.${i}.coins`] = 'The pack coins field is required.';
    if (p.price.trim() === '')
      errors[`ai_coins.packs.${i}.price_cents`] = 'The pack price field is required.';
  });
}

/** The plans setting the draft describes (numbers as typed, for the schema to judge). */
function plansOf(d: SettingsDraft) {
  return {
    plans: d.plans.map((p) => ({
      code: p.code,
      name: p.name,
      price_cents: hundredths(p.price),
      features: lines(p.features),
    })),
    custom_addon: {
      name: d.addon.name,
      price_cents: hundredths(d.addon.price),
      features: lines(d.addon.features),
    },
    retry_days: d.retryDays
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
      .map((v) => (/^\d+$/.test(v) ? Number(v) : v)),
  };
}

const REQUIRED: Record<string, string> = {
  platform_fee_bps: 'The platform fee field is required.',
  shipping_charge_cents: 'The shipping charge field is required.',
  return_shipping_cents: 'The return shipping field is required.',
};

/** Only what differs from the saved settings goes in the PUT body, checked by the server's own schema. */
export function changesOf(draft: SettingsDraft, saved: PlatformSettings) {
  const body: PlatformSettingsUpdate = {};
  const errors: Record<string, string> = {};
  const scalar = (field: keyof typeof REQUIRED, typed: string) => {
    const value = hundredths(typed);
    if (Number.isNaN(value)) errors[field] = REQUIRED[field];
    else if (value !== saved[field as keyof PlatformSettings]) Object.assign(body, { [field]: value });
  };
  scalar('platform_fee_bps', draft.fee);
  scalar('shipping_charge_cents', draft.shipping);
  scalar('return_shipping_cents', draft.returnShipping);
  const taxes = Object.entries(draft.taxes)
    .map(([code, typed]) => [code, typed.trim() === '' ? 0 : hundredths(typed)] as const)
    .filter(([code, bps]) => bps !== saved.sales_tax_bps_by_state[code]);
  if (taxes.length > 0) body.sales_tax_bps_by_state = Object.fromEntries(taxes);
  const labour = [...draft.labourTaxed].sort();
  if (labour.join() !== [...saved.labour_taxable_states].sort().join()) body.labour_taxable_states = labour;
  const plans = plansOf(draft);
  const requirePrice = (typed: string, path: string, label: string) => {
    if (typed.trim() === '') errors[path] = `The ${label} field is required.`;
  };
  draft.plans.forEach((p, i) => {
    requirePrice(p.price, `subscription_plans.plans.${i}.price_cents`, 'plan price');
  });
  requirePrice(draft.addon.price, 'subscription_plans.custom_addon.price_cents', 'add-on price');
  if (JSON.stringify(plans) !== JSON.stringify(saved.subscription_plans as SubscriptionPlans))
    body.subscription_plans = plans as PlatformSettingsUpdate['subscription_plans'];
  const coins = coinsOf(draft.coins);
  requireCoinFields(draft.coins, errors);
  if (JSON.stringify(coins) !== JSON.stringify(saved.ai_coins))
    body.ai_coins = coins as PlatformSettingsUpdate['ai_coins'];
  for (const issue of platformSettingsUpdateSchema.safeParse(body).error?.issues ?? []) {
    errors[issue.path.map(String).join('.')] ??= issue.message;
  }
  return { body, errors };
}

/** The server's 422 `errors` as the form's: the first message of each field. */
export const serverErrorsOf = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));
