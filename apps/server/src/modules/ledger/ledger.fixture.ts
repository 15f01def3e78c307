import type { Database } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';

/**
 * A balanced charge movement of an order recorded at `at` (the ledger is append-only: its past is seeded by
 * inserting, never by moving entries): the customer −cents, the party's account +cents.
 */
export async function seedChargeAt(
  db: Database,
  m: {
    orderId: number;
    accountType: 'vendor_held' | 'contractor';
    accountId: number;
    cents: number;
    at: Date;
  },
) {
  const movement = { orderId: m.orderId, kind: 'charge', createdAt: m.at };
  await db.insert(ledgerEntries).values([
    { ...movement, accountType: 'customer', amountCents: -m.cents },
    { ...movement, accountType: m.accountType, accountId: m.accountId, amountCents: m.cents },
  ]);
}
