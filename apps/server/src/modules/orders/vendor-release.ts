import { releaseEntries } from '@app/domain/ledger/entries';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { postEntries } from '../ledger/ledger.repository.ts';

/**
 * Releases the vendor's share of a Delivered item (decisions/0006-vendor-payouts.md), in the caller's
 * transaction (which holds the item's lock): one `release` movement (domain releaseEntries) —
 * `vendor_held` −share, `vendor` +share — where share is what is still held for the item after any refunds
 * so far. Once per item: an item released already is not released again (nothing is written when nothing
 * is held).
 */
export async function releaseVendorShare(tx: Database, itemId: number) {
  const held = rowsOf<{ order_id: number; account_id: number | null; brand_id: number | null; held: string }>(
    await tx.execute(sql`select e.order_id, e.account_id, e.brand_id, sum(e.amount_cents) as held
      from ledger_entries e
      where e.order_id = (select order_id from order_items where id = ${itemId})
        and e.order_item_id = ${itemId} and e.account_type = 'vendor_held'
        and not exists (select 1 from ledger_entries r
          where r.order_id = e.order_id and r.order_item_id = ${itemId} and r.kind = 'release')
      group by e.order_id, e.account_id, e.brand_id`),
  );
  for (const h of held) {
    const item = {
      ref: itemId,
      vendorUserId: h.account_id == null ? null : Number(h.account_id),
      brandId: h.brand_id == null ? null : Number(h.brand_id),
    };
    await postEntries(tx, { orderId: Number(h.order_id) }, releaseEntries(item, Number(h.held)));
  }
}
