import { releaseEntries } from '@app/domain/ledger/entries';
import type { Database } from '../../db/client.ts';
import { heldVendorShares, postEntries } from '../ledger/ledger.repository.ts';

/**
 * Releases the vendor's share of a Delivered item (decisions/0006-vendor-payouts.md), in the caller's
 * transaction (which holds the item's lock): one `release` movement (domain releaseEntries) —
 * `vendor_held` −share, `vendor` +share — where share is what is still held for the item after any refunds
 * so far. Once per item: an item released already is not released again (nothing is written when nothing
 * is held). `at` records the release at a past moment (the demo history seed); otherwise now.
 */
export async function releaseVendorShare(tx: Database, itemId: number, at?: Date) {
  const held = await heldVendorShares(tx, itemId);
  for (const h of held) {
    const item = { ref: itemId, vendorUserId: h.vendorUserId, brandId: h.brandId };
    await postEntries(tx, { orderId: h.orderId }, releaseEntries(item, h.heldCents), at);
  }
}
