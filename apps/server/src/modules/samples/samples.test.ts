import { SAMPLE_LIMITS, SAMPLE_MESSAGES } from '@app/domain/orders/samples';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { CARD_OK, type OrderFixture, orderTestApp, SHIP_CA } from '../orders/orders.fixture.ts';
import { writeSetting } from '../settings/settings.repository.ts';

/**
 * Samples (issue 25 point 7): a vendor's sample of a product, free or priced, ordered by a homeowner as one
 * small order — free samples without a charge, priced ones charged once under the Idempotency-Key, each
 * vendor paid its whole price through the ledger, and a weekly limit per account.
 */
describe('sample orders', () => {
  let f: OrderFixture;
  let none: { hash: string; name: string };
  const names = { a: '', b: '' };
  const post = (headers: Record<string, string>, key: string | null, payload: Record<string, unknown>) =>
    f.t.app.inject({
      method: 'POST',
      url: '/api/sample_orders',
      headers: key == null ? headers : { ...headers, 'idempotency-key': key },
      payload,
    });
  const quote = (headers: Record<string, string>, query: string) =>
    f.t.app.inject({ method: 'GET', url: `/api/sample_orders/quote?${query}`, headers });
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await f.t.db.execute(query))[0].n);
  const charges = () => count(sql`select count(*)::int as n from sandbox_operations where kind = 'charge'`);
  const newHomeowner = async (name: string) => {
    const user = await createUser(f.t.db, { fullName: name });
    return authHeader(await loginAs(f.t.app, user.email));
  };

  beforeAll(async () => {
    f = await orderTestApp();
    await writeSetting(f.t.db, 'sales_tax_bps_by_state', { CA: 725 });
    // a: a free 4 × 4 in sample (vendor A); b: $6.50 for 4 × 6 in (vendor B); a third product offers none.
    await f.t.db
      .update(products)
      .set({ sampleSize: '4 × 4 in', samplePriceCents: 0 })
      .where(eq(products.id, f.a.id));
    await f.t.db
      .update(products)
      .set({ sampleSize: '4 × 6 in', samplePriceCents: 650 })
      .where(eq(products.id, f.b.id));
    const named = rowsOf<{ id: number; name: string }>(
      await f.t.db.execute(sql`select id, name from products where id in (${f.a.id}, ${f.b.id})`),
    );
    names.a = named.find((r) => Number(r.id) === f.a.id)!.name;
    names.b = named.find((r) => Number(r.id) === f.b.id)!.name;
    [none] = rowsOf<{ hash: string; name: string }>(
      await f.t.db.execute(sql`select hash, name from products
        where id not in (${f.a.id}, ${f.b.id}) and sample_size is null order by id limit 1`),
    );
  });
  afterAll(() => f.t.close());

  it('quotes each vendor’s sample — free or priced, taxed, shipped free — and names products without one', async () => {
    const res = await quote(f.annAuth, `products=${f.a.hash},${f.b.hash},${none.hash}&state=CA`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(
      data.lines.map((l: { product: string; size: string; price_cents: number }) => [
        l.product,
        l.size,
        l.price_cents,
      ]),
    ).toEqual([
      [f.a.hash, '4 × 4 in', 0],
      [f.b.hash, '4 × 6 in', 650],
    ]);
    expect(data.unavailable).toEqual([{ product: none.hash, name: none.name }]);
    // 650 × 7.25% = 47.125 → 47 (half-up on the line).
    expect(data).toMatchObject({
      subtotal_cents: 650,
      tax_bps: 725,
      tax_cents: 47,
      shipping_cents: 0,
      total_cents: 697,
    });
  });

  it('the quote and the order are a homeowner’s: 401 signed out, 403 for a vendor; bad lists are 422', async () => {
    expect(
      (await f.t.app.inject({ method: 'GET', url: `/api/sample_orders/quote?products=${f.a.hash}` }))
        .statusCode,
    ).toBe(401);
    expect((await quote(f.auth.vendorA, `products=${f.a.hash}`)).statusCode).toBe(403);
    expect((await post(f.auth.vendorA, 'v1', { products: [f.a.hash], ship_to: SHIP_CA })).statusCode).toBe(
      403,
    );
    const empty = await quote(f.annAuth, 'products=');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.products).toContain(SAMPLE_MESSAGES.productsRequired);
    const many = Array.from({ length: SAMPLE_LIMITS.products + 1 }, (_, i) => `p${i}`);
    const tooMany = await post(f.annAuth, 'many', { products: many, ship_to: SHIP_CA });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.products).toContain(SAMPLE_MESSAGES.tooMany);
    const nul = await post(f.annAuth, 'nul', { products: [`${f.a.hash}\u0000`], ship_to: SHIP_CA });
    expect(nul.statusCode).toBe(422);
    expect(
      await count(sql`select count(*)::int as n from idempotency_keys where key in ('many', 'nul')`),
    ).toBe(0);
  });

  it('free samples: an order with no charge, the same order on a replay, the cart left as it is', async () => {
    const before = await charges();
    const res = await post(f.annAuth, 'free-1', { products: [f.a.hash], ship_to: SHIP_CA });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(res.json().message).toBe(SAMPLE_MESSAGES.placed(order.number));
    expect(order).toMatchObject({ charge_cents: 0, subtotal_cents: 0, tax_cents: 0, shipping_cents: 0 });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({
      sample: true,
      size_label: '4 × 4 in',
      qty: 1,
      unit_price_cents: 0,
    });
    expect(await charges()).toBe(before);
    const again = await post(f.annAuth, 'free-1', { products: [f.a.hash], ship_to: SHIP_CA });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(order.id);
    const other = await post(f.annAuth, 'free-1', { products: [f.b.hash], ship_to: SHIP_CA });
    expect(other.statusCode).toBe(409);
  });

  it('priced samples: one charge of the total, each vendor its whole price, the ledger balanced', async () => {
    const before = await charges();
    const body = { products: [f.b.hash, f.a.hash], ship_to: SHIP_CA, payment: CARD_OK };
    const res = await post(f.annAuth, 'paid-1', body);
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({ subtotal_cents: 650, tax_cents: 47, shipping_cents: 0, charge_cents: 697 });
    expect(order.items.map((i: { sample: boolean }) => i.sample)).toEqual([true, true]);
    expect(await charges()).toBe(before + 1);
    expect((await post(f.annAuth, 'paid-1', body)).json().data.id).toBe(order.id);
    expect(await charges()).toBe(before + 1);
    const entries = rowsOf<{ account_type: string; account_id: number | null; amount: number }>(
      await f.t.db.execute(sql`select account_type, account_id, sum(amount_cents)::int as amount
        from ledger_entries where order_id = ${order.id} group by 1, 2 order by 1`),
    );
    expect(entries).toEqual([
      { account_type: 'customer', account_id: f.ann.id, amount: -697 },
      { account_type: 'tax', account_id: null, amount: 47 },
      { account_type: 'vendor_held', account_id: f.vendorB.id, amount: 650 },
    ]);
    // Each vendor sees its own sample, at its own price.
    const vendorB = (
      await f.t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: f.auth.vendorB })
    ).json().data;
    expect(vendorB.items).toHaveLength(1);
    expect(vendorB.items[0]).toMatchObject({ sample: true, final_price: 650, product_name: names.b });
  });

  it('a priced sample without a card is 422 on payment, and the key stays free for the retry', async () => {
    const bob = f.bobAuth;
    const res = await post(bob, 'bob-1', { products: [f.b.hash], ship_to: SHIP_CA });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.payment).toContain(SAMPLE_MESSAGES.noCard);
    const retry = await post(bob, 'bob-1', { products: [f.b.hash], ship_to: SHIP_CA, payment: CARD_OK });
    expect(retry.statusCode).toBe(201);
  });

  it('a product without a sample, or hidden, is refused by name; nothing is ordered', async () => {
    const orders = await count(sql`select count(*)::int as n from orders`);
    const res = await post(f.annAuth, 'none-1', { products: [f.a.hash, none.hash], ship_to: SHIP_CA });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.products).toContain(SAMPLE_MESSAGES.notOffered(none.name));
    await f.t.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, f.b.id));
    const hidden = await post(f.annAuth, 'hidden-1', {
      products: [f.b.hash],
      ship_to: SHIP_CA,
      payment: CARD_OK,
    });
    await f.t.db.update(products).set({ hiddenAt: null }).where(eq(products.id, f.b.id));
    expect(hidden.statusCode).toBe(422);
    expect(await count(sql`select count(*)::int as n from orders`)).toBe(orders);
  });

  it('ties the order to the homeowner’s own project only, and leaves its cart a cart', async () => {
    const [project] = rowsOf<{ id: number }>(
      await f.t.db.execute(
        sql`insert into projects (user_id, name, is_cart) values (${f.ann.id}, 'Bath', true) returning id`,
      ),
    );
    expect(
      (await post(f.bobAuth, 'p-bob', { products: [f.a.hash], ship_to: SHIP_CA, project: project.id }))
        .statusCode,
    ).toBe(404);
    const res = await post(f.annAuth, 'p-ann', {
      products: [f.a.hash],
      ship_to: SHIP_CA,
      project: project.id,
    });
    expect(res.statusCode).toBe(201);
    const [row] = rowsOf<{ project_id: number; is_cart: boolean }>(
      await f.t.db.execute(sql`select o.project_id, p.is_cart from orders o join projects p on p.id = o.project_id
        where o.id = ${res.json().data.id}`),
    );
    expect(row).toEqual({ project_id: project.id, is_cart: true });
  });

  it(`at most ${SAMPLE_LIMITS.ordersPerWeek} sample orders a week per account`, async () => {
    const cleo = await newHomeowner('Cleo Limit');
    for (let n = 0; n < SAMPLE_LIMITS.ordersPerWeek; n++)
      expect((await post(cleo, `cleo-${n}`, { products: [f.a.hash], ship_to: SHIP_CA })).statusCode).toBe(
        201,
      );
    const over = await post(cleo, 'cleo-over', { products: [f.a.hash], ship_to: SHIP_CA });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.products).toContain(SAMPLE_MESSAGES.weekly);
  });

  it('the vendor declines a sample: a free one refunds nothing, a priced one its price and tax', async () => {
    const dana = await newHomeowner('Dana Decline');
    const res = await post(dana, 'dana-1', {
      products: [f.a.hash, f.b.hash],
      ship_to: SHIP_CA,
      payment: CARD_OK,
    });
    expect(res.statusCode).toBe(201);
    const items = res.json().data.items as { id: number; product_name: string }[];
    const decline = (id: number, headers: Record<string, string>) =>
      f.t.app.inject({
        method: 'PATCH',
        url: `/api/order_items/${id}/status`,
        headers,
        payload: { status: 'Decline' },
      });
    const free = items.find((i) => i.product_name === names.a)!;
    const paid = items.find((i) => i.product_name === names.b)!;
    expect((await decline(free.id, f.auth.vendorA)).statusCode).toBe(200);
    expect((await decline(paid.id, f.auth.vendorB)).statusCode).toBe(200);
    const refunds = rowsOf<{ order_item_id: number; amount_cents: number }>(
      await f.t.db.execute(sql`select order_item_id, amount_cents from refunds
        where order_item_id in (${free.id}, ${paid.id})`),
    );
    expect(refunds).toEqual([{ order_item_id: paid.id, amount_cents: 697 }]);
  });
});
