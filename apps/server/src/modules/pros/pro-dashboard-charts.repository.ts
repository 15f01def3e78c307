import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bucketDate } from '../../db/date-bucket.ts';
import { ledgerEntries, orders } from '../../db/schema/index.ts';

/**
 * The pro's markup earned per Los Angeles week since `from`, from the ledger: its `contractor` account's
 * charge and refund movements (payouts only move it out). Weeks without money are absent.
 */
export async function proProfitByWeek(db: Database, proUserId: number, from: Date) {
  const week = bucketDate('week', ledgerEntries.createdAt);
  const rows = await db
    .select({ date: week, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountType, 'contractor'),
        eq(ledgerEntries.accountId, proUserId),
        inArray(ledgerEntries.kind, ['charge', 'refund']),
        gte(ledgerEntries.createdAt, from),
      ),
    )
    .groupBy(week);
  return new Map(rows.map((r) => [r.date, Number(r.cents)]));
}

/** Orders placed at the pro's showroom (its prices) per Los Angeles week since `from`, as its order list. */
export async function proOrdersByWeek(db: Database, proUserId: number, from: Date) {
  const week = bucketDate('week', orders.createdAt);
  const rows = await db
    .select({ date: week, orders: count() })
    .from(orders)
    .where(and(eq(orders.showroomUserId, proUserId), gte(orders.createdAt, from)))
    .groupBy(week);
  return new Map(rows.map((r) => [r.date, Number(r.orders)]));
}
