import { entriesTotal, type LedgerEntry } from '@app/domain/ledger/entries';
import type { Database } from '../../db/client.ts';
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
