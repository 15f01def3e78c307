import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { saveDefaultCard } from '../accounts/payment-methods.repository.ts';
import { call } from '../projects/projects.fixture.ts';
import { CARD_OK, type OrderFixture, orderTestApp, placeOrder, SHIP_CA } from './orders.fixture.ts';

type Item = { id: number; qty: number; final_price: number; colour: string | null };

/** The placement's paths the main tests leave out: one size in two colours, named projects, saved card. */
describe('POST /api/orders: what it answers and writes, by path', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderTestApp();
  });
  afterAll(() => f.t.close());

  let order: { id: number; items: Item[] };
  it('answers the order as GET /api/orders/{id} reads it; each item has its own ledger entries', async () => {
    const [size] = f.multi.sizes;
    const colour = f.multi.colors[0];
    const cart = await call(
      f,
      'POST',
      '/api/projectCart/sync_to_bulk_cart',
      {
        vsd_id: 'TESTRM01',
        items: [
          { product: f.multi.hash, size_id: size.id, qty: 5, colour },
          { product: f.multi.hash, size_id: size.id, qty: 6 },
          { product: f.a.hash, qty: 1 },
        ],
      },
      f.annAuth,
    );
    expect(cart.json().data.count).toBe(3);
    const res = await placeOrder(f, f.annAuth, 'paths-1', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(res.statusCode).toBe(201);
    order = res.json().data;
    const read = await call(f, 'GET', `/api/orders/${order.id}`, undefined, f.annAuth);
    expect(read.json().data).toEqual(order);
    expect(order.items.map((i) => [i.qty, i.colour])).toEqual([
      [5, colour],
      [6, null],
      [1, null],
    ]);
    const vendorEntries = rowsOf<{ order_item_id: number; amount_cents: number }>(
      await f.t.db.execute(sql`select order_item_id, amount_cents from ledger_entries
        where order_id = ${order.id} and account_type = 'vendor_held' order by id`),
    );
    const asAdmin = (await call(f, 'GET', `/api/orders/${order.id}`, undefined, f.auth.admin)).json().data;
    expect(vendorEntries.map((e) => [Number(e.order_item_id), Number(e.amount_cents)])).toEqual(
      asAdmin.items.map((i: Item) => [i.id, i.final_price * i.qty]),
    );
  });

  it("another homeowner's project is 404, an ordered one is an empty cart", async () => {
    const [{ project_id }] = rowsOf<{ project_id: number }>(
      await f.t.db.execute(sql`select project_id from orders where id = ${order.id}`),
    );
    const body = { payment: CARD_OK, ship_to: SHIP_CA, project: Number(project_id) };
    expect((await placeOrder(f, f.bobAuth, 'paths-2', body)).statusCode).toBe(404);
    const ordered = await placeOrder(f, f.annAuth, 'paths-2', body);
    expect(ordered.statusCode).toBe(422);
    expect(ordered.json().errors).toEqual({ project: ['Your cart is empty.'] });
  });

  it('the saved card: none is 422; with one, no address is 422, then the same key replays the order', async () => {
    await call(
      f,
      'POST',
      '/api/projectCart/sync_to_cart',
      { product: f.b.hash, vsd_id: 'TESTRM01' },
      f.bobAuth,
    );
    const saved = { payment: { saved_card: true } };
    const noCard = await placeOrder(f, f.bobAuth, 'paths-3', { ...saved, ship_to: SHIP_CA });
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().errors).toEqual({ payment: ['There is no saved card. Please add a card.'] });
    const card = await f.t.app.payments.tokenizeCard({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      nameOnCard: 'Bob Other',
    });
    await saveDefaultCard(f.t.db, f.bob.id, card, 'Bob Other');
    const noAddress = await placeOrder(f, f.bobAuth, 'paths-3', saved);
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().errors).toEqual({ ship_to: ['The shipping address is required.'] });
    const first = await placeOrder(f, f.bobAuth, 'paths-3', { ...saved, ship_to: SHIP_CA });
    expect(first.statusCode).toBe(201);
    const again = await placeOrder(f, f.bobAuth, 'paths-3', { ...saved, ship_to: SHIP_CA });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const [{ n }] = rowsOf<{ n: number }>(
      await f.t.db.execute(sql`select count(*)::int as n from orders where user_id = ${f.bob.id}`),
    );
    expect(Number(n)).toBe(1);
  });
});
