import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedPrice } from '../catalog/catalog.fixture.ts';
import { type CartFixture, call, cartTestApp, priceAt } from './projects.fixture.ts';

type Line = { id: number; size_id: number; qty: number; unit_price_cents: number; line_total_cents: number };

describe('guest cart: /api/projectCart', () => {
  let f: CartFixture;
  beforeAll(async () => {
    f = await cartTestApp();
  });
  afterAll(() => f.t.close());

  const sync = (payload: Record<string, unknown>) =>
    call(f, 'POST', '/api/projectCart/sync_to_cart', payload);
  const getCart = (temp: string) =>
    call(f, 'GET', `/api/projectCart?temp_project_id=${encodeURIComponent(temp)}`);

  it('creates a guest cart on the first add and prices it at the showroom, from the catalogue', async () => {
    const first = await sync({ product: f.special.hash, qty: 2, vsd_id: 'testrm01' });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Product added to cart successfully.');
    const temp: string = first.json().data.temp_project_id;
    expect(temp).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    const [second] = f.multi.sizes.slice(1);
    const more = await sync({ temp_project_id: temp, product: f.multi.id, size_id: second.id, qty: 5 });
    expect(more.json().data.temp_project_id).toBe(temp);

    const res = await getCart(temp);
    expect(res.statusCode).toBe(200);
    const cart = res.json().data;
    expect(cart).toMatchObject({
      showroom: f.owner.id,
      vsd_id: 'TESTRM01',
      is_cart: true,
      count: 2,
      total_qty: 7,
    });
    const [special, multi] = cart.Project_tans as Line[];
    // The product rule (30%) of the showroom applies to the special product.
    expect(special.unit_price_cents).toBe(await expectedPrice(f.t.db, f.special.id, 3000));
    expect(special.line_total_cents).toBe(special.unit_price_cents * 2);
    // A non-default size is priced as the product page prices it in this showroom.
    const detail = (await call(f, 'GET', `/api/product/${f.multi.hash}?vsd_id=TESTRM01`)).json().data;
    const size = detail.sizes.find((s: { id: number }) => s.id === second.id);
    expect(multi).toMatchObject({ size_id: second.id, qty: 5, unit_price_cents: size.price_cents });
    expect(multi.unit_price_cents).toBeGreaterThan(priceAt(second.v, 1000)); // never the bare 10% default
    expect(cart.subtotal_cents).toBe(special.line_total_cents + multi.line_total_cents);
    expect(cart.subtotal).toBe(cart.subtotal_cents / 100);
  });

  it('raises a quantity below the size minimum, sums adds, sets, removes and destroys lines', async () => {
    const size = f.multi.sizes[1];
    const line = { product: f.multi.hash, size_id: size.id };
    const created = await sync({ ...line, qty: 1 });
    const temp = created.json().data.temp_project_id;
    const qtyOf = (res: { json: () => { data: { Project_tans: Line[] } } }) =>
      res.json().data.Project_tans[0]?.qty;
    expect(qtyOf(created)).toBe(4); // min_qty 4
    expect(qtyOf(await sync({ ...line, qty: 3, temp_project_id: temp }))).toBe(7);
    expect(qtyOf(await sync({ ...line, qty: 2, action: 'set', temp_project_id: temp }))).toBe(4);
    const id = created.json().data.Project_tans[0].id;
    const update = (qty: number, t = temp) =>
      call(f, 'POST', '/api/projectCart/update_cart', { id, qty, temp_project_id: t });
    expect(qtyOf(await update(2))).toBe(4);
    expect(qtyOf(await update(9))).toBe(9);
    expect((await update(9, 'not-my-cart')).statusCode).toBe(404);
    const removed = await sync({ ...line, action: 'remove', temp_project_id: temp });
    expect(removed.json()).toMatchObject({
      message: 'Product removed from cart successfully.',
      data: { count: 0 },
    });

    const again = await sync({ ...line, temp_project_id: temp });
    const lineId = again.json().data.Project_tans[0].id;
    expect((await call(f, 'DELETE', `/api/cart/destroy/${lineId}?temp_project_id=wrong`)).statusCode).toBe(
      404,
    );
    expect((await call(f, 'DELETE', `/api/cart/destroy/${lineId}`)).statusCode).toBe(404);
    const destroyed = await call(
      f,
      'DELETE',
      `/api/cart/destroy/${lineId}?temp_project_id=${temp}&showroom=1`,
    );
    expect(destroyed.statusCode).toBe(200);
    expect(destroyed.json().data).toMatchObject({ count: 0, Project_tans: [] });
  });

  it('answers 404 for an unknown temp id or a project id without sign-in, and an empty cart without either', async () => {
    expect((await getCart('x'.repeat(43))).statusCode).toBe(404);
    expect((await sync({ product: f.special.hash, temp_project_id: 'nope' })).statusCode).toBe(404);
    expect((await call(f, 'GET', '/api/projectCart?project=1')).statusCode).toBe(404);
    const noCart = await sync({ product: f.special.hash, action: 'remove' });
    expect(noCart.json().data).toMatchObject({ id: null, temp_project_id: null });
    const empty = await call(f, 'GET', '/api/projectCart?showroom=1&is_cart=1');
    expect(empty.json().data).toMatchObject({ id: null, temp_project_id: null, count: 0, Project_tans: [] });
  });

  it('adds many lines at once, and none of them when one is invalid', async () => {
    const [a, b] = f.multi.sizes;
    const bulk = await call(f, 'POST', '/api/projectCart/sync_to_bulk_cart', {
      showroom: f.owner.id,
      items: [
        { product: f.multi.hash, size_id: a.id, qty: 2, colour: f.multi.colors[0].toUpperCase() },
        { product: f.multi.hash, size_id: b.id },
      ],
    });
    expect(bulk.statusCode).toBe(200);
    const cart = bulk.json().data;
    expect(cart.Project_tans.map((l: Line & { colour: string }) => [l.qty, l.colour])).toEqual([
      [2, f.multi.colors[0]],
      [4, null],
    ]);
    const bad = await call(f, 'POST', '/api/projectCart/sync_to_bulk_cart', {
      temp_project_id: cart.temp_project_id,
      items: [{ product: f.special.hash }, { product: 'no-such-product' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'items.1.product': ['The selected product is invalid.'] });
    expect((await getCart(cart.temp_project_id)).json().data.count).toBe(2);
  });

  it('answers 422 per field', async () => {
    const missing = await sync({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('The given data was invalid.');
    expect(Object.keys(missing.json().errors)).toEqual(['product']);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ product: f.special.hash, qty: 0 }, 'qty', 'The qty must be at least 1.'],
      [{ product: f.special.hash, action: 'drop' }, 'action', 'The action must be add, set or remove.'],
      [{ product: 'zzzz-none' }, 'product', 'The selected product is invalid.'],
      [{ product: f.special.hash, size_id: f.multi.sizes[0].id }, 'size_id', 'The selected size is invalid.'],
      [{ product: f.special.hash, colour: 'Plaid' }, 'colour', 'The selected colour is invalid.'],
      [{ product: f.special.hash, vsd_id: 'NOPE0000' }, 'vsd_id', 'The selected showroom is invalid.'],
      [{ product: f.special.hash, showroom: f.ann.id }, 'showroom', 'The selected showroom is invalid.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await sync(payload);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
    }
    const update = await call(f, 'POST', '/api/projectCart/update_cart', { qty: 'x' });
    expect(Object.keys(update.json().errors).sort()).toEqual(['id', 'qty']);
  });

  it('keeps the showroom and extra_info of the cart with update_project_cart', async () => {
    const created = await sync({ product: f.special.hash, showroom: f.owner.id });
    const temp = created.json().data.temp_project_id;
    const res = await call(f, 'POST', '/api/projectCart/update_project_cart', {
      temp_project_id: temp,
      extra_info: { note: 'Kitchen first', rooms: 2 },
    });
    expect(res.json().data).toMatchObject({
      extra_info: { note: 'Kitchen first', rooms: 2 },
      showroom: f.owner.id,
    });
    const cleared = await call(f, 'POST', '/api/projectCart/update_project_cart', {
      temp_project_id: temp,
      extra_info: { note: null },
    });
    expect(cleared.json().data.extra_info).toEqual({ rooms: 2 });
  });
});
