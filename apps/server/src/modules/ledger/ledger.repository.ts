import { entriesTotal, type LedgerEntry } from '@app/domain/ledger/entries';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';

/** What the entries of one movement belong to: an order (each entry's itemRef is an order item id) or a payout. */
export type EntrySource = { orderId: number } | { payoutId: number };

/** A movement that does not sum to zero: a bug, never written. */
export class UnbalancedEntries extends Error {
  constructor(total: number) {
    super(`ledger entries must sum to 0, these sum to ${total}`);
    this.name = 'UnbalancedEntries';
  }
}

/** A movement as it may be written: the same entries, or UnbalancedEntries when they do not sum to zero. */
function balanced(entries: readonly LedgerEntry[]): readonly LedgerEntry[] {
  const total = entriesTotal(entries);
  if (total !== 0) throw new UnbalancedEntries(total);
  return entries;
}

/**
 * The one way money is written to the append-only ledger: one movement (a charge, a refund, a release or
 * a payout, built by the domain's ledger/entries.ts), refused whole unless it sums to zero. `at` records it
 * at a past moment (the demo history seed); otherwise it is recorded now.
 */
export async function postEntries(
  tx: Database,
  source: EntrySource,
  entries: readonly LedgerEntry[],
  at?: Date,
) {
  if (balanced(entries).length === 0) return;
  await tx.insert(ledgerEntries).values(
    entries.map((e) => ({
      ...source,
      orderItemId: 'orderId' in source ? e.itemRef : null,
      kind: e.kind,
      accountType: e.accountType,
      accountId: e.accountId,
      brandId: e.brandId,
      amountCents: e.amountCents,
      availableAt: e.availableAt,
      createdAt: at,
    })),
  );
}

/**
 * An order's charge movement for the statement that writes the order with it (orders.repository.ts), as
 * the JSON rows of `entryRecord`: refused unless it sums to zero, like every movement. Each entry's
 * itemRef is its item's position in the order's draft; the statement maps it to the item's id.
 */
export function chargeMovementRows(entries: readonly LedgerEntry[]): string {
  return JSON.stringify(
    balanced(entries).map((e) => ({
      kind: e.kind,
      account_type: e.accountType,
      account_id: e.accountId,
      brand_id: e.brandId,
      amount_cents: e.amountCents,
      available_at: e.availableAt?.toISOString() ?? null,
      item_n: e.itemRef,
    })),
  );
}

/** The json_to_recordset definition of chargeMovementRows' rows. */
export const entryRecord = sql.raw(
  'kind text, account_type text, account_id int, brand_id int, amount_cents bigint, available_at timestamptz, item_n int',
);

/**
 * What is still held (`vendor_held`) for an order item, per vendor account and brand — nothing once the
 * item was released (a `release` movement exists for it).
 */
export async function heldVendorShares(tx: Database, itemId: number) {
  const rows = rowsOf<{ order_id: number; account_id: number | null; brand_id: number | null; held: string }>(
    await tx.execute(sql`select e.order_id, e.account_id, e.brand_id, sum(e.amount_cents) as held
      from ledger_entries e
      where e.order_id = (select order_id from order_items where id = ${itemId})
        and e.order_item_id = ${itemId} and e.account_type = 'vendor_held'
        and not exists (select 1 from ledger_entries r
          where r.order_id = e.order_id and r.order_item_id = ${itemId} and r.kind = 'release')
      group by e.order_id, e.account_id, e.brand_id`),
  );
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    vendorUserId: r.account_id == null ? null : Number(r.account_id),
    brandId: r.brand_id == null ? null : Number(r.brand_id),
    heldCents: Number(r.held),
  }));
}
