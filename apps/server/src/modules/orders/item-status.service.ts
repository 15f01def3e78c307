import { MESSAGES } from '@app/domain';
import { canChangeStatus, type ItemStatus, isItemStatus, statusLabel } from '@app/domain/orders/item-status';
import { yourOrderPath } from '@app/domain/orders/order-link';
import { returnRefund } from '@app/domain/orders/refund-split';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { type AuditActor, recordAudit } from '../audit/audit.repository.ts';
import { addNotification } from '../notifications/notifications.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { type LockedItem, lockItem, setStatus } from './order-items.repository.ts';
import type { Viewer } from './orders-view.ts';
import { type RefundLog, refundItemIn, sendRefunds } from './refund.service.ts';
import { returnShippingCents } from './return-shipping.ts';
import { queueStatusMail, type StatusChange } from './status-mail.ts';
import { releaseVendorShare } from './vendor-release.ts';

/** The 422 on `status` when a refunded Decline, Cancle or Returned item is asked to change (domain isFinalStatus). */
export const finalStatusMessage = (status: ItemStatus) =>
  `This item has been refunded: ${statusLabel(status)} is final.`;

/** The money a status change moved for the audit log: the refund and its restocking fee, in cents. */
export type MovedMoney = { refund_cents: number; restocking_fee_cents?: number } | null;

/**
 * Who changes the status, and how, for the audit log: `action` 'order_item.status' (a vendor's or the
 * admin's choice), 'order_item.cancel' and 'order_item.return_request' (the homeowner's own actions),
 * 'order_item.return_receive' (the returns desk).
 */
export type StatusAudit = { actor: AuditActor; action: string; money?: MovedMoney };

/**
 * Writes the new status, its audit entry (who, from what to what, the money it moved), the homeowner's
 * notification and their mail (queued in the outbox: the caller flushes it after commit), all in `tx`.
 * `appUrl` makes the mail's link absolute.
 */
export async function setItemStatus(
  tx: Database,
  item: LockedItem,
  to: ItemStatus,
  appUrl: string,
  audit: StatusAudit,
): Promise<StatusChange> {
  await setStatus(tx, item.id, to);
  await recordAudit(tx, audit.actor, {
    action: audit.action,
    entity: 'order_item',
    entityId: item.id,
    before: { status: item.status, order_number: Number(item.number) },
    after: { status: to, order_number: Number(item.number), ...(audit.money ?? {}) },
  });
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
async function moneyFor(
  tx: Database,
  item: LockedItem,
  to: ItemStatus,
  restockingFeeCents?: number,
): Promise<MovedMoney> {
  if (to === 'Delivered') await releaseVendorShare(tx, item.id);
  const refunded = (outcome: { amountCents: number } | null) =>
    outcome ? { refund_cents: outcome.amountCents } : null;
  if (to === 'Decline') return refunded(await refundItemIn(tx, { itemId: item.id, reason: 'decline' }));
  // An admin's Cancle gives the money back like the homeowner's own cancel (same refund key: once).
  if (to === 'Cancle') return refunded(await refundItemIn(tx, { itemId: item.id, reason: 'cancel' }));
  if (to === 'Returned' && item.status === 'Return Request') {
    // The returns desk may lower the fee; returnRefund never lets it above the return shipping.
    const quote = returnRefund({
      lineTotalWithTax: Number(item.line_total) + Number(item.tax_cents),
      returnShippingCents: await returnShippingCents(tx),
      restockingFeeCents,
    });
    const outcome = await refundItemIn(tx, {
      itemId: item.id,
      reason: 'return',
      amountCents: quote.refundCents,
      restockingFeeCents: quote.restockingFeeCents,
    });
    return { refund_cents: outcome?.amountCents ?? 0, restocking_fee_cents: quote.restockingFeeCents };
  }
  return null;
}

/**
 * Options of one status change: the restocking fee of a return received (default the return shipping), and
 * for the returns desk the only status the item may be changed from (else 422 on `status` with `message`;
 * an item already at the target status and refunded is a replay: nothing happens).
 */
export type StatusChangeOptions = {
  restockingFeeCents?: number;
  onlyFrom?: { status: ItemStatus; message: string };
  action?: string;
};

/**
 * Changes an order item's status by the rules of point 4 (domain canChangeStatus): 403 for a role that may
 * not set it, 422 for a transition the rules forbid or from a final status (refunded Decline, Cancle,
 * Returned: decisions/0003), nothing at all when it does not change. A vendor
 * reaches only its own items (another vendor's is 404). A change notifies the homeowner, moves the money
 * it implies (moneyFor) and is written to the audit log with who made it, all in one transaction; the
 * answer names whom to mail after commit.
 */
export async function changeItemStatus(
  db: Database,
  payments: PaymentProvider,
  viewer: Viewer,
  itemId: number,
  to: string,
  appUrl: string,
  log?: RefundLog,
  options: StatusChangeOptions = {},
): Promise<{ changed: StatusChange | null }> {
  if (viewer.type !== 'Admin' && viewer.type !== 'Vendor') {
    throw new AppError('forbidden', MESSAGES.notAuthorized);
  }
  if (!isItemStatus(to)) throw AppError.invalid(fieldError('status', 'The selected status is invalid.'));
  const result = await db.transaction(async (tx) => {
    const item = await lockItem(tx, itemId, viewer.type === 'Vendor' ? { vendorId: viewer.id } : {});
    const from = item.status;
    if (!isItemStatus(from)) throw new AppError('internal');
    const { onlyFrom } = options;
    if (onlyFrom && from !== onlyFrom.status && !(from === to && item.refunded)) {
      throw AppError.invalid(fieldError('status', onlyFrom.message));
    }
    const verdict = canChangeStatus(viewer.type, from, to, item.refunded);
    if (verdict === 'forbidden-role') throw new AppError('forbidden', MESSAGES.notAuthorized);
    if (verdict === 'final') throw AppError.invalid(fieldError('status', finalStatusMessage(from)));
    if (verdict === 'forbidden-transition') {
      throw AppError.invalid(
        fieldError('status', `The status cannot change from ${statusLabel(from)} to ${statusLabel(to)}.`),
      );
    }
    if (verdict === 'same') return { changed: null };
    const money = await moneyFor(tx, item, to, options.restockingFeeCents);
    const audit = { actor: viewer, action: options.action ?? 'order_item.status', money };
    return { changed: await setItemStatus(tx, item, to, appUrl, audit) };
  });
  // The refunds the change recorded go to the provider once it has committed.
  if (result.changed) await sendRefunds(db, payments, { itemId }, log);
  return result;
}
