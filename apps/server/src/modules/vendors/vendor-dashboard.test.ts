import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, orderItems, orders, products } from '../../db/schema/index.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from '../orders/orders.fixture.ts';
import { adminSetStatus } from '../payouts/vendor-payouts.fixture.ts';

/** Issue 12 point 2: the vendor's dashboard, its own numbers only (vendor A never sees vendor B's). */
describe('GET /api/vendor/dashboard', () => {
  let f: OrderFixture;
  let itemA: { id: number; share: number };
  let orderId: number;
  beforeAll(async () => {
    f = await orderTestApp();
    const order = await placeAnnOrder(f, 'dashboard-1', [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 3 },
    ]);
    orderId = order.id;
    const [row] = await f.t.db
      .select({ id: orderItems.id, share: sql<number>`${orderItems.finalPrice} * ${orderItems.qty}` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.vendorUserId, f.vendorA.id)));
    itemA = { id: row.id, share: Number(row.share) };
  });
  afterAll(() => f.t.close());

  const dashboard = async (headers: Record<string, string>) => {
    const res = await f.t.app.inject({ method: 'GET', url: '/api/vendor/dashboard', headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const vendorSets = async (status: string) => {
    const res = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/order_items/${itemA.id}/status`,
      headers: f.auth.vendorA,
      payload: { status },
    });
    expect(res.statusCode).toBe(200);
  };
  const productsOf = async (brandId: number) =>
    (await f.t.db.select({ n: count() }).from(products).where(eq(products.brandId, brandId)))[0].n;

  it('counts the items waiting for approval, the money held and the products of the vendor’s own brands', async () => {
    const mine = await dashboard(f.auth.vendorA);
    const [brandA] = await f.t.db.select().from(brands).where(eq(brands.id, f.a.brandId));
    expect(mine).toMatchObject({
      waiting_for_approval: 1,
      late: 0,
      late_items: [],
      earnings: { held_cents: itemA.share, released_cents: 0, paid_cents: 0, negative_cents: 0 },
      products: await productsOf(f.a.brandId),
      listed_products: await productsOf(f.a.brandId),
      brands: [{ id: brandA.id, name: brandA.name }],
    });
    // Vendor B sees its own line and brand, never A's.
    const theirs = await dashboard(f.auth.vendorB);
    expect(theirs.waiting_for_approval).toBe(1);
    expect(theirs.products).toBe(await productsOf(f.b.brandId));
    expect(theirs.brands.map((b: { id: number }) => b.id)).toEqual([f.b.brandId]);
    expect(theirs.earnings.held_cents).not.toBe(mine.earnings.held_cents);
  });

  it('a hidden product still counts as the vendor’s, not as listed', async () => {
    const [one] = await f.t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.brandId, f.a.brandId))
      .limit(1);
    await f.t.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, one.id));
    const mine = await dashboard(f.auth.vendorA);
    expect(mine.listed_products).toBe(mine.products - 1);
    await f.t.db.update(products).set({ hiddenAt: null }).where(eq(products.id, one.id));
  });

  it('an item unprocessed 48 hours after the order is late until it is Ready to Pick Up', async () => {
    const placedAt = new Date(Date.now() - 49 * 3_600_000);
    await f.t.db.update(orders).set({ createdAt: placedAt }).where(eq(orders.id, orderId));
    const [order] = await f.t.db.select().from(orders).where(eq(orders.id, orderId));
    const late = await dashboard(f.auth.vendorA);
    expect(late.late).toBe(1);
    expect(late.late_items).toEqual([
      {
        id: itemA.id,
        order_id: orderId,
        order_number: String(order.number),
        product_name: expect.any(String),
        qty: 2,
        status: 'Waiting for approval',
        process_by: new Date(placedAt.getTime() + 48 * 3_600_000).toISOString(),
      },
    ]);
    await vendorSets('Vendor Approved');
    expect(await dashboard(f.auth.vendorA)).toMatchObject({ waiting_for_approval: 0, late: 1 });
    await vendorSets('In Progress');
    expect((await dashboard(f.auth.vendorA)).late).toBe(1);
    await vendorSets('Ready to Pick Up');
    expect((await dashboard(f.auth.vendorA)).late).toBe(0);
    // Vendor B's line of the same order is still late on B's dashboard.
    expect((await dashboard(f.auth.vendorB)).late).toBe(1);
  });

  it('delivery releases the share and a payout run pays it: held → released → paid', async () => {
    await adminSetStatus(f, itemA.id, 'Delivered');
    expect((await dashboard(f.auth.vendorA)).earnings).toEqual({
      held_cents: 0,
      released_cents: itemA.share,
      paid_cents: 0,
      negative_cents: 0,
    });
    const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
      f.t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    expect((await post('/api/payout_setup', f.auth.vendorA)).statusCode).toBe(200);
    expect((await post('/api/payouts/run', f.auth.admin, { run_id: 'dash-1' })).statusCode).toBe(200);
    expect((await dashboard(f.auth.vendorA)).earnings).toEqual({
      held_cents: 0,
      released_cents: 0,
      paid_cents: itemA.share,
      negative_cents: 0,
    });
  });
});
