import type { BalanceEntry } from '@app/domain/payouts/balance';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

/** The ledger account a payee is paid from (a vendor's held money is `vendor_held` until released to it). */
export type PayeeAccountType = 'contractor' | 'vendor';

/** The payee account of a user type: Vendor → vendor, Contractor → contractor. */
export const payeeAccountType = (userType: string): PayeeAccountType =>
  userType === 'Vendor' ? 'vendor' : 'contractor';

type EntryRow = {
  account_type: string;
  amount_cents: number;
  created_at: Date | string;
  available_at: Date | string | null;
};

/**
 * Every ledger entry of a payee's accounts (charges, refunds, releases, payouts), for the domain's
 * balanceAsOf: a contractor's `contractor` entries; a vendor's `vendor` entries and its `vendor_held` ones,
 * marked held (pending until the item is Delivered and released).
 */
export async function payeeEntries(db: Database, type: PayeeAccountType, userId: number) {
  const types = type === 'vendor' ? sql`('vendor', 'vendor_held')` : sql`('contractor')`;
  const rows = rowsOf<EntryRow>(
    await db.execute(sql`select account_type, amount_cents, created_at, available_at from ledger_entries
      where account_type in ${types} and account_id = ${userId} order by id`),
  );
  return rows.map(
    (r): BalanceEntry => ({
      amountCents: Number(r.amount_cents),
      createdAt: new Date(r.created_at),
      availableAt: r.available_at == null ? null : new Date(r.available_at),
      held: r.account_type === 'vendor_held',
    }),
  );
}
