import { describe, expect, it } from 'vitest';
import { priceOrder } from './order-totals.ts';
import { SAMPLE_ORDER } from './sample-order.fixture.ts';

describe('pricing an order (product.md "Money")', () => {
  const [first, second] = SAMPLE_ORDER.lines;
  const order = priceOrder({
    ...SAMPLE_ORDER,
    lines: [first, { ...second, coupon: { kind: 'percent', percentBps: 500 } }],
  });

  it('prices each line from its unit price, with tax rounded half-up per line', () => {
    const [a, b] = order.lines;
    // 10,005 + fee 500 (500.25) + markup 1,501 (1,500.75) = 12,006 per unit.
    expect(a).toMatchObject({
      lineTotalCents: 36_018,
      vendorAmountCents: 30_015,
      contractorAmountCents: 4_503,
      platformFeeAmountCents: 1_500,
      taxCents: 2_611, // 2,611.305
      adminProfitInclusiveTaxCents: 4_111,
      lineTotalWithTaxCents: 38_629,
    });
    expect(a.unit).toMatchObject({ unitPriceCents: 12_006, contractorMarkupCents: 1_501 });
    // 1,999 + fee 100 (99.95) + markup 200 (199.9) − coupon 100 (5% of the vendor price) = 2,199 per unit.
    expect(b.unit).toMatchObject({ markupCents: 200, discountCents: 100, contractorMarkupCents: 100 });
    expect(b).toMatchObject({ lineTotalCents: 4_398, taxCents: 319, discountAmountCents: 200 }); // 318.855
  });

  it('charges lines + tax + shipping and splits it to the cent', () => {
    expect(order).toMatchObject({
      subtotalCents: 40_416,
      taxCents: 2_930,
      shippingCents: 1_500,
      chargeCents: 44_846,
    });
    expect(order.split).toEqual({
      vendors: [
        { vendorId: 3, amountCents: 3_998 },
        { vendorId: 7, amountCents: 30_015 },
      ],
      vendorTotalCents: 34_013,
      contractorCents: 4_703,
      platformCents: 3_200, // fees 1,700 + shipping 1,500
      taxCents: 2_930,
    });
  });

  it('rejects a quantity below 1 and amounts that are not whole cents', () => {
    const line = {
      productSizeId: 1,
      vendorId: 1,
      qty: 1,
      vendorPriceCents: 100,
      markupBps: 1000,
      platformFeeBps: 500,
    };
    const price = (l: Partial<typeof line>, taxBps = 0, shippingCents = 0) =>
      priceOrder({ lines: [{ ...line, ...l }], taxBps, shippingCents });
    expect(() => price({ qty: 0 })).toThrow(RangeError);
    expect(() => price({ qty: -1 })).toThrow(RangeError);
    expect(() => price({ qty: 1.5 })).toThrow(RangeError);
    expect(() => price({ vendorPriceCents: 99.5 })).toThrow(RangeError);
    expect(() => price({ vendorPriceCents: -1 })).toThrow(RangeError);
    expect(() => price({}, 7.25)).toThrow(RangeError);
    expect(() => price({}, 0, 0.5)).toThrow(RangeError);
    expect(() =>
      priceOrder({
        lines: [{ ...line, coupon: { kind: 'fixed', amountCents: 1.5 } }],
        taxBps: 0,
        shippingCents: 0,
      }),
    ).toThrow(RangeError);
    expect(price({}).chargeCents).toBe(115);
  });

  it('prices an empty cart to zero', () => {
    expect(priceOrder({ lines: [], taxBps: 725, shippingCents: 0 })).toMatchObject({
      chargeCents: 0,
      lines: [],
    });
  });
});
