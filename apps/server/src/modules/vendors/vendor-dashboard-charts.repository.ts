import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bucketDate } from '../../db/date-bucket.ts';
import { ledgerEntries, orderItems } from '../../db/schema/index.ts';

/**
 * The vendor's share of charges less refunds per Los Angeles week since `from`, from the ledger: its
 * `vendor_held` and `vendor` accounts, charge and refund movements only (a release moves money between the
 * two, a payout pays it out: neither is earned). Weeks without money are absent.
 */
export async function vendorEarningsByWeek(db: Database, vendorUserId: number, from: Date) {
  const week = bucketDate('week', ledgerEntries.createdAt);
  const rows = await db
    .select({ date: week, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.accountType, ['vendor_held', 'vendor']),
        eq(ledgerEntries.accountId, vendorUserId),
        inArray(ledgerEntries.kind, ['charge', 'refund']),
        gte(ledgerEntries.createdAt, from),
      ),
    )
    .groupBy(week);
  return rows.map((r) => ({ date: r.date, earnings_cents: Number(r.cents) }));
}

/** The vendor's order items per stored status (statuses without items are absent). */
export async function vendorItemsByStatus(db: Database, vendorUserId: number) {
  const rows = await db
    .select({ status: orderItems.status, items: count() })
    .from(orderItems)
    .where(eq(orderItems.vendorUserId, vendorUserId))
    .groupBy(orderItems.status);
  return new Map(rows.map((r) => [r.status, Number(r.items)]));
}
