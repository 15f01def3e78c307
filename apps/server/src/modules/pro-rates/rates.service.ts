import type { RateTableView } from '@app/domain/estimates/contract';
import { DEFAULT_RATE_TABLE, type RateTable, type rateTableInput } from '@app/domain/estimates/rates';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { rateTableOf, type StoredRateTable, saveRateTable } from './rates.repository.ts';

const viewOf = (table: StoredRateTable | null): RateTableView =>
  table
    ? {
        labour_markup_bps: table.labour_markup_bps,
        rates: table.rates,
        is_default: false,
        updated_at: table.updatedAt.toISOString(),
      }
    : { ...DEFAULT_RATE_TABLE, is_default: true, updated_at: null };

/** The rates a pro's labour lines are drafted at: their own table, or the default one until they save it. */
export async function ratesOf(db: Database, userId: number): Promise<RateTable> {
  return (await rateTableOf(db, userId)) ?? DEFAULT_RATE_TABLE;
}

/** GET /api/pro/rates. */
export async function readRates(db: Database, userId: number): Promise<RateTableView> {
  return viewOf(await rateTableOf(db, userId));
}

/** PUT /api/pro/rates: the whole table, as checked by the domain's rateTableInput. */
export async function replaceRates(
  db: Database,
  userId: number,
  body: z.output<typeof rateTableInput>,
): Promise<RateTableView> {
  return viewOf(await saveRateTable(db, userId, body));
}
