import { applyBps, type Cents, cents } from '../money/cents.ts';
import { MIN_MARKUP_PERCENT } from '../shared/constants.ts';

export const MIN_MARKUP_BPS = MIN_MARKUP_PERCENT * 100;
export const DEFAULT_MARKUP_BPS = MIN_MARKUP_BPS;
export const DEFAULT_PLATFORM_FEE_BPS = 500;

/**
 * A showroom's coupon, per unit: `percent` takes percentBps of the vendor's price (the base the markup is a
 * percent of, so a 10% coupon under a 12% markup leaves the pro 2%); `fixed` takes amountCents. Either way
 * never more than the unit's markup. `categoryId`: the category it applies to (absent or null: every line).
 */
export type Coupon = ({ kind: 'percent'; percentBps: number } | { kind: 'fixed'; amountCents: number }) & {
  categoryId?: number | null;
};

export const markupCents = (vendorPriceCents: number, markupBps: number): Cents =>
  applyBps(vendorPriceCents, Math.max(markupBps, MIN_MARKUP_BPS));

export const platformFeeCents = (vendorPriceCents: number, feeBps: number): Cents =>
  applyBps(vendorPriceCents, feeBps);

/** A coupon takes a percent of the unit's vendor price or a fixed amount, and never more than the markup. */
export function couponDiscountCents(
  coupon: Coupon | null | undefined,
  markup: number,
  vendorPrice: number,
): Cents {
  if (!coupon) return cents(0);
  const raw = coupon.kind === 'percent' ? applyBps(vendorPrice, coupon.percentBps) : coupon.amountCents;
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

/** Whether a coupon applies to a line of this category. */
export const couponAppliesTo = (coupon: Coupon, categoryId: number) =>
  coupon.categoryId == null || coupon.categoryId === categoryId;

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
  const discount = couponDiscountCents(input.coupon, markup, vendor);
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
