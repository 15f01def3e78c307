import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type Fault, installFaultyProvider } from '../payments/faulty-provider.fixture.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { call } from '../projects/projects.fixture.ts';
import {
  CARD_OK,
  countRows,
  fillCart,
  type OrderFixture,
  orderTestApp,
  placeOrder,
  SHIP_CA,
} from './orders.fixture.ts';
import { reconcilePayments } from './reconcile.service.ts';
import { refundItemIn } from './refund.service.ts';

const count = async (f: OrderFixture, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await f.t.db.execute(query))[0].n);

describe('crash-safe placement: payment attempts, retries and the reconciler', () => {
  let f: OrderFixture;
  let faults: { mode: Fault };
  const body = { payment: CARD_OK, ship_to: SHIP_CA };
  const charges = () =>
    count(f, sql`select count(*)::int as n from sandbox_operations where kind = 'charge'`);
  const reconcileNow = () => reconcilePayments(f.t.db, f.t.app.payments, { olderThanMs: 0 });

  beforeAll(async () => {
    f = await orderTestApp();
    faults = installFaultyProvider(f.t.app as unknown as { payments: PaymentProvider });
  });
  afterAll(() => f.t.close());
  beforeEach(async () => {
    faults.mode = 'none';
    await fillCart(f, f.annAuth, [{ hash: f.a.hash, qty: 2 }]);
  });

  it('a charge whose answer was lost: 503, no order yet; the retry under the same key answers the order, charged once', async () => {
    faults.mode = 'after';
    const [ordersBefore, chargesBefore] = [await countRows(f, 'orders'), await charges()];
    const lost = await placeOrder(f, f.annAuth, 'crash-1', body);
    expect(lost.statusCode).toBe(503);
    expect(lost.json().message).toBe(
      'We could not confirm your payment. Please try again: you will not be charged twice.',
    );
    expect(await countRows(f, 'orders')).toBe(ordersBefore);
    expect(await charges()).toBe(chargesBefore + 1);
    faults.mode = 'none';
    const retry = await placeOrder(f, f.annAuth, 'crash-1', body);
    expect(retry.statusCode).toBe(201);
    const again = await placeOrder(f, f.annAuth, 'crash-1', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(retry.json().data.id);
    expect(await countRows(f, 'orders')).toBe(ordersBefore + 1);
    expect(await charges()).toBe(chargesBefore + 1);
  });

  it('while an attempt is pending the cart is reserved: another key cannot charge it again, and is told why', async () => {
    faults.mode = 'after';
    expect((await placeOrder(f, f.annAuth, 'crash-2', body)).statusCode).toBe(503);
    faults.mode = 'none';
    const other = await placeOrder(f, f.annAuth, 'crash-2-other', body);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({
      project: [
        'Your last payment for this cart is still being confirmed. Place the order again with the same card, or try again in a few minutes.',
      ],
    });
    expect((await placeOrder(f, f.annAuth, 'crash-2', body)).statusCode).toBe(201);
  });

  it('nobody retries: the reconciler finds the charge and writes the order the homeowner then sees', async () => {
    faults.mode = 'after';
    expect((await placeOrder(f, f.annAuth, 'crash-3', body)).statusCode).toBe(503);
    const ordersBefore = await countRows(f, 'orders');
    expect(await reconcileNow()).toMatchObject({ completed: 1, closed: 0, orphansRefunded: 0, failed: 0 });
    expect(await countRows(f, 'orders')).toBe(ordersBefore + 1);
    const mine = await call(f, 'GET', '/api/orders', undefined, f.annAuth);
    const [newest] = mine.json().data;
    expect(newest.items).toHaveLength(1);
    expect(newest.payment_status).toBe('paid');
    const unbalanced = await count(
      f,
      sql`select count(*)::int as n from (select order_id from ledger_entries where order_id = ${newest.id}
        group by order_id having sum(amount_cents) <> 0) x`,
    );
    expect(unbalanced).toBe(0);
    // The homeowner's own retry later still answers that order.
    const late = await placeOrder(f, f.annAuth, 'crash-3', body);
    expect([late.statusCode, late.json().data.id]).toEqual([200, newest.id]);
    expect(await reconcileNow()).toMatchObject({ completed: 0, closed: 0 });
  });

  it('the provider never got the charge: the reconciler closes the attempt and gives the cart back', async () => {
    faults.mode = 'before';
    const chargesBefore = await charges();
    expect((await placeOrder(f, f.annAuth, 'crash-4', body)).statusCode).toBe(503);
    // The reconciler runs again and again in production (every 5 s, after a 40 s grace). With no grace, as
    // here, a run in the same millisecond as the attempt's last write does not see it as older (the row's time
    // has microseconds, the run's `before` milliseconds; seen twice in full CI runs): a run a moment later does.
    const runs = { completed: 0, closed: 0 };
    for (let run = 0; run < 20 && runs.closed === 0; run++) {
      if (run > 0) await new Promise((r) => setTimeout(r, 100));
      const r = await reconcileNow();
      runs.completed += r.completed;
      runs.closed += r.closed;
    }
    expect(runs).toEqual({ completed: 0, closed: 1 });
    expect(await charges()).toBe(chargesBefore);
    const carts = await count(
      f,
      sql`select count(*)::int as n from projects where user_id = ${f.ann.id} and is_cart`,
    );
    expect(carts).toBe(1);
    faults.mode = 'none';
    // The key is free again: the same request places the order now.
    expect((await placeOrder(f, f.annAuth, 'crash-4', body)).statusCode).toBe(201);
    expect(await charges()).toBe(chargesBefore + 1);
  });

  it('a charge whose order cannot be written is refunded in full by the reconciler', async () => {
    faults.mode = 'after';
    expect((await placeOrder(f, f.annAuth, 'crash-5', body)).statusCode).toBe(503);
    // The product was deleted meanwhile: its order item can no longer be written.
    await f.t.db.execute(sql`update payment_attempts
      set draft = jsonb_set(draft, '{items,0,productSizeId}', '2147480000')
      where status = 'pending'`);
    expect(await reconcileNow()).toMatchObject({ completed: 0, orphansRefunded: 1 });
    const [attempt] = rowsOf<{ status: string; charge: number; refunded: number }>(
      await f.t.db.execute(sql`select a.status, (a.request->>'amountCents')::int as charge,
          (select sum(amount_cents)::int from sandbox_operations s where s.kind = 'refund'
            and s.charge_id = a.charge_id) as refunded
        from payment_attempts a order by a.id desc limit 1`),
    );
    expect(attempt.status).toBe('refunded');
    expect(Number(attempt.refunded)).toBe(Number(attempt.charge));
  });

  it('a declined card closes the attempt and frees the key and the cart', async () => {
    const declined = await placeOrder(f, f.annAuth, 'crash-6', {
      ...body,
      payment: { ...CARD_OK, card_number: '4000 0000 0000 9995' },
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().errors).toEqual({ card_number: ['Your card has insufficient funds.'] });
    expect((await placeOrder(f, f.annAuth, 'crash-6', body)).statusCode).toBe(201);
  });

  it('a refund recorded but never sent (a crash after commit) is sent by the reconciler, once', async () => {
    const placed = await placeOrder(f, f.annAuth, 'crash-7', body);
    const itemId = placed.json().data.items[0].id;
    await f.t.db.transaction((tx) => refundItemIn(tx, { itemId, reason: 'decline' }));
    expect(await reconcileNow()).toMatchObject({ refundsSent: 1 });
    expect(await reconcileNow()).toMatchObject({ refundsSent: 0 });
    const [row] = rowsOf<{ status: string; provider_refund_id: string }>(
      await f.t.db.execute(
        sql`select status, provider_refund_id from refunds where order_item_id = ${itemId}`,
      ),
    );
    expect(row.status).toBe('succeeded');
    expect(row.provider_refund_id).toMatch(/^re_sandbox_/);
    const sent = await count(
      f,
      sql`select count(*)::int as n from sandbox_operations where idempotency_key = ${`refund:${itemId}:decline`}`,
    );
    expect(sent).toBe(1);
  });

  it('a provider outage while an admin declines: the Decline stands, its refund waits and the reconciler sends it', async () => {
    const placed = await placeOrder(f, f.annAuth, 'crash-8', body);
    const itemId = placed.json().data.items[0].id;
    faults.mode = 'refunds down';
    const declined = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/order_items/${itemId}/status`,
      headers: f.auth.admin,
      payload: { status: 'Decline' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.status).toBe('Decline');
    const refundStatus = async () =>
      rowsOf<{ status: string }>(
        await f.t.db.execute(sql`select status from refunds where order_item_id = ${itemId}`),
      ).map((r) => r.status);
    expect(await refundStatus()).toEqual(['pending']);
    expect(await reconcileNow()).toMatchObject({ refundsSent: 0, failed: 1 });
    faults.mode = 'none';
    expect(await reconcileNow()).toMatchObject({ refundsSent: 1, failed: 0 });
    expect(await refundStatus()).toEqual(['succeeded']);
  });
});
