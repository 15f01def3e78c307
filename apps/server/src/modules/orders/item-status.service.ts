import { MESSAGES } from '@app/domain';
import { canChangeStatus, isItemStatus, statusLabel } from '@app/domain/orders/item-status';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { addNotification } from '../notifications/notifications.repository.ts';
import type { Viewer } from './orders-view.ts';

type LockedItem = {
  id: number;
  status: string;
  vendor_user_id: number | null;
  user_id: number;
  number: number;
};

/**
 * Changes an order item's status by the rules of point 4 (domain canChangeStatus): 403 for a role that may
 * not set it, 422 for a transition the rules forbid, nothing at all when it does not change. A vendor
 * reaches only its own items (another vendor's is 404). A change notifies the homeowner, in the same
 * transaction.
 */
export async function changeItemStatus(db: Database, viewer: Viewer, itemId: number, to: string) {
  if (viewer.type !== 'Admin' && viewer.type !== 'Vendor') {
    throw new AppError('forbidden', MESSAGES.notAuthorized);
  }
  if (!isItemStatus(to)) throw AppError.invalid(fieldError('status', 'The selected status is invalid.'));
  return db.transaction(async (tx) => {
    const scope = viewer.type === 'Vendor' ? sql`and i.vendor_user_id = ${viewer.id}` : sql``;
    const [item] = rowsOf<LockedItem>(
      await tx.execute(sql`select i.id, i.status, i.vendor_user_id, o.user_id, o.number
        from order_items i join orders o on o.id = i.order_id
        where i.id = ${itemId} ${scope} for update of i`),
    );
    if (!item) throw new AppError('not_found');
    const from = item.status;
    if (!isItemStatus(from)) throw new AppError('internal');
    const verdict = canChangeStatus(viewer.type, from, to);
    if (verdict === 'forbidden-role') throw new AppError('forbidden', MESSAGES.notAuthorized);
    if (verdict === 'forbidden-transition') {
      throw AppError.invalid(
        fieldError('status', `The status cannot change from ${statusLabel(from)} to ${statusLabel(to)}.`),
      );
    }
    if (verdict === 'same') return { changed: false };
    await tx.execute(sql`update order_items set status = ${to}, status_date = now() where id = ${item.id}`);
    await addNotification(tx, Number(item.user_id), {
      title: `Order ${item.number}: ${statusLabel(to)}`,
      body: `An item of your order ${item.number} is now ${statusLabel(to)}.`,
      link: '/your_orders',
    });
    return { changed: true };
  });
}
