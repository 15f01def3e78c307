import type { CartLine } from '@app/domain/cart/contract';
import type { OrderView } from '@app/domain/orders/contract';
import type { OrderPreview } from '@app/domain/orders/order-preview';
import { orderSummaryOf } from '@app/domain/orders/order-summary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/index.ts';
import { call } from '../projects/projects.fixture.ts';
import { CARD_OK, fillCart, type OrderFixture, orderTestApp, placeOrder, SHIP_CA } from './orders.fixture.ts';

/**
 * /your_orders reads GET /api/orders (issue 22 A4): each line carries the picture the cart and checkout
 * showed, and the order's totals are the checkout summary's to the cent, coupon line included. Only the
 * homeowner who placed it sees it.
 */
describe('GET /api/orders as /your_orders shows it', () => {
  let f: OrderFixture;
  let lines: CartLine[];
  let preview: OrderPreview;
  let orderId: number;
  const cf = () => f as unknown as Parameters<typeof call>[0];

  beforeAll(async () => {
    f = await orderTestApp();
    await f.t.db
      .insert(coupons)
      .values({ showroomId: f.room.id, code: 'SAVE5', kind: 'percent', percentBps: 500 });
    await fillCart(f, f.annAuth, [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 3 },
    ]);
    const applied = await call(cf(), 'POST', '/api/projectCart/coupon', { coupon: 'save5' }, f.annAuth);
    expect(applied.statusCode).toBe(200);
    lines = (await call(cf(), 'GET', '/api/projectCart', undefined, f.annAuth)).json().data.Project_tans;
    preview = (await call(cf(), 'POST', '/api/orders/preview', { ship_to: SHIP_CA }, f.annAuth)).json().data;
    const placed = await placeOrder(f, f.annAuth, 'your-orders-1', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(placed.statusCode).toBe(201);
    orderId = placed.json().data.id;
  });
  afterAll(() => f.t.close());

  const annOrder = async (): Promise<OrderView> => {
    const res = await call(cf(), 'GET', '/api/orders', undefined, f.annAuth);
    expect(res.statusCode).toBe(200);
    return res.json().data.find((o: OrderView) => o.id === orderId);
  };

  it('gives each line the thumbnail the cart showed for it', async () => {
    const order = await annOrder();
    expect(order.items).toHaveLength(2);
    for (const item of order.items) {
      const line = lines.find((l) => l.product.name === item.product_name);
      expect(line?.product.thumb).toBeTruthy();
      expect(item.thumb).toBe(line?.product.thumb);
    }
    const one = await call(cf(), 'GET', `/api/orders/${orderId}`, undefined, f.annAuth);
    expect(one.json().data.items.map((i: { thumb: string }) => i.thumb)).toEqual(
      order.items.map((i) => i.thumb),
    );
  });

  it('totals as the checkout summary did: subtotal, coupon SAVE5 and its amount, tax, shipping, total', async () => {
    const order = await annOrder();
    expect(preview.discount_cents).toBeGreaterThan(0);
    expect(order).toMatchObject({ coupon_code: 'SAVE5', discount_cents: preview.discount_cents });
    expect(orderSummaryOf(order)).toEqual({
      subtotal_cents: preview.subtotal_cents,
      coupon_code: 'SAVE5',
      discount_cents: preview.discount_cents,
      tax_cents: preview.tax_cents,
      shipping_cents: preview.shipping_cents,
      charge_cents: preview.charge_cents,
    });
  });

  it('lists each line before the coupon as the cart and checkout did, adding up to the subtotal row', async () => {
    const order = await annOrder();
    for (const item of order.items) {
      const line = lines.find((l) => l.product.name === item.product_name);
      expect(item.list_total_cents).toBe(line?.line_total_cents);
      expect(item.list_total_cents).toBeGreaterThan(item.line_total_cents ?? 0);
    }
    const listed = order.items.reduce((sum, i) => sum + (i.list_total_cents ?? 0), 0);
    expect(listed).toBe(preview.subtotal_cents);
    expect(listed).toBe(orderSummaryOf(order)?.subtotal_cents);
  });

  it('is the homeowner’s own: another homeowner neither lists nor opens it; a vendor gets no totals', async () => {
    const bobs = (await call(cf(), 'GET', '/api/orders', undefined, f.bobAuth)).json().data as OrderView[];
    expect(bobs.some((o) => o.id === orderId)).toBe(false);
    expect((await call(cf(), 'GET', `/api/orders/${orderId}`, undefined, f.bobAuth)).statusCode).toBe(404);
    const vendor = (await call(cf(), 'GET', `/api/orders/${orderId}`, undefined, f.auth.vendorA)).json().data;
    expect(vendor.items.every((i: { thumb: string }) => i.thumb)).toBe(true);
    expect(orderSummaryOf(vendor)).toBeNull();
  });
});
