import type { ItemStatus } from '@app/domain/orders/item-status';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

export type LockedItem = {
  id: number;
  status: string;
  vendor_user_id: number | null;
  user_id: number;
  number: number;
  product_name: string;
  line_total: number;
  tax_cents: number;
  status_date: Date | string;
  created_at: Date | string;
  /** Money was given back for the item (a refund row exists): its Decline, Cancle or Returned is final. */
  refunded: boolean;
};

/**
 * Locks an order item (and reads its order) in `tx`; `scope` narrows it to a vendor's or an owner's items
 * (another's item is not found).
 */
export async function lockItem(
  tx: Database,
  itemId: number,
  scope: { vendorId?: number; ownerId?: number } = {},
) {
  const narrowed = sql`${scope.vendorId != null ? sql`and i.vendor_user_id = ${scope.vendorId}` : sql``} ${
    scope.ownerId != null ? sql`and o.user_id = ${scope.ownerId}` : sql``
  }`;
  const [item] = rowsOf<Omit<LockedItem, 'refunded'>>(
    await tx.execute(sql`select i.id, i.status, i.vendor_user_id, o.user_id, o.number, i.product_name,
        i.line_total, i.tax_cents, i.status_date, o.created_at
      from order_items i join orders o on o.id = i.order_id
      where i.id = ${itemId} ${narrowed} for update of i`),
  );
  if (!item) throw new AppError('not_found');
  // Read in a statement of its own, once the lock is held: under READ COMMITTED a statement that waited for
  // the lock sees the item's new row but keeps its older snapshot for a subquery, so a refund committed by
  // the change it waited for (a Decline, a return received) would read as absent.
  const [{ refunded }] = rowsOf<{ refunded: boolean }>(
    await tx.execute(sql`select exists (select 1 from refunds where order_item_id = ${itemId}) as refunded`),
  );
  return { ...item, refunded: refunded === true };
}

export async function setStatus(tx: Database, itemId: number, status: ItemStatus): Promise<void> {
  await tx.execute(sql`update order_items set status = ${status}, status_date = now() where id = ${itemId}`);
}
