import { MESSAGES } from '@app/domain';
import { canChangeStatus, type ItemStatus, isItemStatus, statusLabel } from '@app/domain/orders/item-status';
import { yourOrderPath } from '@app/domain/orders/order-link';
import { returnRefund } from '@app/domain/orders/refund-split';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { addNotification } from '../notifications/notifications.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { type LockedItem, lockItem, setStatus } from './order-items.repository.ts';
import type { Viewer } from './orders-view.ts';
import { type RefundLog, refundItemIn, sendRefunds } from './refund.service.ts';
import { returnShippingCents } from './return-shipping.ts';
import { queueStatusMail } from './status-mail.ts';
import { releaseVendorShare } from './vendor-release.ts';

/** The 422 on `status` when a refunded Decline, Cancle or Returned item is asked to change (domain isFinalStatus). */
export const finalStatusMessage = (status: ItemStatus) =>
  `This item has been refunded: ${statusLabel(status)} is final.`;

/** A change of an item's status: whom it concerns and what it is now. */
export type StatusChange = { userId: number; orderNumber: number; productName: string; status: ItemStatus };

/**
 * Writes the new status, the homeowner's notification and their mail (queued in the outbox: the caller
 * flushes it after commit). `appUrl` makes the mail's link absolute.
 */
export async function setItemStatus(
  tx: Database,
  item: LockedItem,
  to: ItemStatus,
  appUrl: string,
): Promise<StatusChange> {
  await setStatus(tx, item.id, to);
  await addNotification(tx, Number(item.user_id), {
    title: `Order ${item.number}: ${statusLabel(to)}`,
    body: `An item of your order ${item.number} is now ${statusLabel(to)}.`,
    link: yourOrderPath(item.number),
  });
  const change: StatusChange = {
    userId: Number(item.user_id),
    orderNumber: Number(item.number),
    productName: item.product_name,
    status: to,
  };
  await queueStatusMail(tx, appUrl, change);
  return change;
}

/**
 * The money a status change moves, in the same transaction: Decline and Cancle refund the item in full; Returned
 * (from Return Request) refunds the line total with tax less the restocking fee (= return shipping, capped
 * by the domain's returnRefund); Delivered releases the vendor's held share, the first time only
 * (decisions/0006-vendor-payouts.md).
 */
async function moneyFor(tx: Database, item: LockedItem, to: ItemStatus) {
  if (to === 'Delivered') await releaseVendorShare(tx, item.id);
  if (to === 'Decline') await refundItemIn(tx, { itemId: item.id, reason: 'decline' });
  // An admin's Cancle gives the money back like the homeowner's own cancel (same refund key: once).
  if (to === 'Cancle') await refundItemIn(tx, { itemId: item.id, reason: 'cancel' });
  if (to === 'Returned' && item.status === 'Return Request') {
    const { refundCents, restockingFeeCents } = returnRefund({
      lineTotalWithTax: Number(item.line_total) + Number(item.tax_cents),
      returnShippingCents: await returnShippingCents(tx),
    });
    await refundItemIn(tx, {
      itemId: item.id,
      reason: 'return',
      amountCents: refundCents,
      restockingFeeCents,
    });
  }
}

/**
 * Changes an order item's status by the rules of point 4 (domain canChangeStatus): 403 for a role that may
 * not set it, 422 for a transition the rules forbid or from a final status (refunded Decline, Cancle,
 * Returned: decisions/0003), nothing at all when it does not change. A vendor
 * reaches only its own items (another vendor's is 404). A change notifies the homeowner and moves the money
 * it implies (moneyFor), all in one transaction; the answer names whom to mail after commit.
 */
export async function changeItemStatus(
  db: Database,
  payments: PaymentProvider,
  viewer: Viewer,
  itemId: number,
  to: string,
  appUrl: string,
  log?: RefundLog,
): Promise<{ changed: StatusChange | null }> {
  if (viewer.type !== 'Admin' && viewer.type !== 'Vendor') {
    throw new AppError('forbidden', MESSAGES.notAuthorized);
  }
  if (!isItemStatus(to)) throw AppError.invalid(fieldError('status', 'The selected status is invalid.'));
  const result = await db.transaction(async (tx) => {
    const item = await lockItem(tx, itemId, viewer.type === 'Vendor' ? { vendorId: viewer.id } : {});
    const from = item.status;
    if (!isItemStatus(from)) throw new AppError('internal');
    const verdict = canChangeStatus(viewer.type, from, to, item.refunded);
    if (verdict === 'forbidden-role') throw new AppError('forbidden', MESSAGES.notAuthorized);
    if (verdict === 'final') throw AppError.invalid(fieldError('status', finalStatusMessage(from)));
    if (verdict === 'forbidden-transition') {
      throw AppError.invalid(
        fieldError('status', `The status cannot change from ${statusLabel(from)} to ${statusLabel(to)}.`),
      );
    }
    if (verdict === 'same') return { changed: null };
    await moneyFor(tx, item, to);
    return { changed: await setItemStatus(tx, item, to, appUrl) };
  });
  // The refunds the change recorded go to the provider once it has committed.
  if (result.changed) await sendRefunds(db, payments, { itemId }, log);
  return result;
}
