import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, orderItems, orders, payouts, products } from '../../db/schema/index.ts';

/** The vendor's order items at `status`. */
export async function countItemsAt(db: Database, vendorUserId: number, status: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderItems)
    .where(and(eq(orderItems.vendorUserId, vendorUserId), eq(orderItems.status, status)));
  return row.n;
}

/**
 * The vendor's items in one of `statuses` whose order was placed before `orderedBefore` (the 48-hour promise,
 * domain processing-promise.ts): how many, and the oldest `limit` of them.
 */
export async function itemsOrderedBefore(
  db: Database,
  vendorUserId: number,
  statuses: readonly string[],
  orderedBefore: Date,
  limit: number,
) {
  const where = and(
    eq(orderItems.vendorUserId, vendorUserId),
    inArray(orderItems.status, [...statuses]),
    lt(orders.createdAt, orderedBefore),
  );
  const [{ n }] = await db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where);
  const oldest = await db
    .select({
      id: orderItems.id,
      orderId: orders.id,
      orderNumber: orders.number,
      orderedAt: orders.createdAt,
      productName: orderItems.productName,
      qty: orderItems.qty,
      status: orderItems.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where)
    .orderBy(asc(orders.createdAt), asc(orderItems.id))
    .limit(limit);
  return { count: n, oldest };
}

/** What the payout runs have paid the vendor in all (failed and pending transfers left out). */
export async function paidOutCents(db: Database, vendorUserId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${payouts.amountCents}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.userId, vendorUserId), eq(payouts.status, 'paid')));
  return Number(row.cents);
}

/** Products of the vendor's brands: all of them, and those shoppers see (`listed`). */
export async function countProducts(db: Database, vendorUserId: number) {
  const [row] = await db
    .select({ all: count(), listed: sql<number>`count(*) filter (where ${products.listed})::int` })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(eq(brands.vendorUserId, vendorUserId));
  return { all: row.all, listed: Number(row.listed) };
}
