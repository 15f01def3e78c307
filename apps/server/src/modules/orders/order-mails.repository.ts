import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { ItemRow, OrderRow } from './orders.repository.ts';

/**
 * Up to `limit` orders whose mails are not queued yet (of `only`, when given), oldest first, locked for the
 * caller's transaction; orders another transaction holds are skipped (it is mailing them).
 */
export function lockUnmailedOrders(
  tx: Database,
  limit: number,
  only?: readonly number[],
): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(isNull(orders.mailedAt), only ? inArray(orders.id, [...only]) : undefined))
    .orderBy(asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Every item of these orders, in line order. */
export function itemsOfOrderIds(tx: Database, ids: number[]): Promise<ItemRow[]> {
  return tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id));
}

export async function markOrdersMailed(tx: Database, ids: number[]): Promise<void> {
  await tx.update(orders).set({ mailedAt: sql`now()` }).where(inArray(orders.id, ids));
}
