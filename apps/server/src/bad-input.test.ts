import { CHARGE_LIMIT_MESSAGE } from '@app/domain/orders/charge-limit';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/client.ts';
import { productSizes } from './db/schema/index.ts';
import {
  CARD_OK,
  countRows,
  fillCart,
  type OrderFixture,
  orderTestApp,
  placeOrder,
  SHIP_CA,
} from './modules/orders/orders.fixture.ts';

/** Issue 9, B8: each finding of the attacker's test, answered 404 or 422 on the field, never 500. */
describe('bad input never gets a 500', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderTestApp();
  });
  afterAll(() => f.t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    f.t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    f.t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const errorsOf = (res: { statusCode: number; json: () => { errors?: Record<string, string[]> } }) => {
    expect(res.statusCode).toBe(422);
    return res.json().errors;
  };

  describe('a NUL byte in any string is a 422 on its field', () => {
    it('in a query: GET /api/search?q=a%00b', async () => {
      expect(errorsOf(await get('/api/search?q=a%00b'))).toEqual({
        q: ['The q must not contain a NUL character.'],
      });
    });

    it('in a path parameter: GET /api/product/a%00b', async () => {
      expect(errorsOf(await get('/api/product/a%00b'))).toEqual({
        hash: ['The hash must not contain a NUL character.'],
      });
    });

    it('in the profile and at registration', async () => {
      const profile = await f.t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: f.annAuth,
        payload: { full_name: 'Ann\u0000 Home' },
      });
      expect(errorsOf(profile)).toEqual({ full_name: ['The full name must not contain a NUL character.'] });
      const register = await post('/api/register', {
        full_name: 'Nul Byte',
        email: 'nul@example.test',
        password: 'secret-pass-1',
        phone_number: '(415) 555-2671',
        zip_code: '94110',
        agree: true,
        shipping_street: '500 Valencia St\u0000',
        shipping_city: 'San Francisco',
        shipping_state: 'CA',
        shipping_zip_code: '94110',
        i_accept: true,
      });
      expect(errorsOf(register)).toEqual({
        shipping_street: ['The shipping street must not contain a NUL character.'],
      });
      const [{ n }] = rowsOf<{ n: number }>(
        await f.t.db.execute(sql`select count(*)::int as n from users where email = 'nul@example.test'`),
      );
      expect(Number(n)).toBe(0);
    });

    it('deep in a body, in a value or a key', async () => {
      const key = await post(
        '/api/projectCart/update_project_cart',
        { extra_info: { rooms: [{ 'na\u0000me': 'Kitchen' }] } },
        f.annAuth,
      );
      expect(Object.keys(errorsOf(key) ?? {})).toEqual(['extra_info.rooms.0.na\u0000me']);
      const value = await post('/api/projectCart/sync_to_cart', {
        product: f.a.hash,
        vsd_id: 'TESTRM01',
        colour: 'Red\u0000',
      });
      expect(errorsOf(value)).toEqual({ colour: ['The colour must not contain a NUL character.'] });
    });
  });

  it('a JSON body nested deeper than 32 levels is a 422 before it is parsed or stored', async () => {
    const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    const send = (extra: string) =>
      f.t.app.inject({
        method: 'POST',
        url: '/api/projectCart/update_project_cart',
        headers: { ...f.annAuth, 'content-type': 'application/json' },
        payload: `{"extra_info":${extra}}`,
      });
    expect(errorsOf(await send(deep(10_000)))).toEqual({
      body: ['The request body may not nest more than 32 levels deep.'],
    });
    expect((await send(deep(31))).statusCode).toBe(200);
  });

  describe('ids and numbers outside their column', () => {
    it('a path id past int4, or not an integer, names no record: 404', async () => {
      for (const url of ['/api/orders/2147483648', '/api/orders/9007199254740993', '/api/orders/0x10']) {
        const res = await get(url, f.annAuth);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: 'Record not found for processing.' });
      }
      const line = await f.t.app.inject({
        method: 'DELETE',
        url: '/api/cart/destroy/2147483648',
        headers: f.annAuth,
      });
      expect(line.statusCode).toBe(404);
      const note = await f.t.app.inject({
        method: 'PUT',
        url: '/api/notification/2147483648',
        headers: f.annAuth,
      });
      expect(note.statusCode).toBe(404);
    });

    it('a category or product named by a number past int4 is not found', async () => {
      expect(errorsOf(await get('/api/search?category=2147483648'))).toEqual({
        category: ['The category is invalid.'],
      });
      expect((await get('/api/public?cid=2147483648')).statusCode).toBe(404);
      expect((await get('/api/product/2147483648')).statusCode).toBe(404);
      const products = await post('/api/visualization/products', { category: '2147483648' });
      expect(products.statusCode).toBe(404);
      expect(errorsOf(await post('/api/visualization/products', { category: 2147483648 }))).toHaveProperty(
        'category',
      );
    });

    it('ids in a query or body past int4 are a 422 on the field', async () => {
      expect(errorsOf(await get('/api/search?brand=2147483648'))).toEqual({
        brand: ['The brand must be a list of ids.'],
      });
      expect(errorsOf(await get('/api/menu_category?showroom=2147483648'))).toEqual({
        showroom: ['The showroom is invalid.'],
      });
      const guest = await post(
        '/api/projectCart/add_guest_cart',
        { re_temp_project_id: 'x', project_id: '2147483648' },
        f.annAuth,
      );
      expect(errorsOf(guest)).toEqual({ project_id: ['The project id is invalid.'] });
    });

    it('a price filter of 1e23 dollars is a 422, not a float past every price', async () => {
      expect(errorsOf(await get('/api/search?min_price=1e23'))).toEqual({
        min_price: ['The min price must be an amount in dollars (at most 2 decimals).'],
      });
      expect(errorsOf(await get('/api/search?max_price=99999999999'))).toEqual({
        max_price: ['The max price may not be greater than 21474836.47.'],
      });
      expect((await get('/api/search?min_price=10.5&max_price=2000')).statusCode).toBe(200);
    });
  });

  it('integers are strict wherever one is read: "0x10", true, "1e3", " 12" and 12.5 are refused', async () => {
    for (const qty of ['0x10', true, '1e3', ' 12', 12.5, '12.5']) {
      const res = await post('/api/projectCart/sync_to_cart', { product: f.a.hash, qty, vsd_id: 'TESTRM01' });
      expect(errorsOf(res), JSON.stringify(qty)).toEqual({ qty: ['The qty must be an integer.'] });
    }
    expect(errorsOf(await get('/api/search?page=0x10'))).toEqual({ page: ['The page must be an integer.'] });
    expect(errorsOf(await get('/api/payouts?limit=1e1', f.auth.vendorA))).toEqual({
      limit: ['The limit must be an integer.'],
    });
    const ok = await post('/api/projectCart/sync_to_cart', {
      product: f.a.hash,
      qty: '16',
      vsd_id: 'TESTRM01',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.Project_tans[0].qty).toBe(16);
  });

  it('a cart line holds at most 100000 units', async () => {
    const res = await post('/api/projectCart/sync_to_cart', {
      product: f.a.hash,
      qty: 100_001,
      vsd_id: 'TESTRM01',
    });
    expect(errorsOf(res)).toEqual({ qty: ['The qty may not be greater than 100000.'] });
  });

  it("an order above the provider's maximum charge is refused with a 422 naming $999,999.99", async () => {
    // $60,000 a unit: 17 units are a little over $1,000,000 before tax.
    await f.t.db
      .update(productSizes)
      .set({ vendorPriceCents: 6_000_000 })
      .where(eq(productSizes.productId, f.a.id));
    await fillCart(f, f.annAuth, [{ hash: f.a.hash, qty: 17 }]);
    const res = await placeOrder(f, f.annAuth, 'k-too-big', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(errorsOf(res)).toEqual({ project: [CHARGE_LIMIT_MESSAGE] });
    expect(CHARGE_LIMIT_MESSAGE).toContain('$999,999.99');
    expect(await countRows(f, 'orders')).toBe(0);
    expect(await countRows(f, 'ledger_entries')).toBe(0);
  });

  it('money columns of orders, items, the ledger, refunds and payouts are bigint', async () => {
    const rows = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
      await f.t.db.execute(sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public'
          and table_name in ('orders', 'order_items', 'ledger_entries', 'refunds', 'payouts')
          and (column_name like '%cents' or column_name in ('final_price', 'platform_fee', 'markup', 'discount',
            'contractor_markup_amt', 'unit_price', 'line_total', 'admin_profit_inclusive_tax'))`),
    );
    // orders.deposit_cents (issue 25) is the 22nd.
    expect(rows.length).toBe(22);
    expect(rows.filter((r) => r.data_type !== 'bigint')).toEqual([]);
  });
});
