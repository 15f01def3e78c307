import { describe, expect, it } from 'vitest';
import { orderPreviewOf } from './order-preview.ts';
import { priceOrder } from './order-totals.ts';
import { SAMPLE_ORDER } from './sample-order.fixture.ts';

const context = { project: 4, couponCode: null, taxState: 'CA', taxBps: 725 };

describe('orderPreviewOf: the totals shown before Place Order', () => {
  it('without a coupon: no discount, the order totals as priced', () => {
    const priced = priceOrder(SAMPLE_ORDER);
    expect(orderPreviewOf(priced, context)).toEqual({
      project: 4,
      coupon_code: null,
      subtotal_cents: priced.subtotalCents,
      discount_cents: 0,
      tax_state: 'CA',
      tax_bps: 725,
      tax_cents: priced.taxCents,
      shipping_cents: 1_500,
      charge_cents: priced.chargeCents,
    });
  });

  it('with a coupon: the list subtotal less the discount is the order subtotal, and the sum is the charge', () => {
    const coupon = { kind: 'percent', percentBps: 500 } as const;
    const lines = SAMPLE_ORDER.lines.map((l) => ({ ...l, coupon }));
    const priced = priceOrder({ ...SAMPLE_ORDER, lines });
    const list = priceOrder(SAMPLE_ORDER);
    const preview = orderPreviewOf(priced, { ...context, couponCode: 'HALF' });
    // 5% of each unit's vendor price, rounded half-up: 3 × 500 (of 10,005) and 2 × 100 (of 1,999).
    expect(preview.discount_cents).toBe(3 * 500 + 2 * 100);
    expect(preview.subtotal_cents).toBe(list.subtotalCents);
    expect(preview.subtotal_cents - preview.discount_cents).toBe(priced.subtotalCents);
    expect(preview.subtotal_cents - preview.discount_cents + preview.tax_cents + preview.shipping_cents).toBe(
      preview.charge_cents,
    );
  });
});
