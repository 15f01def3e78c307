import type { ItemStatus } from '@app/domain/orders/item-status';
import { and, count, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bucketDate } from '../../db/date-bucket.ts';
import { orderItems, orders, refunds } from '../../db/schema/index.ts';
import { lateItemsWhere } from '../orders/late-items-sql.ts';

/**
 * Charged and refunded cents per Los Angeles day from `from` to `now`, by the same rules as the dashboard's
 * windows (salesSince): charges by payment time, failed ones left out; refunds by the time recorded.
 * Days without money are absent.
 */
export async function salesByDay(db: Database, from: Date, now: Date) {
  const paidDay = bucketDate('day', orders.paidAt);
  const charged = await db
    .select({ date: paidDay, cents: sql<string>`sum(${orders.chargeCents})` })
    .from(orders)
    .where(and(gte(orders.paidAt, from), lte(orders.paidAt, now), ne(orders.paymentStatus, 'failed')))
    .groupBy(paidDay);
  const refundDay = bucketDate('day', refunds.createdAt);
  const refunded = await db
    .select({ date: refundDay, cents: sql<string>`sum(${refunds.amountCents})` })
    .from(refunds)
    .where(and(gte(refunds.createdAt, from), lte(refunds.createdAt, now)))
    .groupBy(refundDay);
  return {
    charged: new Map(charged.map((r) => [r.date, Number(r.cents)])),
    refunded: new Map(refunded.map((r) => [r.date, Number(r.cents)])),
  };
}

/** Items still in `statuses` of orders placed before `orderedBefore` (lateItems' rule), per vendor, most first. */
export async function lateItemsByVendor(db: Database, statuses: readonly ItemStatus[], orderedBefore: Date) {
  const items = count();
  const rows = await db
    .select({ vendorName: orderItems.vendorName, items })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(lateItemsWhere({ statuses, orderedBefore }))
    .groupBy(orderItems.vendorName)
    .orderBy(desc(items), orderItems.vendorName);
  return rows.map((r) => ({ vendor_name: r.vendorName, items: Number(r.items) }));
}
