import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { call } from '../projects/projects.fixture.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from './orders.fixture.ts';

type Item = { id: number; vendor_name: string; status: string };

describe('orders by role: GET /api/orders, GET /api/orders/{id}, PATCH /api/order_items/{id}/status', () => {
  let f: OrderFixture;
  let order: { id: number; number: string; items: Item[] };
  let itemA: Item;
  let itemB: Item;
  beforeAll(async () => {
    f = await orderTestApp();
    order = await placeAnnOrder(f, 'access-1', [
      { hash: f.a.hash, qty: 1 },
      { hash: f.b.hash, qty: 4 },
    ]);
    const ids = rowsOf<{ id: number; vendor_user_id: number }>(
      await f.t.db.execute(sql`select id, vendor_user_id from order_items where order_id = ${order.id}`),
    );
    const idOf = (vendor: number) => ids.find((r) => Number(r.vendor_user_id) === vendor)?.id;
    itemA = order.items.find((i) => i.id === idOf(f.vendorA.id)) as Item;
    itemB = order.items.find((i) => i.id === idOf(f.vendorB.id)) as Item;
  });
  afterAll(() => f.t.close());

  const get = (url: string, headers: Record<string, string>) => call(f, 'GET', url, undefined, headers);
  const patch = (id: number, status: string, headers: Record<string, string>) =>
    f.t.app.inject({ method: 'PATCH', url: `/api/order_items/${id}/status`, headers, payload: { status } });

  it('ranks the ordered products first in POST /api/top_products/ (most units first)', async () => {
    const res = await f.t.app.inject({ method: 'POST', url: '/api/top_products/', payload: { limit: 2 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { hash: string }) => p.hash)).toEqual([f.b.hash, f.a.hash]);
  });

  it('the homeowner sees their order; another homeowner gets 404 and an empty list', async () => {
    expect((await get(`/api/orders/${order.id}`, f.annAuth)).json().data.items).toHaveLength(2);
    expect((await get('/api/orders', f.annAuth)).json().data.map((o: { id: number }) => o.id)).toEqual([
      order.id,
    ]);
    const other = await get(`/api/orders/${order.id}`, f.bobAuth);
    expect(other.statusCode).toBe(404);
    expect((await get('/api/orders', f.bobAuth)).json().data).toEqual([]);
    expect((await get('/api/orders', {})).statusCode).toBe(401);
  });

  it('a vendor sees only the orders with its items and only its items; the admin sees all', async () => {
    const a = (await get(`/api/orders/${order.id}`, f.auth.vendorA)).json().data;
    expect(a.items.map((i: Item) => i.id)).toEqual([itemA.id]);
    const listB = (await get('/api/orders', f.auth.vendorB)).json().data;
    expect(listB).toHaveLength(1);
    expect(listB[0].items.map((i: Item) => i.id)).toEqual([itemB.id]);
    const admin = (await get(`/api/orders/${order.id}`, f.auth.admin)).json().data;
    expect(admin.items).toHaveLength(2);
    // A vendor with no item in the order cannot see it at all.
    await f.t.db.execute(sql`update order_items set vendor_user_id = ${f.vendorA.id} where id = ${itemB.id}`);
    expect((await get(`/api/orders/${order.id}`, f.auth.vendorB)).statusCode).toBe(404);
    await f.t.db.execute(sql`update order_items set vendor_user_id = ${f.vendorB.id} where id = ${itemB.id}`);
  });

  it('status changes follow the rules, by role, and notify the homeowner once per change', async () => {
    const pending = async () => {
      const page = (await get('/api/notification?pending=1', f.annAuth)).json().data;
      return { total: page.total, titles: page.data.map((n: { title: string }) => n.title) };
    };
    expect(await pending()).toEqual({ total: 0, titles: [] });
    expect((await patch(itemA.id, 'Vendor Approved', f.annAuth)).statusCode).toBe(403);
    expect((await patch(itemA.id, 'Vendor Approved', f.auth.vendorB)).statusCode).toBe(404);
    const same = await patch(itemA.id, 'Waiting for approval', f.auth.vendorA);
    expect(same.statusCode).toBe(200);
    expect((await pending()).total).toBe(0); // no event when nothing changes
    const ok = await patch(itemA.id, 'Vendor Approved', f.auth.vendorA);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ id: itemA.id, status: 'Vendor Approved' });
    expect((await pending()).titles).toEqual([`Order ${order.number}: Approved`]);
    const [note] = (await get('/api/notification?pending=1', f.annAuth)).json().data.data;
    expect(note.link).toBe(`/your_orders?order=${order.number}`);
    expect((await patch(itemA.id, 'Accept to Pick Up', f.auth.vendorA)).statusCode).toBe(403);
    expect((await patch(itemA.id, 'Accept to Pick Up', f.auth.admin)).statusCode).toBe(200);
    const back = await patch(itemA.id, 'In Progress', f.auth.vendorA);
    expect(back.statusCode).toBe(422);
    expect((await patch(itemA.id, 'Nope', f.auth.admin)).statusCode).toBe(422);
    const seen = (await get(`/api/orders/${order.id}`, f.annAuth)).json().data;
    expect(seen.status_summary).toEqual([
      { status: 'Waiting for approval', count: 1 },
      { status: 'Accept to Pick Up', count: 1 },
    ]);
  });

  it('a declined item no longer counts as ordered in POST /api/top_products/', async () => {
    expect((await patch(itemB.id, 'Decline', f.auth.vendorB)).statusCode).toBe(200);
    const res = await f.t.app.inject({ method: 'POST', url: '/api/top_products/', payload: { limit: 2 } });
    expect(res.json().data.map((p: { hash: string }) => p.hash)[0]).toBe(f.a.hash);
  });
});
