import { canCancelItem, canRequestReturn } from '@app/domain/orders/homeowner-actions';
import { isItemStatus } from '@app/domain/orders/item-status';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { setItemStatus } from './item-status.service.ts';
import { type LockedItem, lockItem } from './order-items.repository.ts';
import { type RefundLog, refundItemIn, sendRefunds } from './refund.service.ts';
import type { StatusChange } from './status-mail.ts';

export const CANCEL_REFUSED =
  'This item can only be cancelled within 60 minutes of the order, before it is picked up.';
export const ALREADY_REFUNDED = 'This item has already been refunded.';
export const RETURN_REFUSED =
  'A return can only be requested for a delivered item, within 12 days of delivery.';

const refuse = (message: string) => AppError.invalid(fieldError('status', message));
const ownItem = (tx: Database, userId: number, itemId: number): Promise<LockedItem> =>
  lockItem(tx, itemId, { ownerId: userId });

/**
 * The homeowner cancels an item of their order (→ Cancle) within 60 minutes of the order while it is not
 * yet declined, cancelled or picked up (domain canCancelItem), and it is refunded in full with its tax (the
 * refund recorded in the same transaction, sent to the provider after it). Another homeowner's item is
 * 404; an item refunded already (a second cancel), outside the window or status, 422.
 */
export async function cancelItem(
  db: Database,
  payments: PaymentProvider,
  userId: number,
  itemId: number,
  appUrl: string,
  { now = new Date(), log }: { now?: Date; log?: RefundLog } = {},
): Promise<StatusChange> {
  const change = await db.transaction(async (tx) => {
    const item = await ownItem(tx, userId, itemId);
    if (item.refunded) throw refuse(ALREADY_REFUNDED);
    if (!isItemStatus(item.status) || !canCancelItem(item.status, item.created_at, now, item.refunded)) {
      throw refuse(CANCEL_REFUSED);
    }
    const refund = await refundItemIn(tx, { itemId: item.id, reason: 'cancel' });
    return setItemStatus(tx, item, 'Cancle', appUrl, {
      actor: { id: userId, type: 'User' },
      action: 'order_item.cancel',
      money: refund ? { refund_cents: refund.amountCents } : null,
    });
  });
  await sendRefunds(db, payments, { itemId }, log);
  return change;
}

/**
 * The homeowner asks to return a Delivered item within 12 days of delivery (its status_date) → Return
 * Request. No money moves yet: the refund comes when the admin sets Returned.
 */
export async function requestReturn(
  db: Database,
  userId: number,
  itemId: number,
  appUrl: string,
  now = new Date(),
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const item = await ownItem(tx, userId, itemId);
    if (!isItemStatus(item.status) || !canRequestReturn(item.status, item.status_date, now)) {
      throw refuse(RETURN_REFUSED);
    }
    return setItemStatus(tx, item, 'Return Request', appUrl, {
      actor: { id: userId, type: 'User' },
      action: 'order_item.return_request',
    });
  });
}
