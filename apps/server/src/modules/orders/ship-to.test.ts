import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../projects/projects.fixture.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder, SHIP_CA } from './orders.fixture.ts';
import { SHIP_TO_OTHER_TAX, SHIP_TO_REFUSED } from './ship-to.service.ts';

describe('PUT /api/orders/{id}/ship_to: the homeowner changes the address within 60 minutes', () => {
  let f: OrderFixture;
  let order: { id: number; items: { id: number }[] };
  const NEW_CA = { street: '500 Oak Ave', city: 'Oakland', state: 'ca', zip_code: '94607', apartment: '4B' };
  const put = (id: number, payload: Record<string, unknown>, headers: Record<string, string>) =>
    call(f, 'PUT', `/api/orders/${id}/ship_to`, payload, headers);

  beforeAll(async () => {
    f = await orderTestApp();
    order = await placeAnnOrder(f, 'ship-to-1', [
      { hash: f.a.hash, qty: 1 },
      { hash: f.b.hash, qty: 2 },
    ]);
  });
  afterAll(() => f.t.close());

  it('changes the address within the same tax rate and answers the order', async () => {
    const res = await put(order.id, NEW_CA, f.annAuth);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your shipping address has been updated.');
    expect(res.json().data.ship_to).toEqual({ ...NEW_CA, state: 'CA' });
    const again = await call(f, 'GET', `/api/orders/${order.id}`, undefined, f.annAuth);
    expect(again.json().data.ship_to.city).toBe('Oakland');
  });

  it('refuses a state with another sales tax, a missing field, other people and other roles', async () => {
    const nevada = await put(order.id, { ...NEW_CA, state: 'NV', city: 'Reno' }, f.annAuth);
    expect(nevada.statusCode).toBe(422);
    expect(nevada.json().errors).toEqual({ state: [SHIP_TO_OTHER_TAX] });
    const blank = await put(order.id, { ...NEW_CA, street: '' }, f.annAuth);
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['street']);
    expect((await put(order.id, NEW_CA, f.bobAuth)).statusCode).toBe(404);
    expect((await put(order.id, NEW_CA, f.auth.vendorA)).statusCode).toBe(403);
    const seen = await call(f, 'GET', `/api/orders/${order.id}`, undefined, f.annAuth);
    expect(seen.json().data.ship_to.city).toBe('Oakland');
  });

  it('refuses once an item is picked up, and after 60 minutes', async () => {
    const [first] = order.items;
    for (const status of ['Accept to Pick Up', 'Picked Up']) {
      const url = `/api/order_items/${first.id}/status`;
      const res = await f.t.app.inject({ method: 'PATCH', url, payload: { status }, headers: f.auth.admin });
      expect(res.statusCode).toBe(200);
    }
    const picked = await put(order.id, SHIP_CA, f.annAuth);
    expect(picked.statusCode).toBe(422);
    expect(picked.json().errors).toEqual({ ship_to: [SHIP_TO_REFUSED] });

    const late = await placeAnnOrder(f, 'ship-to-2', [{ hash: f.a.hash, qty: 1 }]);
    await f.t.db.execute(
      sql`update orders set created_at = now() - interval '61 minutes' where id = ${late.id}`,
    );
    const tooLate = await put(late.id, NEW_CA, f.annAuth);
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().errors).toEqual({ ship_to: [SHIP_TO_REFUSED] });
  });
});
