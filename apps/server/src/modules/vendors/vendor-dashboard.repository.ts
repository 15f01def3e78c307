import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, orderItems, payouts, products } from '../../db/schema/index.ts';
import { lateItemsOf } from '../orders/late-items-sql.ts';

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
export const itemsOrderedBefore = (
  db: Database,
  vendorUserId: number,
  statuses: readonly string[],
  orderedBefore: Date,
  limit: number,
) => lateItemsOf(db, { statuses, orderedBefore, vendorUserId }, limit);

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
