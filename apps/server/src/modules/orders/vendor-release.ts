import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Releases the vendor's share of a Delivered item (decisions/0006-vendor-payouts.md), in the caller's
 * transaction (which holds the item's lock): one `release` movement — `vendor_held` −share, `vendor` +share,
 * summing to zero — where share is what is still held for the item after any refunds so far. Once per item:
 * an item released already is not released again (nothing is written when nothing is held). One statement.
 */
export async function releaseVendorShare(tx: Database, itemId: number) {
  await tx.execute(sql`insert into ledger_entries
      (order_id, order_item_id, account_type, account_id, brand_id, amount_cents, kind)
    select h.order_id, h.order_item_id, m.account_type, h.account_id, h.brand_id, m.sign * h.held, 'release'
    from (select e.order_id, e.order_item_id, e.account_id, e.brand_id, sum(e.amount_cents)::int as held
          from ledger_entries e
          where e.order_id = (select order_id from order_items where id = ${itemId})
            and e.order_item_id = ${itemId} and e.account_type = 'vendor_held'
          group by e.order_id, e.order_item_id, e.account_id, e.brand_id) h
    cross join (values ('vendor_held', -1), ('vendor', 1)) as m(account_type, sign)
    where h.held <> 0 and not exists (select 1 from ledger_entries r
      where r.order_id = h.order_id and r.order_item_id = ${itemId} and r.kind = 'release')`);
}
