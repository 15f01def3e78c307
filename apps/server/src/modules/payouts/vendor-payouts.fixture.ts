import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { OrderFixture } from '../orders/orders.fixture.ts';
import { placePaidOrder } from './payouts.fixture.ts';

export type LedgerRow = {
  account_type: string;
  account_id: number | null;
  brand_id: number | null;
  kind: string;
  amount_cents: number;
};

/** The ledger entries of one order item, vendor accounts only, in the order written. */
export async function vendorEntries(f: OrderFixture, itemId: number) {
  const rows = rowsOf<LedgerRow>(
    await f.t.db.execute(sql`select account_type, account_id, brand_id, kind, amount_cents from ledger_entries
      where order_item_id = ${itemId} and account_type in ('vendor', 'vendor_held') order by id`),
  );
  return rows.map((r) => ({
    ...r,
    account_id: r.account_id == null ? null : Number(r.account_id),
    brand_id: r.brand_id == null ? null : Number(r.brand_id),
    amount_cents: Number(r.amount_cents),
  }));
}

/** Sets an item's status as the admin; throws unless 200. */
export async function adminSetStatus(f: OrderFixture, itemId: number, status: string) {
  const res = await f.t.app.inject({
    method: 'PATCH',
    url: `/api/order_items/${itemId}/status`,
    headers: f.auth.admin,
    payload: { status },
  });
  if (res.statusCode !== 200) throw new Error(`PATCH status ${res.statusCode} ${res.body}`);
}

/** placePaidOrder, plus vendor B's item (product b, qty 1) and its share (final_price × qty). */
export async function placeVendorBOrder(f: OrderFixture) {
  const placed = await placePaidOrder(f);
  const [item] = rowsOf<{ id: number; share: number }>(
    await f.t.db.execute(sql`select id, final_price * qty as share from order_items
      where order_id = ${placed.order.id} and vendor_user_id = ${f.vendorB.id}`),
  );
  return { ...placed, itemId: Number(item.id), share: Number(item.share) };
}
