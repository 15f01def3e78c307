import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { CARD_OK, type OrderFixture, orderTestApp, SHIP_CA } from '../orders/orders.fixture.ts';
import { reconcilePayments } from '../orders/reconcile.service.ts';
import { type Fault, installFaultyProvider } from '../payments/faulty-provider.fixture.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/**
 * A priced sample order killed between the charge and its order (issue 25 point 7): the retry under the
 * key, or the reconciler when nobody retries, writes the one order of the one charge; a charge that never
 * happened is closed with nothing ordered. 0 orphan charges, 0 double.
 */
describe('sample orders under a lost charge answer', () => {
  let f: OrderFixture;
  let faults: { mode: Fault };
  const body = { products: [''], ship_to: SHIP_CA, payment: CARD_OK };
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await f.t.db.execute(query))[0].n);
  const charges = () => count(sql`select count(*)::int as n from sandbox_operations where kind = 'charge'`);
  const orders = () => count(sql`select count(*)::int as n from orders`);
  const post = (key: string) =>
    f.t.app.inject({
      method: 'POST',
      url: '/api/sample_orders',
      headers: { ...f.annAuth, 'idempotency-key': key },
      payload: body,
    });

  beforeAll(async () => {
    f = await orderTestApp();
    await f.t.db
      .update(products)
      .set({ sampleSize: '4 × 6 in', samplePriceCents: 500 })
      .where(eq(products.id, f.b.id));
    body.products = [f.b.hash];
    faults = installFaultyProvider(f.t.app as unknown as { payments: PaymentProvider });
  });
  afterAll(() => f.t.close());
  beforeEach(() => {
    faults.mode = 'none';
  });

  it('the answer is lost: 503 and no order; the retry under the key answers the order, charged once', async () => {
    faults.mode = 'after';
    const [ordersBefore, chargesBefore] = [await orders(), await charges()];
    expect((await post('lost-1')).statusCode).toBe(503);
    expect(await orders()).toBe(ordersBefore);
    faults.mode = 'none';
    const retry = await post('lost-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.items[0]).toMatchObject({ sample: true });
    expect((await post('lost-1')).json().data.id).toBe(retry.json().data.id);
    expect([await orders(), await charges()]).toEqual([ordersBefore + 1, chargesBefore + 1]);
  });

  it('nobody retries: the reconciler writes the sample order from its attempt, balanced', async () => {
    faults.mode = 'after';
    expect((await post('lost-2')).statusCode).toBe(503);
    const ordersBefore = await orders();
    const done = await reconcilePayments(f.t.db, f.t.app.payments, { olderThanMs: 0 });
    expect(done).toMatchObject({ completed: 1, closed: 0, orphansRefunded: 0, failed: 0 });
    expect(await orders()).toBe(ordersBefore + 1);
    const [order] = rowsOf<{ id: number; charge_cents: number; sample: boolean }>(
      await f.t.db.execute(sql`select o.id, o.charge_cents, bool_and(i.sample) as sample from orders o
        join order_items i on i.order_id = o.id group by o.id order by o.id desc limit 1`),
    );
    expect(order.sample).toBe(true);
    const unbalanced = await count(
      sql`select count(*)::int as n from (select order_id from ledger_entries where order_id = ${order.id}
        group by order_id having sum(amount_cents) <> 0) x`,
    );
    expect(unbalanced).toBe(0);
  });

  it('the charge never reached the provider: the reconciler closes the attempt, nothing is ordered or charged', async () => {
    faults.mode = 'before';
    const [ordersBefore, chargesBefore] = [await orders(), await charges()];
    expect((await post('lost-3')).statusCode).toBe(503);
    faults.mode = 'none';
    const done = await reconcilePayments(f.t.db, f.t.app.payments, { olderThanMs: 0 });
    expect(done).toMatchObject({ completed: 0, closed: 1 });
    expect([await orders(), await charges()]).toEqual([ordersBefore, chargesBefore]);
  });
});
