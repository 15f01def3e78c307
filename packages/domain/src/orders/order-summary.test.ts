import { describe, expect, it } from 'vitest';
import { discountCentsOf, orderPreviewOf } from './order-preview.ts';
import { orderSummaryOf } from './order-summary.ts';
import { priceOrder } from './order-totals.ts';
import { SAMPLE_ORDER } from './sample-order.fixture.ts';

const context = { project: 4, taxState: 'CA', taxBps: 725 };

/** The order as it is stored and answered (its subtotal after the discount), from the same pricing. */
function placed(priced: ReturnType<typeof priceOrder>, couponCode: string | null) {
  return {
    subtotal_cents: priced.subtotalCents,
    discount_cents: discountCentsOf(priced),
    coupon_code: couponCode,
    tax_cents: priced.taxCents,
    shipping_cents: priced.shippingCents,
    charge_cents: priced.chargeCents,
  };
}

describe('orderSummaryOf: a placed order totalled as its checkout showed it', () => {
  it('with a coupon: the preview’s subtotal, coupon line, tax, shipping and total, to the cent', () => {
    const coupon = { kind: 'percent', percentBps: 500 } as const;
    const priced = priceOrder({ ...SAMPLE_ORDER, lines: SAMPLE_ORDER.lines.map((l) => ({ ...l, coupon })) });
    const preview = orderPreviewOf(priced, { ...context, couponCode: 'SAVE5' });
    const summary = orderSummaryOf(placed(priced, 'SAVE5'));
    expect(summary).toEqual({
      subtotal_cents: preview.subtotal_cents,
      coupon_code: 'SAVE5',
      discount_cents: preview.discount_cents,
      tax_cents: preview.tax_cents,
      shipping_cents: preview.shipping_cents,
      charge_cents: preview.charge_cents,
    });
    expect(summary!.discount_cents).toBe(1_700);
    const s = summary!;
    expect(s.subtotal_cents - s.discount_cents + s.tax_cents + s.shipping_cents).toBe(s.charge_cents);
  });

  it('without a coupon: no coupon line, the subtotal as stored', () => {
    const priced = priceOrder(SAMPLE_ORDER);
    expect(orderSummaryOf(placed(priced, null))).toMatchObject({
      subtotal_cents: priced.subtotalCents,
      coupon_code: null,
      discount_cents: 0,
    });
    // A coupon that took nothing off (every line outside its categories) shows no coupon line either.
    expect(orderSummaryOf(placed(priced, 'SAVE5'))?.coupon_code).toBeNull();
  });

  it('is null for a role without the order’s totals (vendor, pro)', () => {
    expect(orderSummaryOf({ coupon_code: 'SAVE5' })).toBeNull();
  });
});
