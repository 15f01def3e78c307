import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { type OrderFixture, orderTestApp, placeAnnOrder } from '../orders/orders.fixture.ts';

export const DAY = 86_400_000;
export const at = (msAgo: number) => new Date(Date.now() - msAgo);

export type Placed = { id: number; number: string; charge_cents: number; items: { id: number }[] };

/**
 * The admin dashboard's history, as its tests need it: three orders of Ann's (two lines from vendors A and B
 * today and `recentDays` ago, one line `oldDays` ago, dated back), one item of today's cancelled within the
 * hour (refunded), and vendor B's item of the recent order processed in time (only vendor A's is late).
 */
export async function dashboardHistory(opts: { key: string; recentDays: number; oldDays: number }) {
  const f: OrderFixture = await orderTestApp();
  const lines = [
    { hash: f.a.hash, qty: 2 },
    { hash: f.b.hash, qty: 1 },
  ];
  const moveOrder = (o: Placed, msAgo: number) =>
    f.t.db
      .update(orders)
      .set({ createdAt: at(msAgo), paidAt: at(msAgo) })
      .where(eq(orders.id, o.id));
  const today: Placed = await placeAnnOrder(f, `${opts.key}-today`, lines);
  const recent: Placed = await placeAnnOrder(f, `${opts.key}-recent`, lines);
  const old: Placed = await placeAnnOrder(f, `${opts.key}-old`, [{ hash: f.a.hash, qty: 1 }]);
  await moveOrder(recent, opts.recentDays * DAY);
  await moveOrder(old, opts.oldDays * DAY);
  const cancelled = await f.t.app.inject({
    method: 'POST',
    url: `/api/order_items/${today.items[1].id}/cancel`,
    headers: f.annAuth,
  });
  expect(cancelled.statusCode).toBe(200);
  const [{ cents }] = rowsOf<{ cents: string }>(
    await f.t.db.execute(sql`select coalesce(sum(amount_cents), 0)::text as cents from refunds`),
  );
  await f.t.db
    .update(orderItems)
    .set({ status: 'Ready to Pick Up' })
    .where(eq(orderItems.id, recent.items[1].id));
  return { f, today, recent, old, refunded: Number(cents) };
}
