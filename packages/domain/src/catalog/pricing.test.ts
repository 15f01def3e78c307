import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBps, formatUsd } from '../money/cents.ts';
import { couponDiscountCents, pricePerSqft, resolveMarkupBps, unitPrice } from './pricing.ts';

const vendorPrice = fc.integer({ min: 1, max: 5_000_000 });
const bps = fc.integer({ min: 0, max: 20_000 });
const coupon = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), percentBps: fc.integer({ min: 0, max: 10_000 }) }),
  fc.record({ kind: fc.constant('fixed' as const), amountCents: fc.integer({ min: 0, max: 1_000_000 }) }),
);

describe('unit price (product.md money model)', () => {
  it('is integer cents whose parts add up exactly', () => {
    fc.assert(
      fc.property(vendorPrice, bps, bps, fc.option(coupon), (v, fee, markup, c) => {
        const p = unitPrice({ vendorPriceCents: v, platformFeeBps: fee, markupBps: markup, coupon: c });
        for (const part of Object.values(p)) expect(Number.isSafeInteger(part)).toBe(true);
        expect(p.unitPriceCents).toBe(p.vendorPriceCents + p.platformFeeCents + p.contractorMarkupCents);
        expect(p.contractorMarkupCents).toBe(p.markupCents - p.discountCents);
      }),
    );
  });

  it('never marks up less than 10%', () => {
    fc.assert(
      fc.property(vendorPrice, bps, (v, markup) => {
        const p = unitPrice({ vendorPriceCents: v, platformFeeBps: 500, markupBps: markup });
        expect(p.markupCents).toBeGreaterThanOrEqual(Math.floor(v / 10));
      }),
    );
  });

  it('never lets a coupon exceed the markup, nor go negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), vendorPrice, coupon, (markup, v, c) => {
        const d = couponDiscountCents(c, markup, v);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(markup);
      }),
    );
  });

  it('takes a percent coupon of the vendor price, the base the markup is a percent of', () => {
    // $100 at 12%: the markup is $12; a 10% coupon takes $10 of it, a 15% one stops at the $12.
    const at = (percentBps: number) =>
      unitPrice({
        vendorPriceCents: 10_000,
        platformFeeBps: 500,
        markupBps: 1200,
        coupon: { kind: 'percent', percentBps },
      });
    expect(at(1000)).toMatchObject({
      discountCents: 1000,
      contractorMarkupCents: 200,
      unitPriceCents: 10_700,
    });
    expect(at(1500)).toMatchObject({ discountCents: 1200, contractorMarkupCents: 0, unitPriceCents: 10_500 });
  });

  it('rounds half-up to the cent', () => {
    expect(applyBps(5, 1000)).toBe(1); // 0.5 → 1
    expect(applyBps(4, 1000)).toBe(0); // 0.4 → 0
    expect(applyBps(15, 1000)).toBe(2); // 1.5 → 2
    expect(applyBps(12345, 725)).toBe(895); // 894.99 → 895
    const p = unitPrice({ vendorPriceCents: 10_005, platformFeeBps: 500, markupBps: 1500 });
    expect(p).toMatchObject({ platformFeeCents: 500, markupCents: 1501, unitPriceCents: 12_006 });
  });

  it('formats dollars with 2 decimals', () => {
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(5)).toBe('$0.05');
  });
});

describe('markup rule resolution', () => {
  const rules = [
    { categoryId: 7, markupBps: 1200 },
    { productId: 42, markupBps: 2500 },
  ];
  it('prefers product over category over the showroom default', () => {
    expect(resolveMarkupBps(rules, { productId: 42, categoryId: 7, showroomDefaultBps: 1500 })).toBe(2500);
    expect(resolveMarkupBps(rules, { productId: 1, categoryId: 7, showroomDefaultBps: 1500 })).toBe(1200);
    expect(resolveMarkupBps(rules, { productId: 1, categoryId: 8, showroomDefaultBps: 1500 })).toBe(1500);
    expect(resolveMarkupBps([], { productId: 1, categoryId: 8 })).toBe(1000);
  });
  it('never resolves below 10%', () => {
    fc.assert(
      fc.property(bps, bps, (a, b) => {
        const r = resolveMarkupBps([{ categoryId: 1, markupBps: a }], {
          productId: 2,
          categoryId: 1,
          showroomDefaultBps: b,
        });
        expect(r).toBeGreaterThanOrEqual(1000);
      }),
    );
  });
});

describe('price per square foot', () => {
  it('is the box price divided by box_sqft, in dollars with 2 decimals', () => {
    expect(pricePerSqft(8960, 15.5)).toBe(5.78);
    expect(pricePerSqft(8960, null)).toBeNull();
    expect(pricePerSqft(8960, 0)).toBeNull();
  });
});
