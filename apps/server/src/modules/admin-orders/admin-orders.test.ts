import { ITEM_MONEY_FIELDS, ORDER_MONEY_FIELDS } from '@app/domain/orders/money-by-role';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/harness.ts';
import { CARD_OK, fillCart, placeOrder, SHIP_CA } from '../orders/orders.fixture.ts';
import { type AdminOrdersFixture, adminOrdersTestApp } from './admin-orders.fixture.ts';

type Order = {
  id: number;
  number: string;
  created_at: string;
  customer: { id: number; full_name: string; email: string };
  items: { id: number; status: string; vendor_name: string }[];
  status_summary: { status: string; count: number }[];
};

describe('GET /api/admin/orders and /api/admin/orders/vendors', () => {
  let f: AdminOrdersFixture;
  const placed: { id: number; number: string; a: number; b: number }[] = [];
  let bobOrder: { id: number; number: string };
  beforeAll(async () => {
    f = await adminOrdersTestApp();
    // 21 orders of Ann: one more than a page.
    for (let i = 0; i < 21; i++) {
      const { order, a, b } = await f.order();
      placed.push({ id: order.id, number: order.number, a, b });
    }
    await fillCart(f, f.bobAuth, [{ hash: f.a.hash, qty: 1 }]);
    const res = await placeOrder(f, f.bobAuth, 'bob-1', { payment: CARD_OK, ship_to: SHIP_CA });
    bobOrder = res.json().data;
  }, 120_000);
  afterAll(() => f.t.close());

  const list = async (query: string, headers = f.auth.admin) =>
    f.inject('GET', `/api/admin/orders${query}`, headers);
  const data = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { data: Order[]; total: number; last_page: number; links: { url: string }[] };
  };

  it('lists every order, newest first, 20 a page, in the orders API shape with every money field', async () => {
    const first = await data('');
    expect(first.total).toBe(22);
    expect(first.last_page).toBe(2);
    expect(first.data).toHaveLength(20);
    expect(first.data[0].id).toBe(bobOrder.id);
    expect(first.data[1].id).toBe(placed[20].id);
    const second = await data('?page=2');
    expect(second.data.map((o) => o.id)).toEqual([placed[1].id, placed[0].id]);
    const ann = first.data[1];
    expect(ann.customer).toEqual({ id: f.ann.id, full_name: 'Ann Home', email: f.ann.email });
    for (const field of ORDER_MONEY_FIELDS) expect(ann).toHaveProperty(field);
    expect(ann.items).toHaveLength(2);
    for (const field of ITEM_MONEY_FIELDS) expect(ann.items[0]).toHaveProperty(field);
    // The same order as GET /api/orders/{id} answers the admin, plus its customer.
    const one = await f.inject('GET', `/api/orders/${ann.id}`, f.auth.admin);
    expect({ ...ann, customer: undefined }).toEqual({ ...one.json().data, customer: undefined });
  });

  it('filters by item status and lists only the matching items', async () => {
    await f.patch(placed[3].a, 'Picked Up');
    await f.patch(placed[5].b, 'Picked Up');
    const page = await data('?status=Picked%20Up');
    expect(page.data.map((o) => o.id)).toEqual([placed[5].id, placed[3].id]);
    expect(page.data[0].items.map((i) => i.id)).toEqual([placed[5].b]);
    expect(page.data[0].status_summary).toEqual([{ status: 'Picked Up', count: 1 }]);
    expect(page.data[1].items.map((i) => i.id)).toEqual([placed[3].a]);
  });

  it('filters by vendor (and by vendor and status together)', async () => {
    const page = await data(`?vendor=${f.vendorB.id}`);
    expect(page.total).toBe(21); // Bob's order has only vendor A's product
    expect(
      page.data.every((o) => o.items.length === 1 && o.items[0].id === placed.find((p) => p.id === o.id)?.b),
    ).toBe(true);
    const both = await data(`?vendor=${f.vendorA.id}&status=Picked%20Up`);
    expect(both.data.map((o) => o.id)).toEqual([placed[3].id]);
  });

  it('finds an order by its number, and orders by part of the customer’s email', async () => {
    expect((await data(`?q=${placed[7].number}`)).data.map((o) => o.id)).toEqual([placed[7].id]);
    expect((await data(`?q=%23${placed[7].number}`)).data.map((o) => o.id)).toEqual([placed[7].id]);
    const bobPart = f.bob.email.slice(0, 9).toUpperCase();
    expect((await data(`?q=${encodeURIComponent(bobPart)}`)).data.map((o) => o.id)).toEqual([bobOrder.id]);
    // LIKE wildcards are matched as text.
    expect((await data('?q=%25')).total).toBe(0);
    expect((await data('?q=_')).total).toBe(0);
  });

  it('filters by the days placed, whole days in Los Angeles time, and keeps the filters in the page links', async () => {
    await f.t.db.execute(
      sql`update orders set created_at = '2026-01-16T07:59:00Z' where id = ${placed[2].id}`,
    );
    await f.t.db.execute(
      sql`update orders set created_at = '2026-01-16T08:00:00Z' where id = ${placed[4].id}`,
    );
    const jan15 = await data('?placed_from=2026-01-15&placed_to=2026-01-15');
    expect(jan15.data.map((o) => o.id)).toEqual([placed[2].id]);
    const jan16 = await data('?placed_from=2026-01-16&placed_to=2026-01-16');
    expect(jan16.data.map((o) => o.id)).toEqual([placed[4].id]);
    expect((await data('?placed_to=2026-01-15')).data.map((o) => o.id)).toEqual([placed[2].id]);
    const links = (await data(`?vendor=${f.vendorB.id}&placed_from=2026-01-01`)).links;
    expect(links.find((l) => l.url)?.url).toContain(`vendor=${f.vendorB.id}&placed_from=2026-01-01&page=`);
  });

  it('refuses bad filters with a 422 on the field', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['?status=Lost', { status: ['The selected status is invalid.'] }],
      ['?vendor=abc', { vendor: ['The vendor must be an integer.'] }],
      ['?vendor=99999999999', { vendor: ['The vendor is invalid.'] }],
      ['?placed_from=2026-13-01', { placed_from: ['The placed from date must be a date (YYYY-MM-DD).'] }],
      [
        '?placed_from=2026-02-02&placed_to=2026-02-01',
        { placed_to: ['The placed to date must be on or after the placed from date.'] },
      ],
      ['?q=a%00b', { q: ['The q must not contain a NUL character.'] }],
      ['?page=0', { page: ['The page must be at least 1.'] }],
    ];
    for (const [query, errors] of cases) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toEqual(errors);
    }
  });

  it('lists the vendor accounts that have order items, for the vendor filter', async () => {
    await createUser(f.t.db, { type: 'Vendor', fullName: 'Idle Vendor' });
    const res = await f.inject('GET', '/api/admin/orders/vendors', f.auth.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: f.vendorB.id, name: 'Otto Vendor' },
      { id: f.vendorA.id, name: 'Vera Vendor' },
    ]);
  });

  it('is the admin’s only: 401 without a token, 403 for a vendor, a pro, a homeowner, an admin without the code', async () => {
    for (const url of ['/api/admin/orders', '/api/admin/orders/vendors', '/api/admin/orders?status=Lost']) {
      expect((await f.inject('GET', url, {})).statusCode).toBe(401);
      for (const headers of [f.auth.vendorA, f.auth.pro, f.auth.ann]) {
        const res = await f.inject('GET', url, headers);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ message: 'You are not authorized to access this page.' });
      }
      const noCode = await f.inject('GET', url, f.auth.adminNoOtp);
      expect(noCode.statusCode).toBe(403);
      expect(noCode.json()).toEqual({ message: 'Please verify the code sent to your email first.' });
    }
  });
});
