import { actionOf } from '@app/domain/estimates/applied';
import type { Database } from '../../db/client.ts';
import { setItemStatus } from '../orders/item-status.service.ts';
import { lockItem } from '../orders/order-items.repository.ts';
import { refundItemIn, sendRefunds } from '../orders/refund.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { cancellableItemsOf, removalsRefunded } from './change-orders.repository.ts';
import type { EstimateRow, VersionRow } from './estimates.repository.ts';

/**
 * An approved change order's removals (issue 25 point 5): each product taken out of the room cancels the
 * items its estimate's orders bought of it that are not shipped yet, whole items up to the quantity removed,
 * each refunded in full through the existing refund path (recorded with the status change, sent after
 * commit, resent by the reconciler; its key makes a retry refund nothing twice). An item already shipped is
 * the homeowner's to keep or return. Answers the refunds' total.
 */
/** The items a change order's removals cancel: whole items of each removed product, up to its quantity. */
export async function removedItems(db: Database, parentId: number, version: VersionRow) {
  const removals = version.lines.filter(
    (l) => l.kind === 'material' && l.product && l.quantity < 0 && actionOf(l.id)?.action === 'remove',
  );
  const items: { id: number; paidCents: number }[] = [];
  for (const line of removals) {
    let left = -line.quantity;
    for (const item of await cancellableItemsOf(db, parentId, line.product!.sizeId)) {
      if (item.qty > left) continue;
      left -= item.qty;
      items.push(item);
    }
  }
  return items;
}

export async function refundRemovals(
  db: Database,
  payments: PaymentProvider,
  change: { estimate: EstimateRow; version: VersionRow; ownerId: number; appUrl: string },
): Promise<number> {
  const { estimate, version } = change;
  if (estimate.kind !== 'change_order' || estimate.parentId === null) return 0;
  // Once: a replay of the approval must not cancel further items of the same product.
  if (await removalsRefunded(db, estimate.id)) return 0;
  let total = 0;
  const refunded: number[] = [];
  for (const item of await removedItems(db, estimate.parentId, version)) {
    total += await db.transaction(async (tx) => {
      const locked = await lockItem(tx, item.id, { ownerId: change.ownerId });
      if (locked.refunded) return 0;
      const refund = await refundItemIn(tx, {
        itemId: item.id,
        reason: 'cancel',
        idempotencyKey: `change:${estimate.id}:${item.id}`,
      });
      await setItemStatus(tx, locked, 'Cancle', change.appUrl, {
        actor: { id: change.ownerId, type: 'User' },
        action: 'order_item.change_order',
        money: refund ? { refund_cents: refund.amountCents } : null,
      });
      return refund?.amountCents ?? 0;
    });
    refunded.push(item.id);
  }
  for (const itemId of refunded) await sendRefunds(db, payments, { itemId });
  return total;
}
