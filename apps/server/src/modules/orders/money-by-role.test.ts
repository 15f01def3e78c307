import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, loginAs } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { outboxMails } from '../../db/schema/index.ts';
import { call } from '../projects/projects.fixture.ts';
import { CARD_OK, fillCart, type OrderFixture, orderTestApp, placeOrder, SHIP_CA } from './orders.fixture.ts';

// Spec point 6, product.md "Money", written by hand (not derived from the code under test): which money
// fields each role's HTTP answers carry. Columns: User, Vendor, Contractor, Admin; x present, - absent.
// biome-ignore format: one field per line
const ITEM: Record<string, string> = {
  final_price:                '- x - x',
  contractor_markup_amt:      '- - x x',
  admin_profit_inclusive_tax: '- - - x',
  unit_price_cents:           'x - - x',
  line_total_cents:           'x - - x',
  list_total_cents:           'x - - x',
  tax_cents:                  'x - - x',
  refunded_cents:             'x - - x',
  platform_fee:               '- - - -',
  markup:                     '- - - -',
  discount:                   '- - - -',
};
// biome-ignore format: one field per line
const ORDER: Record<string, string> = {
  subtotal_cents: 'x - - x',
  discount_cents: 'x - - x',
  tax_cents:      'x - - x',
  shipping_cents: 'x - - x',
  charge_cents:   'x - - x',
  refunded_cents: 'x - - x',
  coupon_code:    'x - x x',
  payment_status: 'x - - x',
};
const ROLES = ['User', 'Vendor', 'Contractor', 'Admin'] as const;
type Role = (typeof ROLES)[number];
const present = (matrix: Record<string, string>, role: Role, field: string) =>
  matrix[field].split(' ')[ROLES.indexOf(role)] === 'x';

type Json = Record<string, unknown> & { items?: Json[] };

describe('money by role in every order answer (spec point 6): role × field', () => {
  let f: OrderFixture;
  let auth: Record<Role, Record<string, string>>;
  /** The answers each role got, by read model: orders (list and one) and order items (status answers). */
  const orders: [Role, string, Json][] = [];
  const items: [Role, string, Json][] = [];
  let orderId = 0;

  beforeAll(async () => {
    f = await orderTestApp();
    auth = {
      User: f.annAuth,
      Vendor: f.auth.vendorA,
      Contractor: authHeader(await loginAs(f.t.app, f.owner.email)),
      Admin: f.auth.admin,
    };
    await fillCart(f, f.annAuth, [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 3 },
    ]);
    const placed = await placeOrder(f, f.annAuth, 'money-1', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(placed.statusCode).toBe(201);
    const order: Json = placed.json().data;
    orderId = Number(order.id);
    orders.push(['User', 'POST /api/orders', order]);
    for (const role of ROLES) {
      const one = await call(f, 'GET', `/api/orders/${orderId}`, undefined, auth[role]);
      expect(one.statusCode).toBe(200);
      orders.push([role, 'GET /api/orders/{id}', one.json().data]);
      const list = await call(f, 'GET', '/api/orders', undefined, auth[role]);
      orders.push([role, 'GET /api/orders', list.json().data.find((o: Json) => o.id === orderId)]);
    }
    const moved = await call(f, 'PUT', `/api/orders/${orderId}/ship_to`, SHIP_CA, f.annAuth);
    expect(moved.statusCode).toBe(200);
    orders.push(['User', 'PUT /api/orders/{id}/ship_to', moved.json().data]);
    const [mine] = rowsOf<{ id: number }>(
      await f.t.db.execute(sql`select id from order_items
        where order_id = ${orderId} and vendor_user_id = ${f.vendorA.id}`),
    );
    for (const role of ['Vendor', 'Admin'] as const) {
      const res = await f.t.app.inject({
        method: 'PATCH',
        url: `/api/order_items/${mine.id}/status`,
        headers: auth[role],
        payload: { status: role === 'Vendor' ? 'Vendor Approved' : 'In Progress' },
      });
      expect(res.statusCode).toBe(200);
      items.push([role, 'PATCH /api/order_items/{id}/status', res.json().data]);
    }
    const other = (orders[0][2].items ?? []).find((i) => i.id !== mine.id) as Json;
    const cancelled = await call(f, 'POST', `/api/order_items/${other.id}/cancel`, undefined, f.annAuth);
    expect(cancelled.statusCode).toBe(200);
    items.push(['User', 'POST /api/order_items/{id}/cancel', cancelled.json().data]);
    for (const [role, read, order] of orders) {
      for (const item of order.items ?? []) items.push([role, `${read} item`, item]);
    }
  });
  afterAll(() => f.t.close());

  const cells = (matrix: Record<string, string>, answers: () => [Role, string, Json][]) =>
    Object.keys(matrix).map((field) => [field, matrix, answers] as const);

  it.each(cells(ORDER, () => orders))('order field %s', (field, matrix, answers) => {
    const seen = answers().map(([role, read, order]) => [role, read, field in order]);
    expect(seen).toEqual(answers().map(([role, read]) => [role, read, present(matrix, role, field)]));
  });

  it.each(cells(ITEM, () => items))('order item field %s', (field, matrix, answers) => {
    const seen = answers().map(([role, read, item]) => [role, read, field in item]);
    expect(seen).toEqual(answers().map(([role, read]) => [role, read, present(matrix, role, field)]));
  });

  it('covers every read model and role, and a vendor gets only its own line', () => {
    expect(new Set(orders.map(([role, read]) => `${role} ${read}`)).size).toBe(10);
    expect(new Set(items.map(([role]) => role)).size).toBe(4);
    for (const [role, , order] of orders.filter(([r]) => r === 'Vendor')) {
      expect([role, order.items?.map((i) => i.vendor_name)]).toEqual([role, [expect.any(String)]]);
    }
  });

  it('notifications and status mails carry no money: no amount field, no dollar figure', async () => {
    for (const role of ROLES) {
      const page = (await call(f, 'GET', '/api/notification', undefined, auth[role])).json().data;
      for (const note of page.data) {
        expect(Object.keys(note).sort()).toEqual(['body', 'created_at', 'id', 'link', 'read_at', 'title']);
        expect(`${note.title} ${note.body}`).not.toMatch(/\$|\d+\.\d\d/);
      }
      if (role === 'User') expect(page.data.length).toBeGreaterThan(0);
    }
    const mails = await f.t.db.select().from(outboxMails);
    const status = mails.filter((m) => m.subject.startsWith('Your order'));
    expect(status.length).toBeGreaterThan(0);
    for (const m of status) expect(`${m.subject} ${m.text} ${m.html}`).not.toMatch(/\$\s?\d/);
  });
});
