import { applyBps, type Cents, cents } from '../money/cents.ts';
import { MIN_MARKUP_PERCENT } from '../shared/constants.ts';

export const MIN_MARKUP_BPS = MIN_MARKUP_PERCENT * 100;
export const DEFAULT_MARKUP_BPS = MIN_MARKUP_BPS;
export const DEFAULT_PLATFORM_FEE_BPS = 500;

export type Coupon = { kind: 'percent'; percentBps: number } | { kind: 'fixed'; amountCents: number };

export const markupCents = (vendorPriceCents: number, markupBps: number): Cents =>
  applyBps(vendorPriceCents, Math.max(markupBps, MIN_MARKUP_BPS));

export const platformFeeCents = (vendorPriceCents: number, feeBps: number): Cents =>
  applyBps(vendorPriceCents, feeBps);

/** A coupon takes a percent of the unit's markup or a fixed amount, and never more than the markup. */
export function couponDiscountCents(coupon: Coupon | null | undefined, markup: number): Cents {
  if (!coupon) return cents(0);
  const raw = coupon.kind === 'percent' ? applyBps(markup, coupon.percentBps) : coupon.amountCents;
  return cents(Math.min(Math.max(raw, 0), markup));
}

export type UnitPrice = {
  vendorPriceCents: Cents;
  platformFeeCents: Cents;
  markupCents: Cents;
  discountCents: Cents;
  /** What the pro earns per unit (spec: contractor_markup_amt). */
  contractorMarkupCents: Cents;
  unitPriceCents: Cents;
};

/** The money model of product.md for one unit: vendor price + platform fee + (markup − coupon). */
export function unitPrice(input: {
  vendorPriceCents: number;
  platformFeeBps: number;
  markupBps: number;
  coupon?: Coupon | null;
}): UnitPrice {
  const vendor = cents(input.vendorPriceCents);
  const fee = platformFeeCents(vendor, input.platformFeeBps);
  const markup = markupCents(vendor, input.markupBps);
  const discount = couponDiscountCents(input.coupon, markup);
  const contractor = cents(markup - discount);
  return {
    vendorPriceCents: vendor,
    platformFeeCents: fee,
    markupCents: markup,
    discountCents: discount,
    contractorMarkupCents: contractor,
    unitPriceCents: cents(vendor + fee + contractor),
  };
}

export type MarkupRule = { productId?: number | null; categoryId?: number | null; markupBps: number };

/** The most specific rule wins: product, then category, then the showroom default; never below 10%. */
export function resolveMarkupBps(
  rules: readonly MarkupRule[],
  target: { productId: number; categoryId: number; showroomDefaultBps?: number | null },
): number {
  const product = rules.find((r) => r.productId === target.productId);
  const category = rules.find((r) => r.productId == null && r.categoryId === target.categoryId);
  const bps = product?.markupBps ?? category?.markupBps ?? target.showroomDefaultBps ?? DEFAULT_MARKUP_BPS;
  return Math.max(bps, MIN_MARKUP_BPS);
}

/** Price per square foot = box price / box_sqft (spec point 9), in dollars with 2 decimals; null without box_sqft. */
export function pricePerSqft(unitPriceCents: number, boxSqft: number | null | undefined): number | null {
  if (!boxSqft || boxSqft <= 0) return null;
  return Math.round(unitPriceCents / boxSqft) / 100;
}
