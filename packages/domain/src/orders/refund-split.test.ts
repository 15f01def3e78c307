import { describe, expect, it } from 'vitest';
import { priceOrder } from './order-totals.ts';
import {
  addShares,
  lineShares,
  orderShares,
  refundSplit,
  remainingRefundable,
  returnRefund,
} from './refund-split.ts';
import { SAMPLE_ORDER } from './sample-order.fixture.ts';

describe('refund split', () => {
  const captured = { vendor: 30_015, contractor: 4_503, platform: 1_500, tax: 2_611 }; // 38,629

  it('reverses a full refund exactly', () => {
    expect(refundSplit(captured, 38_629)).toEqual(captured);
  });

  it('splits a partial refund proportionally by largest remainder, summing to the refund', () => {
    // 10,000 × share / 38,629 = 7,770.0…, 1,165.7…, 388.3…, 675.9… → floors sum 9,998; +1 to .9 and .7.
    expect(refundSplit(captured, 10_000)).toEqual({
      vendor: 7_770,
      contractor: 1_166,
      platform: 388,
      tax: 676,
    });
    expect(refundSplit(captured, 0)).toEqual({ vendor: 0, contractor: 0, platform: 0, tax: 0 });
  });

  it('never refunds more than what remains, overall or per party', () => {
    const first = refundSplit(captured, 38_000);
    expect(remainingRefundable(captured, first)).toBe(629);
    expect(() => refundSplit(captured, 630, first)).toThrow(RangeError);
    const rest = refundSplit(captured, 629, first);
    expect(addShares(first, rest)).toEqual(captured);
    expect(remainingRefundable(captured, addShares(first, rest))).toBe(0);
    expect(() => refundSplit(captured, 1, addShares(first, rest))).toThrow(RangeError);
    expect(() => remainingRefundable(captured, { vendor: 30_016 })).toThrow(RangeError);
  });

  it('gives rounding cents only to parties that still hold something', () => {
    const tiny = { vendor: 1, contractor: 1, platform: 0, tax: 0 };
    const a = refundSplit(tiny, 1);
    expect(a).toEqual({ vendor: 1, contractor: 0, platform: 0, tax: 0 });
    expect(refundSplit(tiny, 1, a)).toEqual({ vendor: 0, contractor: 1, platform: 0, tax: 0 });
  });

  it('rejects refunds that are not whole cents', () => {
    expect(() => refundSplit(captured, 10.5)).toThrow(RangeError);
    expect(() => refundSplit(captured, -1)).toThrow(RangeError);
  });

  it('builds shares from a priced line and order', () => {
    const order = priceOrder(SAMPLE_ORDER);
    expect(lineShares(order.lines[0])).toEqual(captured);
    const shares = orderShares(order);
    expect(Object.keys(shares)).toEqual(['vendor:3', 'vendor:7', 'contractor', 'platform', 'tax']);
    expect(remainingRefundable(shares)).toBe(order.chargeCents);
    expect(refundSplit(shares, order.chargeCents)).toEqual(shares);
  });
});

describe('return refund (spec point 9)', () => {
  it('deducts a restocking fee no larger than the return shipping', () => {
    expect(returnRefund({ lineTotalWithTax: 38_629, returnShippingCents: 2_500 })).toEqual({
      refundCents: 36_129,
      restockingFeeCents: 2_500,
    });
    expect(
      returnRefund({ lineTotalWithTax: 38_629, returnShippingCents: 2_500, restockingFeeCents: 1_000 }),
    ).toEqual({ refundCents: 37_629, restockingFeeCents: 1_000 });
    expect(
      returnRefund({ lineTotalWithTax: 38_629, returnShippingCents: 2_500, restockingFeeCents: 9_000 }),
    ).toEqual({ refundCents: 36_129, restockingFeeCents: 2_500 });
    expect(returnRefund({ lineTotalWithTax: 1_000, returnShippingCents: 2_500 })).toEqual({
      refundCents: 0,
      restockingFeeCents: 1_000,
    });
    expect(returnRefund({ lineTotalWithTax: 1_000, returnShippingCents: 0 })).toEqual({
      refundCents: 1_000,
      restockingFeeCents: 0,
    });
    expect(() => returnRefund({ lineTotalWithTax: 1_000, returnShippingCents: 10.5 })).toThrow(RangeError);
  });
});
