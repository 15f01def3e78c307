import { decimalInput } from '@app/domain';
import { type CouponInput, couponInputSchema, type ProCoupon } from '@app/domain/pros/coupons';
import type { Markups } from '@app/domain/pros/markups';

/** The form's inputs as typed: a percent ('7.5') or dollars ('10.00'), a category id or '' for all. */
export type CouponDraft = {
  code: string;
  kind: 'percent' | 'fixed';
  percent: string;
  amount: string;
  category: string;
  expires: string;
  maxUses: string;
};

export const emptyCouponDraft: CouponDraft = {
  code: '',
  kind: 'percent',
  percent: '',
  amount: '',
  category: '',
  expires: '',
  maxUses: '',
};

/** Digits and one dot with at most two decimals. */
export const typedDecimal = decimalInput;

const hundredths = (typed: string) => (typed.trim() === '' ? null : Math.round(Number(typed) * 100));

/** The POST/PUT body of a draft (percent and dollars as integers of hundredths). */
export function termsOf(draft: CouponDraft, active = true): CouponInput {
  return {
    code: draft.code,
    kind: draft.kind,
    percent_bps: draft.kind === 'percent' ? hundredths(draft.percent) : null,
    amount_cents: draft.kind === 'fixed' ? hundredths(draft.amount) : null,
    category_id: draft.category === '' ? null : Number(draft.category),
    expires_on: draft.expires === '' ? null : draft.expires,
    max_uses: draft.maxUses.trim() === '' ? null : Number(draft.maxUses),
    active,
  };
}

/** A saved coupon's terms, to send back with one thing changed (pausing, resuming). */
export const termsOfCoupon = (c: ProCoupon, active: boolean): CouponInput => ({
  code: c.code,
  kind: c.kind,
  percent_bps: c.percent_bps,
  amount_cents: c.amount_cents,
  category_id: c.category_id,
  expires_on: c.expires_on,
  max_uses: c.max_uses,
  active,
});

/** The API's field names as the form's: errors show next to the input that caused them. */
const FIELD_OF: Record<string, keyof CouponDraft> = {
  code: 'code',
  kind: 'kind',
  percent_bps: 'percent',
  amount_cents: 'amount',
  category_id: 'category',
  expires_on: 'expires',
  max_uses: 'maxUses',
};

/** Errors keyed by the form's fields, from the schema's issues or the server's 422 errors. */
export function couponErrorsOf(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> | Record<string, string[]>,
): Partial<Record<keyof CouponDraft, string>> {
  const pairs = Array.isArray(issues)
    ? issues.map((i) => [String(i.path[0] ?? ''), i.message] as const)
    : Object.entries(issues).map(([field, messages]) => [field, messages[0] ?? ''] as const);
  const out: Partial<Record<keyof CouponDraft, string>> = {};
  for (const [field, message] of pairs) {
    const key = FIELD_OF[field] ?? 'code';
    out[key] ??= message;
  }
  return out;
}

/** The draft checked by the server's own schema before it is sent. */
export function checkCoupon(draft: CouponDraft) {
  const body = termsOf(draft);
  return { body, errors: couponErrorsOf(couponInputSchema.safeParse(body).error?.issues ?? []) };
}

/**
 * The markup a percent coupon may not exceed, as the pro's markups page knows it: the category's markup
 * (its own or the showroom's), or over everything the lowest of the default and the category markups. A
 * product's own markup can be lower still; the server has the last word.
 */
export function markupLimitBps(markups: Markups, category: string): number {
  if (category !== '') {
    const found = markups.categories.find((c) => String(c.category_id) === category);
    return found?.markup_bps ?? markups.default_bps;
  }
  const overrides = markups.categories.flatMap((c) => (c.markup_bps == null ? [] : [c.markup_bps]));
  return Math.max(markups.min_bps, Math.min(markups.default_bps, ...overrides));
}
