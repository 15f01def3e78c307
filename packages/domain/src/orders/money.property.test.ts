import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../catalog/pricing.ts';
import { priceOrder } from './order-totals.ts';
import {
  addShares,
  lineShares,
  orderShares,
  refundSplit,
  remainingRefundable,
  type Shares,
} from './refund-split.ts';

// The money properties: any cart of 1–60 lines from 1–15 vendors.
const coupon: fc.Arbitrary<Coupon> = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), percentBps: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ kind: fc.constant('fixed' as const), amountCents: fc.integer({ min: 0, max: 500_000 }) }),
);
const line = (vendors: number) =>
  fc.record({
    productSizeId: fc.integer({ min: 1, max: 1_000_000 }),
    vendorId: fc.integer({ min: 1, max: vendors }),
    qty: fc.integer({ min: 1, max: 500 }),
    vendorPriceCents: fc.integer({ min: 1, max: 2_000_000 }), // 1¢ .. $20,000
    markupBps: fc.integer({ min: 1_000, max: 10_000 }),
    platformFeeBps: fc.integer({ min: 0, max: 2_000 }),
    coupon: fc.option(coupon, { nil: undefined }),
  });
const cart = fc.integer({ min: 1, max: 15 }).chain((vendors) =>
  fc.record({
    lines: fc.array(line(vendors), { minLength: 1, maxLength: 60 }),
    taxBps: fc.integer({ min: 0, max: 1_200 }),
    shippingCents: fc.integer({ min: 0, max: 100_000 }),
  }),
);

/** Half-up rounding of a × bps / 10000, computed independently with BigInt. */
const halfUp = (a: number, bps: number) => Number((BigInt(a) * BigInt(bps) + 5_000n) / 10_000n);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const isCents = (n: number) => Number.isSafeInteger(n) && n >= 0;

describe('money properties of an order', () => {
  it('gives integer cents everywhere and a split that sums to the charge exactly', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const o = priceOrder(input);
        for (const l of o.lines) {
          for (const v of Object.values(l.unit)) expect(isCents(v)).toBe(true);
          for (const v of Object.values(l)) if (typeof v === 'number') expect(isCents(v)).toBe(true);
          expect(l.unit.discountCents).toBeLessThanOrEqual(l.unit.markupCents); // coupon ≤ markup per unit
          expect(l.lineTotalCents).toBe(l.unit.unitPriceCents * l.qty);
          expect(l.taxCents).toBe(halfUp(l.lineTotalCents, input.taxBps));
          expect(l.adminProfitInclusiveTaxCents).toBe(l.unit.platformFeeCents * l.qty + l.taxCents);
          expect(l.vendorAmountCents + l.contractorAmountCents + l.platformFeeAmountCents).toBe(
            l.lineTotalCents,
          );
        }
        expect(o.chargeCents).toBe(
          sum(o.lines.map((l) => l.lineTotalCents)) +
            sum(o.lines.map((l) => l.taxCents)) +
            input.shippingCents,
        );
        const s = o.split;
        expect(s.vendorTotalCents + s.contractorCents + s.platformCents + s.taxCents).toBe(o.chargeCents);
        for (const v of s.vendors) {
          const own = input.lines.filter((l) => l.vendorId === v.vendorId);
          expect(v.amountCents).toBe(sum(own.map((l) => l.vendorPriceCents * l.qty)));
        }
        expect(new Set(input.lines.map((l) => l.vendorId)).size).toBe(s.vendors.length);
      }),
      { numRuns: 300 },
    );
  });
});

/** Applies a sequence of partial refunds (each a fraction of what is left), then refunds the rest. */
function checkRefunds(captured: Shares, fractions: number[]) {
  let refunded: Shares = {};
  const capturedTotal = remainingRefundable(captured);
  for (const f of [...fractions, 1]) {
    const left = remainingRefundable(captured, refunded);
    const amount = Math.round(left * f);
    const parts = refundSplit(captured, amount, refunded);
    expect(sum(Object.values(parts))).toBe(amount);
    for (const [k, v] of Object.entries(parts)) {
      expect(isCents(v)).toBe(true);
      expect(v + (refunded[k] ?? 0)).toBeLessThanOrEqual(captured[k]);
    }
    refunded = addShares(refunded, parts);
    expect(sum(Object.values(refunded))).toBeLessThanOrEqual(capturedTotal);
    expect(() => refundSplit(captured, remainingRefundable(captured, refunded) + 1, refunded)).toThrow(
      RangeError,
    );
  }
  expect(refunded).toEqual(captured); // refunding everything reverses every share exactly
}

describe('money properties of refunds', () => {
  const fractions = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 12 });

  it('splits any sequence of partial refunds of a line within each captured share', () => {
    fc.assert(
      fc.property(cart, fc.nat(59), fractions, (input, i, fs) => {
        const o = priceOrder(input);
        checkRefunds(lineShares(o.lines[i % o.lines.length]), fs);
      }),
      { numRuns: 200 },
    );
  });

  it('splits any sequence of partial refunds of a whole order within each captured share', () => {
    fc.assert(
      fc.property(cart, fractions, (input, fs) => checkRefunds(orderShares(priceOrder(input)), fs)),
      { numRuns: 200 },
    );
  });

  it('splits refunds within one cent of the exact proportion (largest remainder)', () => {
    const share = fc.oneof(fc.constant(0), fc.nat(10), fc.nat(10_000_000));
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('vendor:2', 'vendor:9', 'contractor', 'platform', 'tax'), share, {
          minKeys: 1,
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (captured, f) => {
          const total = remainingRefundable(captured);
          const amount = Math.round(total * f);
          const parts = refundSplit(captured, amount);
          for (const [k, v] of Object.entries(parts)) {
            // |v − amount × share / total| < 1, compared exactly: |v × total − amount × share| < total.
            const gap = BigInt(v) * BigInt(total) - BigInt(amount) * BigInt(captured[k]);
            if (total === 0) expect(v).toBe(0);
            else expect(gap < BigInt(total) && -gap < BigInt(total)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
