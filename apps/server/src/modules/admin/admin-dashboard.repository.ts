import type { SalesWindow } from '@app/domain/admin/dashboard';
import type { ItemStatus } from '@app/domain/orders/item-status';
import { and, count, countDistinct, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, proApplications, refunds, vendorApplications } from '../../db/schema/index.ts';
import { lateItemsOf } from '../orders/late-items-sql.ts';

const sumIn = (column: typeof orders.chargeCents | typeof refunds.amountCents, at: unknown, from: Date) =>
  sql<string>`coalesce(sum(${column}) filter (where ${at} >= ${from.toISOString()}::timestamptz), 0)`;

/**
 * Charged and refunded cents in each window, from its start to `now`: charges by the order's payment time
 * (a charge the provider later reported failed is left out), refunds by the time they were recorded.
 */
export async function salesSince(
  db: Database,
  starts: Record<SalesWindow, Date>,
  now: Date,
): Promise<Record<SalesWindow, { charged: number; refunded: number }>> {
  const earliest = starts.last_30_days;
  const [charged] = await db
    .select({
      today: sumIn(orders.chargeCents, orders.paidAt, starts.today),
      last_7_days: sumIn(orders.chargeCents, orders.paidAt, starts.last_7_days),
      last_30_days: sumIn(orders.chargeCents, orders.paidAt, starts.last_30_days),
    })
    .from(orders)
    .where(and(gte(orders.paidAt, earliest), lte(orders.paidAt, now), ne(orders.paymentStatus, 'failed')));
  const [refunded] = await db
    .select({
      today: sumIn(refunds.amountCents, refunds.createdAt, starts.today),
      last_7_days: sumIn(refunds.amountCents, refunds.createdAt, starts.last_7_days),
      last_30_days: sumIn(refunds.amountCents, refunds.createdAt, starts.last_30_days),
    })
    .from(refunds)
    .where(and(gte(refunds.createdAt, earliest), lte(refunds.createdAt, now)));
  const figure = (w: SalesWindow) => ({ charged: Number(charged[w]), refunded: Number(refunded[w]) });
  return { today: figure('today'), last_7_days: figure('last_7_days'), last_30_days: figure('last_30_days') };
}

/** Order items and the orders holding them, per stored status (statuses without items are absent). */
export async function itemStatusCounts(db: Database) {
  const rows = await db
    .select({
      status: orderItems.status,
      items: count(),
      orders: countDistinct(orderItems.orderId),
    })
    .from(orderItems)
    .groupBy(orderItems.status);
  return new Map(rows.map((r) => [r.status, { items: Number(r.items), orders: Number(r.orders) }]));
}

/** Pro and vendor registrations waiting for the admin's decision. */
export async function waitingVerifications(db: Database) {
  const [pros] = await db
    .select({ n: count() })
    .from(proApplications)
    .where(eq(proApplications.status, 'pending'));
  const [vendors] = await db
    .select({ n: count() })
    .from(vendorApplications)
    .where(eq(vendorApplications.status, 'pending'));
  return { pros: Number(pros.n), vendors: Number(vendors.n) };
}

/**
 * Items still in `statuses` (not processed by their vendor) of orders placed before `orderedBefore`: how
 * many, and the `limit` oldest with their order and vendor.
 */
export const lateItems = (
  db: Database,
  statuses: readonly ItemStatus[],
  orderedBefore: Date,
  limit: number,
) => lateItemsOf(db, { statuses, orderedBefore }, limit);
