import type { BalanceEntry } from '@app/domain/payouts/balance';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

/** The ledger accounts that hold a payee's money. */
export type PayeeAccountType = 'contractor' | 'vendor';

type EntryRow = { amount_cents: number; created_at: Date | string; available_at: Date | string | null };

/** Every ledger entry of a payee's account (charges, refunds, payouts), for the domain's balanceAsOf. */
export async function payeeEntries(db: Database, type: PayeeAccountType, userId: number) {
  const rows = rowsOf<EntryRow>(
    await db.execute(sql`select amount_cents, created_at, available_at from ledger_entries
      where account_type = ${type} and account_id = ${userId} order by id`),
  );
  return rows.map(
    (r): BalanceEntry => ({
      amountCents: Number(r.amount_cents),
      createdAt: new Date(r.created_at),
      availableAt: r.available_at == null ? null : new Date(r.available_at),
    }),
  );
}
