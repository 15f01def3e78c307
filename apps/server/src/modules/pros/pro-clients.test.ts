import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { projects, showrooms, users } from '../../db/schema/index.ts';
import {
  CARD_OK,
  fillCart,
  type OrderFixture,
  orderTestApp,
  placeOrder,
  SHIP_CA,
} from '../orders/orders.fixture.ts';
import { call } from '../projects/projects.fixture.ts';

type Json = Record<string, unknown>;

/** Every key anywhere in a JSON value. */
const keysOf = (value: unknown, out = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
};

/**
 * Issue 11 point 4: the pro sees the showroom's clients (registered through it, or with projects or orders
 * in it) with their projects, carts and orders there — only the pro's own money.
 */
describe('/api/pro/clients', () => {
  let f: OrderFixture;
  let pro: Record<string, string>;
  let otherPro: Record<string, string>;
  let orderId = 0;
  let carl: { id: number };
  let walkIn: { id: number };
  const auth: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    f = await orderTestApp();
    pro = authHeader(await loginAs(f.t.app, f.owner.email));
    // Ann orders in TESTRM01 and keeps a cart there.
    await fillCart(f, f.annAuth, [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 3 },
    ]);
    const placed = await placeOrder(f, f.annAuth, 'clients-1', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(placed.statusCode).toBe(201);
    orderId = placed.json().data.id;
    await fillCart(f, f.annAuth, [{ hash: f.b.hash, qty: 4 }]);
    // Walk-in: registered through the showroom (shop_id), nothing else yet.
    walkIn = await createUser(f.t.db, { fullName: 'Walk In' });
    await f.t.db.update(users).set({ shopId: f.room.id }).where(eq(users.id, walkIn.id));
    // Another pro's showroom with its own client Carl; Ann also has a project there.
    const other = await createUser(f.t.db, { type: 'Contractor', fullName: 'Otto Pro' });
    await f.t.db
      .insert(showrooms)
      .values({ userId: other.id, vsdId: 'OTHERRM1', companyName: 'Otto Builds' });
    otherPro = authHeader(await loginAs(f.t.app, other.email));
    carl = await createUser(f.t.db, { fullName: 'Carl Elsewhere' });
    await f.t.db.insert(projects).values([
      { userId: carl.id, showroomUserId: other.id, vsdId: 'OTHERRM1', name: 'Carl kitchen', isCart: false },
      { userId: f.ann.id, showroomUserId: other.id, vsdId: 'OTHERRM1', name: 'Ann at Otto', isCart: false },
    ]);
    auth.User = f.annAuth;
    auth.Vendor = f.auth.vendorA;
    auth.Admin = f.auth.admin;
  });
  afterAll(() => f.t.close());

  const get = (headers: Record<string, string>, url: string) => call(f, 'GET', url, undefined, headers);

  it('lists the showroom’s clients with their projects, carts (as the client sees them) and orders (the pro’s profit)', async () => {
    const res = await get(pro, '/api/pro/clients');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ total: 2, per_page: 10, current_page: 1, last_page: 1 });
    expect(page.path).toBe('http://localhost:3000/api/pro/clients');
    const names = page.data.map((c: Json) => c.full_name);
    expect(names.sort()).toEqual(['Ann Home', 'Walk In']);
    expect(names).not.toContain('Carl Elsewhere');
    expect(names).not.toContain('Bob Other');

    const ann = page.data.find((c: Json) => c.id === f.ann.id);
    expect(ann).toMatchObject({ email: f.ann.email, registered_here: false, order_count: 1, cart_count: 1 });
    // Only the projects in this showroom.
    expect(ann.projects.map((p: Json) => p.name)).not.toContain('Ann at Otto');
    // The cart as Ann's own cart page shows it.
    const cart = (await get(f.annAuth, '/api/projectCart?vsd_id=TESTRM01')).json().data;
    expect(ann.carts).toEqual([
      {
        project_id: cart.id,
        name: cart.name,
        count: cart.count,
        total_qty: 4,
        subtotal_cents: cart.subtotal_cents,
        updated_at: expect.any(String),
      },
    ]);
    // The order: the pro's profit, Σ contractor_markup_amt × qty, as the pro's orders answer gives it.
    const [profit] = rowsOf<{ cents: string }>(
      await f.t.db.execute(
        sql`select sum(contractor_markup_amt * qty) as cents from order_items where order_id = ${orderId}`,
      ),
    );
    expect(Number(profit.cents)).toBeGreaterThan(0);
    const [order] = ann.orders;
    expect(order).toEqual({
      id: orderId,
      number: expect.stringMatching(/^\d{6}$/),
      created_at: expect.any(String),
      status_summary: [{ status: 'Waiting for approval', count: 2 }],
      items: 2,
      total_qty: 5,
      profit_cents: Number(profit.cents),
    });
    expect(ann.profit_cents).toBe(Number(profit.cents));

    const walk = page.data.find((c: Json) => c.id === walkIn.id);
    expect(walk).toMatchObject({
      registered_here: true,
      project_count: 0,
      carts: [],
      orders: [],
      profit_cents: 0,
    });
  });

  it('money by role: a pro’s client view never carries the vendor’s price, the platform’s fee or the charge', async () => {
    const list = (await get(pro, '/api/pro/clients')).json().data;
    const one = (await get(pro, `/api/pro/clients/${f.ann.id}`)).json().data;
    for (const answer of [list, one]) {
      const keys = keysOf(answer);
      for (const forbidden of [
        'final_price',
        'vendor_price',
        'vendor_price_cents',
        'platform_fee',
        'platform_fee_bps',
        'admin_profit_inclusive_tax',
        'markup',
        'markup_bps',
        'charge_cents',
        'tax_cents',
        'unit_price_cents',
        'line_total_cents',
      ])
        expect(keys.has(forbidden), forbidden).toBe(false);
    }
    // Nor any of the order's vendor amounts, under whatever name.
    const [amounts] = rowsOf<{ vendor: string; fee: string; charge: string }>(
      await f.t.db.execute(sql`select sum(final_price * qty) as vendor, sum(platform_fee * qty) as fee,
        (select charge_cents from orders where id = ${orderId}) as charge from order_items where order_id = ${orderId}`),
    );
    const orderJson = JSON.stringify(one.orders);
    for (const amount of [amounts.vendor, amounts.fee, amounts.charge])
      expect(orderJson).not.toContain(`:${amount}`);
  });

  it('shows one client in detail; anyone who is not this showroom’s client is a 404', async () => {
    const res = await get(pro, `/api/pro/clients/${f.ann.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: f.ann.id, full_name: 'Ann Home', order_count: 1 });
    for (const id of [carl.id, f.bob.id, f.vendorA.id, f.owner.id, 999999, 'abc', '0x10']) {
      const miss = await get(pro, `/api/pro/clients/${id}`);
      expect(miss.statusCode, String(id)).toBe(404);
      expect(miss.json()).toEqual({ message: 'Record not found for processing.' });
    }
    // The other pro sees Carl and Ann (her project there), never Ann's orders or carts in TESTRM01.
    const theirs = (await get(otherPro, `/api/pro/clients/${f.ann.id}`)).json().data;
    expect(theirs).toMatchObject({ order_count: 0, cart_count: 0, project_count: 1, registered_here: false });
    expect((await get(otherPro, `/api/pro/clients/${walkIn.id}`)).statusCode).toBe(404);
  });

  it('pages by 10, the newest accounts first; a bad page is a 422', async () => {
    for (let i = 0; i < 10; i++) {
      const u = await createUser(f.t.db, { fullName: `Client Number${i}` });
      await f.t.db.update(users).set({ shopId: f.room.id }).where(eq(users.id, u.id));
    }
    const first = (await get(pro, '/api/pro/clients')).json().data;
    expect(first).toMatchObject({ total: 12, last_page: 2 });
    expect(first.data).toHaveLength(10);
    const second = (await get(pro, '/api/pro/clients?page=2')).json().data;
    expect(second.data).toHaveLength(2);
    const all = [...first.data, ...second.data].map((c: Json) => c.id);
    expect(new Set(all).size).toBe(12);
    for (const bad of ['0', 'abc', '1e3', '-1']) {
      const res = await get(pro, `/api/pro/clients?page=${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.page).toHaveLength(1);
    }
  });

  it('401 without a token, 403 for a homeowner, a vendor and an admin', async () => {
    expect((await get({}, '/api/pro/clients')).statusCode).toBe(401);
    expect((await get({}, `/api/pro/clients/${f.ann.id}`)).statusCode).toBe(401);
    for (const role of ['User', 'Vendor', 'Admin']) {
      expect((await get(auth[role], '/api/pro/clients')).statusCode, role).toBe(403);
      expect((await get(auth[role], `/api/pro/clients/${f.ann.id}`)).statusCode, role).toBe(403);
    }
  });
});
