import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

/**
 * Late items (the 48-hour processing promise, domain processing-promise.ts): items still in one of `statuses`
 * of orders placed before `orderedBefore`; one vendor's when `vendorUserId` is given, else everyone's. The
 * admin's dashboard and chart and the vendor's dashboard read them by this one rule.
 */
export type LateRule = { statuses: readonly string[]; orderedBefore: Date; vendorUserId?: number };

/** The rule as a condition on order_items joined to orders (lateItemsFrom). */
export const lateItemsWhere = ({ statuses, orderedBefore, vendorUserId }: LateRule) =>
  and(
    vendorUserId === undefined ? undefined : eq(orderItems.vendorUserId, vendorUserId),
    inArray(orderItems.status, [...statuses]),
    lt(orders.createdAt, orderedBefore),
  );

/** How many items are late, and the `limit` oldest with their order (oldest order first, then item id). */
export async function lateItemsOf(db: Database, rule: LateRule, limit: number) {
  const where = lateItemsWhere(rule);
  const [total] = await db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where);
  const oldest = await db
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
      orderNumber: orders.number,
      orderedAt: orders.createdAt,
      productName: orderItems.productName,
      vendorName: orderItems.vendorName,
      qty: orderItems.qty,
      status: orderItems.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where)
    .orderBy(asc(orders.createdAt), asc(orderItems.id))
    .limit(limit);
  return { count: Number(total.n), oldest };
}
