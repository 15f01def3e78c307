import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { ItemRow, OrderRow } from './orders.repository.ts';

/**
 * Claims up to `limit` orders whose mails are not queued yet (of `only`, when given), oldest first: marks them
 * mailed in the caller's transaction and answers them, in one statement. An order another transaction holds
 * is skipped (it is mailing it); a rolled-back caller leaves its orders unmailed.
 */
export function claimUnmailedOrders(
  tx: Database,
  limit: number,
  only?: readonly number[],
): Promise<OrderRow[]> {
  const due = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNull(orders.mailedAt), only ? inArray(orders.id, [...only]) : undefined))
    .orderBy(asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx.update(orders).set({ mailedAt: sql`now()` }).where(inArray(orders.id, due)).returning();
}

/** Every item of these orders, in line order. */
export function itemsOfOrderIds(tx: Database, ids: number[]): Promise<ItemRow[]> {
  return tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id));
}
