import type { RateTable } from '@app/domain/estimates/rates';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { proRates } from '../../db/schema/index.ts';

export type StoredRateTable = RateTable & { updatedAt: Date };

/** The pro's own rate table, or null before they save one. */
export async function rateTableOf(db: Database, userId: number): Promise<StoredRateTable | null> {
  const [row] = await db.select().from(proRates).where(eq(proRates.userId, userId));
  return row ? { labour_markup_bps: row.labourMarkupBps, rates: row.rates, updatedAt: row.updatedAt } : null;
}

/** Replaces the pro's table (one statement: two saves at once leave one whole table, never a mix). */
export async function saveRateTable(
  db: Database,
  userId: number,
  table: RateTable,
): Promise<StoredRateTable> {
  const values = { labourMarkupBps: table.labour_markup_bps, rates: table.rates };
  const [row] = await db
    .insert(proRates)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: proRates.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return { labour_markup_bps: row.labourMarkupBps, rates: row.rates, updatedAt: row.updatedAt };
}
