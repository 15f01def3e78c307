import { type Coupon, type UnitPrice, unitPrice } from '../catalog/pricing.ts';
import { applyBps } from '../money/cents.ts';
import { wholeCents, wholeCount } from './money-input.ts';

/** One cart line as the server knows it (never the client's prices): one product size of one vendor. */
export type CartLineInput = {
  productSizeId: number;
  vendorId: number;
  qty: number;
  vendorPriceCents: number;
  markupBps: number;
  platformFeeBps: number;
  coupon?: Coupon | null;
};

/** A priced order item; every amount is integer cents (product.md "Money"). */
export type PricedLine = {
  productSizeId: number;
  vendorId: number;
  qty: number;
  /** Per-unit prices: vendor price (spec final_price), fee, markup, discount, contractor_markup_amt, sale price. */
  unit: UnitPrice;
  lineTotalCents: number;
  /** final_price × qty — what the vendor is paid. */
  vendorAmountCents: number;
  /** contractor_markup_amt × qty — what the pro earns. */
  contractorAmountCents: number;
  platformFeeAmountCents: number;
  discountAmountCents: number;
  /** Sales tax of this line, rounded half-up on the line total. */
  taxCents: number;
  /** platform_fee × qty + line tax (spec admin_profit_inclusive_tax). */
  adminProfitInclusiveTaxCents: number;
  lineTotalWithTaxCents: number;
};

export type VendorPayable = { vendorId: number; amountCents: number };

/** Who gets what of the charge; vendors + contractor + platform + tax = charge, to the cent. */
export type OrderSplit = {
  /** One entry per vendor, ordered by vendorId. */
  vendors: VendorPayable[];
  vendorTotalCents: number;
  contractorCents: number;
  /** Platform fees plus shipping. */
  platformCents: number;
  taxCents: number;
};

export type PricedOrder = {
  lines: PricedLine[];
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  chargeCents: number;
  split: OrderSplit;
};

export type PriceOrderInput = {
  lines: readonly CartLineInput[];
  /** The ship-to state's sales tax rate in basis points (725 = 7.25%). */
  taxBps: number;
  shippingCents: number;
};

/** Prices one line: unit prices from the catalogue rule, line amounts × qty, tax half-up per line. */
export function priceLine(line: CartLineInput, taxBps: number): PricedLine {
  const qty = wholeCount('qty', line.qty, 1);
  wholeCents('vendorPriceCents', line.vendorPriceCents);
  wholeCount('markupBps', line.markupBps);
  wholeCount('platformFeeBps', line.platformFeeBps);
  if (line.coupon?.kind === 'fixed') wholeCents('coupon amountCents', line.coupon.amountCents);
  if (line.coupon?.kind === 'percent') wholeCount('coupon percentBps', line.coupon.percentBps);
  const unit = unitPrice(line);
  const lineTotal = wholeCents('line total', unit.unitPriceCents * qty);
  const tax = applyBps(lineTotal, taxBps);
  const fee = unit.platformFeeCents * qty;
  return {
    productSizeId: line.productSizeId,
    vendorId: line.vendorId,
    qty,
    unit,
    lineTotalCents: lineTotal,
    vendorAmountCents: unit.vendorPriceCents * qty,
    contractorAmountCents: unit.contractorMarkupCents * qty,
    platformFeeAmountCents: fee,
    discountAmountCents: unit.discountCents * qty,
    taxCents: tax,
    adminProfitInclusiveTaxCents: fee + tax,
    lineTotalWithTaxCents: lineTotal + tax,
  };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * Prices a whole cart as one order: charge = Σ line totals + Σ line tax + shipping, and the split of that
 * charge among vendors, the contractor, the platform (fees + shipping) and the tax authority. Throws a
 * RangeError for a quantity below 1 or any amount that is not whole cents. An empty cart prices to zero;
 * refusing to place an empty order is the caller's decision.
 */
export function priceOrder(input: PriceOrderInput): PricedOrder {
  const taxBps = wholeCount('taxBps', input.taxBps);
  const shipping = wholeCents('shippingCents', input.shippingCents);
  const lines = input.lines.map((l) => priceLine(l, taxBps));
  const subtotal = sum(lines.map((l) => l.lineTotalCents));
  const tax = sum(lines.map((l) => l.taxCents));
  const byVendor = new Map<number, number>();
  for (const l of lines) byVendor.set(l.vendorId, (byVendor.get(l.vendorId) ?? 0) + l.vendorAmountCents);
  const vendors = [...byVendor]
    .map(([vendorId, amountCents]) => ({ vendorId, amountCents }))
    .sort((a, b) => a.vendorId - b.vendorId);
  const split: OrderSplit = {
    vendors,
    vendorTotalCents: sum(vendors.map((v) => v.amountCents)),
    contractorCents: sum(lines.map((l) => l.contractorAmountCents)),
    platformCents: sum(lines.map((l) => l.platformFeeAmountCents)) + shipping,
    taxCents: tax,
  };
  const charge = wholeCents('charge', subtotal + tax + shipping);
  const parts = split.vendorTotalCents + split.contractorCents + split.platformCents + split.taxCents;
  // The money model makes this an identity; a failure here is a bug, never a rounding to paper over.
  if (parts !== charge) throw new Error(`order split ${parts} does not equal the charge ${charge}`);
  return {
    lines,
    subtotalCents: subtotal,
    taxCents: tax,
    shippingCents: shipping,
    chargeCents: charge,
    split,
  };
}
