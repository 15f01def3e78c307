import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from './orders.fixture.ts';
import { refundItem } from './refund.service.ts';

/** Retries and double clicks of a refund on a real PostgreSQL: twenty at once, one refund. */
describe.skipIf(process.env.TEST_DB !== 'pg')('refundItem under concurrency (PostgreSQL)', () => {
  let f: OrderFixture;
  let order: { id: number; charge_cents: number; items: { id: number }[] };
  beforeAll(async () => {
    f = await orderTestApp();
    order = await placeAnnOrder(f, 'refund-race', [
      { hash: f.a.hash, qty: 2 },
      { hash: f.b.hash, qty: 1 },
    ]);
  });
  afterAll(() => f.t.close());

  it('20 concurrent refunds of one item: 1 provider refund, 1 refund row, the ledger reversed once', async () => {
    const itemId = order.items[0].id;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        refundItem(f.t.app.db, f.t.app.payments, { itemId, reason: 'decline' }),
      ),
    );
    expect(results.filter((r) => r?.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r?.refundId)).size).toBe(1);
    // Sends after commit may overlap; the provider refunds once under the key (its own book says so).
    const [provider] = rowsOf<{ n: number; cents: number }>(
      await f.t.db.execute(sql`select count(*)::int as n, sum(amount_cents)::int as cents
        from sandbox_operations where kind = 'refund' and idempotency_key = ${`refund:${itemId}:decline`}`),
    );
    expect(Number(provider.n)).toBe(1);
    const [row] = rowsOf<{ refunds: number; customer: number; order_sum: number }>(
      await f.t.db.execute(sql`select
          (select count(*)::int from refunds where order_item_id = ${itemId}) as refunds,
          (select count(*)::int from ledger_entries where order_item_id = ${itemId} and kind = 'refund'
            and account_type = 'customer') as customer,
          (select coalesce(sum(amount_cents), 0)::int from ledger_entries where order_id = ${order.id}) as order_sum`),
    );
    expect(Number(row.refunds)).toBe(1);
    expect(Number(row.customer)).toBe(1);
    expect(Number(row.order_sum)).toBe(0);
    const [sum] = rowsOf<{ refunded: number }>(
      await f.t.db.execute(
        sql`select sum(amount_cents)::int as refunded from refunds where order_id = ${order.id}`,
      ),
    );
    expect(Number(sum.refunded)).toBeLessThanOrEqual(order.charge_cents);
  });

  it('concurrent refunds of all the items of orders: each order ends refunded (payment_status)', async () => {
    const placed = [];
    for (let i = 0; i < 5; i++) {
      placed.push(
        await placeAnnOrder(f, `refund-race-all-${i}`, [
          { hash: f.a.hash, qty: 1 },
          { hash: f.b.hash, qty: 2 },
        ]),
      );
    }
    await Promise.all(
      placed.flatMap((o) =>
        o.items.map((i: { id: number }) =>
          refundItem(f.t.app.db, f.t.app.payments, { itemId: i.id, reason: 'cancel' }),
        ),
      ),
    );
    const rows = rowsOf<{ payment_status: string }>(
      await f.t.db.execute(sql`select payment_status from orders
        where id in (${sql.join(
          placed.map((o) => sql`${o.id}`),
          sql`, `,
        )})`),
    );
    expect(rows.map((r) => r.payment_status)).toEqual(Array(5).fill('refunded'));
  });
});
