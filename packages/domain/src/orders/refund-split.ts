import { wholeCents } from './money-input.ts';
import type { PricedLine, PricedOrder } from './order-totals.ts';

/**
 * The captured shares of a line or an order, in cents, keyed by party. A line uses `vendor`, `contractor`,
 * `platform`, `tax`; an order may key each vendor separately (see `orderShares`). Any string keys work.
 */
export type Shares<K extends string = string> = Record<K, number>;
export type LineShareKey = 'vendor' | 'contractor' | 'platform' | 'tax';
export type LineShares = Shares<LineShareKey>;

/** What one line's charge (line total + its tax) paid to each party. */
export const lineShares = (line: PricedLine): LineShares => ({
  vendor: line.vendorAmountCents,
  contractor: line.contractorAmountCents,
  platform: line.platformFeeAmountCents,
  tax: line.taxCents,
});

/** What the whole order's charge paid to each party: `vendor:<id>` per vendor, contractor, platform (with shipping), tax. */
export function orderShares(order: PricedOrder): Shares {
  const shares: Shares = {};
  for (const v of order.split.vendors) shares[`vendor:${v.vendorId}`] = v.amountCents;
  shares.contractor = order.split.contractorCents;
  shares.platform = order.split.platformCents;
  shares.tax = order.split.taxCents;
  return shares;
}

const keysOf = <K extends string>(s: Shares<K>) => Object.keys(s) as K[];
const total = (s: Shares) => Object.values(s).reduce((a, b) => a + b, 0);

/** Captured minus already refunded, per party; throws if a refund ever exceeded a captured share. */
export function remainingShares<K extends string>(
  captured: Shares<K>,
  refunded: Partial<Shares<K>> = {},
): Shares<K> {
  const out = {} as Shares<K>;
  for (const k of keysOf(captured)) {
    const c = wholeCents(`captured ${k}`, captured[k]);
    const r = wholeCents(`refunded ${k}`, refunded[k] ?? 0);
    if (r > c) throw new RangeError(`refunded ${k} ${r} exceeds captured ${c}`);
    out[k] = c - r;
  }
  for (const k of Object.keys(refunded)) {
    if (!(k in captured) && (refunded as Shares)[k] !== 0)
      throw new RangeError(`refunded unknown share ${k}`);
  }
  return out;
}

/** How much may still be refunded: everything captured minus everything refunded so far. */
export const remainingRefundable = <K extends string>(
  captured: Shares<K>,
  refunded: Partial<Shares<K>> = {},
) => total(remainingShares(captured, refunded));

/**
 * Splits a refund across the parties in proportion to what each still holds (captured − refunded), in whole
 * cents by largest remainder (ties go to the earlier key), so that:
 * - the parts sum exactly to `refundCents`;
 * - no part exceeds what that party still holds, so cumulative refunds never exceed any captured share;
 * - refunding everything that remains returns exactly the remaining shares.
 * Throws a RangeError for a refund that is not whole cents or exceeds `remainingRefundable`.
 */
export function refundSplit<K extends string>(
  captured: Shares<K>,
  refundCents: number,
  alreadyRefunded: Partial<Shares<K>> = {},
): Shares<K> {
  const remaining = remainingShares(captured, alreadyRefunded);
  const left = total(remaining);
  const refund = wholeCents('refund', refundCents);
  if (refund > left) throw new RangeError(`refund ${refund} exceeds the ${left} cents still refundable`);
  const keys = keysOf(remaining);
  const parts = {} as Shares<K>;
  if (refund === 0) {
    for (const k of keys) parts[k] = 0;
    return parts;
  }
  // BigInt keeps refund × share exact even for large orders.
  const rest: { key: K; remainder: bigint; index: number }[] = [];
  let given = 0;
  keys.forEach((k, index) => {
    const exact = BigInt(refund) * BigInt(remaining[k]);
    const floor = exact / BigInt(left);
    parts[k] = Number(floor);
    given += parts[k];
    rest.push({ key: k, remainder: exact % BigInt(left), index });
  });
  rest.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  // Fewer than keys.length cents are left over, and each goes to a party with a non-zero remainder, whose
  // exact share is then strictly below what it holds — so +1 never overshoots.
  for (let i = 0; given < refund; i++, given++) parts[rest[i].key] += 1;
  return parts;
}

/** Adds two share sets key by key (e.g. refunded so far + this refund). */
export function addShares<K extends string>(a: Partial<Shares<K>>, b: Partial<Shares<K>>): Shares<K> {
  const out = {} as Shares<K>;
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<K>)
    out[k] = (a[k] ?? 0) + (b[k] ?? 0);
  return out;
}

export type ReturnRefund = { refundCents: number; restockingFeeCents: number };

/**
 * A return refunds the price with tax less a restocking fee that is never more than the return shipping
 * (spec point 9: return shipping is at the customer's cost and deducted as the restocking fee). Without an
 * explicit fee the fee is the return shipping. The fee is clamped to [0, return shipping] and to the amount
 * being returned. Split the refund with `refundSplit`; the fee stays with the parties in proportion.
 */
export function returnRefund(input: {
  lineTotalWithTax: number;
  returnShippingCents: number;
  restockingFeeCents?: number;
}): ReturnRefund {
  const amount = wholeCents('lineTotalWithTax', input.lineTotalWithTax);
  const shipping = wholeCents('returnShippingCents', input.returnShippingCents);
  const asked = wholeCents('restockingFeeCents', input.restockingFeeCents ?? shipping);
  const fee = Math.min(asked, shipping, amount);
  return { refundCents: amount - fee, restockingFeeCents: fee };
}
