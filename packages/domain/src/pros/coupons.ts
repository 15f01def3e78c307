import { z } from 'zod';
import { formatBps as pct } from '../format/percent.ts';
import { idField, strictInt } from '../shared/input-limits.ts';

/**
 * A pro's coupons (issue 11, spec point 1: a coupon cannot exceed the markup). A percent coupon is a
 * percent of the vendor's price, the base a markup is a percent of, so it is refused above the lowest
 * markup of what it applies to; an amount is per unit and stops at each unit's markup at checkout.
 */
export const COUPON_CODE_MESSAGE = 'The code must be 3 to 20 letters or digits (- and _ allowed).';
export const COUPON_KIND_MESSAGE = 'Choose a percent or an amount off.';
export const COUPON_PERCENT_REQUIRED = 'The percent off is required.';
export const COUPON_AMOUNT_REQUIRED = 'The amount off is required.';
export const COUPON_EXPIRY_MESSAGE = 'The expiry must be a date like 2027-01-31.';
export const COUPON_EXPIRED_MESSAGE = 'The expiry must be today or later.';
export const COUPON_CODE_TAKEN = 'You already have a coupon with this code.';
export const MAX_COUPON_USES = 1_000_000;
export const MAX_COUPON_AMOUNT_CENTS = 10_000_000;

/** Said on `percent_bps` when a percent coupon is above the markup of what it applies to. */
export const couponAboveMarkupMessage = (limitBps: number, categoryName: string | null) =>
  categoryName
    ? `A coupon cannot be more than your markup on ${categoryName} (${pct(limitBps)}).`
    : `A coupon cannot be more than your lowest markup (${pct(limitBps)}).`;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** POST /api/pro/coupons and PUT /api/pro/coupons/{id}: a coupon's terms. */
export const couponInputSchema = z
  .object({
    code: z
      .string({ error: 'The code field is required.' })
      .trim()
      .min(1, { error: 'The code field is required.', abort: true })
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,19}$/, COUPON_CODE_MESSAGE)
      .transform((v) => v.toUpperCase()),
    kind: z.enum(['percent', 'fixed'], { error: COUPON_KIND_MESSAGE }),
    /** Basis points of the vendor price (500 = 5%). */
    percent_bps: z.preprocess(
      blankToNull,
      strictInt('percent off', {
        min: 1,
        max: 10_000,
        minMessage: 'The percent off must be more than 0%.',
        maxMessage: 'The percent off may not be more than 100%.',
      }).nullable(),
    ),
    /** Cents off each unit. */
    amount_cents: z.preprocess(
      blankToNull,
      strictInt('amount off', {
        min: 1,
        max: MAX_COUPON_AMOUNT_CENTS,
        minMessage: 'The amount off must be at least $0.01.',
        maxMessage: 'The amount off may not be more than $100,000.',
      }).nullable(),
    ),
    /** The category it applies to; null: everything in the showroom. */
    category_id: z.preprocess(blankToNull, idField('category').nullable()),
    /** The last day it can be used (Los Angeles time); null: no end. */
    expires_on: z.preprocess(
      blankToNull,
      z
        .string({ error: COUPON_EXPIRY_MESSAGE })
        .regex(ISO_DAY, COUPON_EXPIRY_MESSAGE)
        .refine(isRealDay, COUPON_EXPIRY_MESSAGE)
        .nullable(),
    ),
    /** Orders it may be used on; null: no limit. */
    max_uses: z.preprocess(
      blankToNull,
      strictInt('usage limit', {
        min: 1,
        max: MAX_COUPON_USES,
        minMessage: 'The usage limit must be at least 1.',
      }).nullable(),
    ),
    active: z.boolean({ error: 'The active field must be true or false.' }).default(true),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.percent_bps == null)
      ctx.addIssue({ code: 'custom', path: ['percent_bps'], message: COUPON_PERCENT_REQUIRED });
    if (v.kind === 'fixed' && v.amount_cents == null)
      ctx.addIssue({ code: 'custom', path: ['amount_cents'], message: COUPON_AMOUNT_REQUIRED });
  })
  .transform((v) => ({
    ...v,
    percent_bps: v.kind === 'percent' ? v.percent_bps : null,
    amount_cents: v.kind === 'fixed' ? v.amount_cents : null,
  }));
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponTerms = z.output<typeof couponInputSchema>;

export const COUPON_STATUSES = ['active', 'paused', 'expired', 'used_up'] as const;

/** A coupon as its pro sees it. */
export const proCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  percent_bps: z.number().int().nullable(),
  amount_cents: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  expires_on: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  /** Orders placed (or being paid) with it. */
  uses: z.number().int(),
  active: z.boolean(),
  status: z.enum(COUPON_STATUSES),
  created_at: z.string(),
});
export type ProCoupon = z.infer<typeof proCouponSchema>;

export const proCouponsSchema = z.object({ coupons: z.array(proCouponSchema) });

/** A coupon's status from its terms, its uses and whether its last day has passed. */
export function couponStatus(
  c: Pick<ProCoupon, 'active' | 'max_uses' | 'uses'>,
  expired: boolean,
): ProCoupon['status'] {
  if (expired) return 'expired';
  if (c.max_uses != null && c.uses >= c.max_uses) return 'used_up';
  return c.active ? 'active' : 'paused';
}

/** What a coupon takes off, as its pro and the list read it: '5% off' or '$10.00 off each item'. */
export function couponOffLabel(c: Pick<ProCoupon, 'kind' | 'percent_bps' | 'amount_cents'>): string {
  if (c.kind === 'percent') return `${pct(c.percent_bps ?? 0)} off`;
  return `$${((c.amount_cents ?? 0) / 100).toFixed(2)} off each item`;
}
