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

/**
 * The one way money is written to the append-only ledger: one movement (a charge, a refund, a release or
 * a payout, built by the domain's ledger/entries.ts), refused whole unless it sums to zero.
 */
export async function postEntries(tx: Database, source: EntrySource, entries: readonly LedgerEntry[]) {
  const total = entriesTotal(entries);
  if (total !== 0) throw new UnbalancedEntries(total);
  if (entries.length === 0) return;
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
    })),
  );
}

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
