import { chargedShares, refundEntries } from '@app/domain/ledger/entries';
import { type LineShares, refundSplit, remainingRefundable } from '@app/domain/orders/refund-split';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { postEntries } from '../ledger/ledger.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import {
  insertRefund,
  lockRefundItem,
  markRefundedPayment,
  markRefundSent,
  pendingRefunds,
  refundByKey,
  refundedShares,
} from './refunds.repository.ts';

/** Why an item is refunded: the vendor declined it, the homeowner cancelled it, or it was returned. */
export type RefundReason = 'decline' | 'cancel' | 'return';

export type RefundItemInput = {
  itemId: number;
  reason: RefundReason;
  /** Cents to refund; default everything still refundable of the item (its line total with tax). */
  amountCents?: number;
  restockingFeeCents?: number;
  /** Default `refund:<item>:<reason>`: one refund per item and reason, also at the provider. */
  idempotencyKey?: string;
  /** When the refund was recorded: a past moment for the demo history seed; default now. */
  at?: Date;
};

export type RefundOutcome = { refundId: number; amountCents: number; shares: LineShares; created: boolean };

/**
 * Records a refund of an order item inside the caller's transaction (`tx`), without calling the provider:
 * locks the item (concurrent refunds of it queue), answers the earlier refund when this idempotency key
 * was already used, splits the amount across the parties with `refundSplit` (in proportion to what each
 * still holds), and writes the refund 'pending' with its ledger movement (domain refundEntries). The
 * caller sends it after commit (sendRefunds); one a crash left pending, the reconciler sends. A refund
 * beyond what remains is a 422.
 */
export async function refundItemIn(tx: Database, input: RefundItemInput): Promise<RefundOutcome | null> {
  const key = input.idempotencyKey ?? `refund:${input.itemId}:${input.reason}`;
  const item = await lockRefundItem(tx, input.itemId);
  if (!item) throw new AppError('not_found');
  const earlier = await refundByKey(tx, key);
  if (earlier) return { ...earlier, created: false };
  const captured = chargedShares({ ...item, ref: item.id });
  const already = await refundedShares(tx, item.id);
  const left = remainingRefundable(captured, already);
  const amount = input.amountCents ?? left;
  if (amount > left) throw new AppError('validation', 'The refund is larger than what is left of this item.');
  if (amount <= 0) return null;
  if (!item.chargeId) throw new AppError('validation', 'This order has no captured payment.');
  const shares = refundSplit(captured, amount, already);
  const refundId = await insertRefund(tx, {
    orderId: item.orderId,
    orderItemId: item.id,
    reason: input.reason,
    idempotencyKey: key,
    amountCents: amount,
    restockingFeeCents: input.restockingFeeCents ?? 0,
    shares,
    createdAt: input.at,
  });
  await markRefundedPayment(tx, item.orderId);
  await postEntries(
    tx,
    { orderId: item.orderId },
    refundEntries(
      { customerId: item.userId, proId: item.proId, paidAt: item.paidAt ?? new Date() },
      { ref: item.id, vendorUserId: item.vendorUserId, brandId: item.brandId, released: item.released },
      shares,
    ),
    input.at,
  );
  return { refundId, amountCents: amount, shares, created: true };
}

/** Where a refund the provider did not take is reported (a request's or a job's logger). */
export type RefundLog = { warn: (o: object, msg: string) => void };

/**
 * Sends recorded refunds to the provider, each under its own idempotency key (a resend never refunds
 * twice), and marks each sent. With `itemId`, that item's pending refunds; without, every refund left
 * pending before `before` (the reconciler). A refund the provider does not take — it is down, or refuses —
 * stays pending, is logged, and is resent by the reconciler: the status change that recorded it has
 * committed, so its caller answers success either way. Answers how many were sent and how many were not.
 */
export async function sendRefunds(
  db: Database,
  payments: PaymentProvider,
  which: { itemId: number } | { before: Date },
  log?: RefundLog,
): Promise<{ sent: number; unsent: number }> {
  const tally = { sent: 0, unsent: 0 };
  for (const r of await pendingRefunds(db, which)) {
    try {
      const refund = await payments.refund({
        chargeId: r.chargeId,
        amountCents: r.amountCents,
        idempotencyKey: r.idempotencyKey,
        reason: 'requested_by_customer',
        metadata: { order_item_id: String(r.orderItemId), reason: r.reason },
      });
      await markRefundSent(db, r.id, refund.id);
      tally.sent += 1;
    } catch (err) {
      tally.unsent += 1;
      log?.warn({ err, refundId: r.id }, 'refund left pending for the reconciler');
    }
  }
  return tally;
}

/** A refund recorded and sent at once, in a transaction of its own (tests and scripts). */
export async function refundItem(db: Database, payments: PaymentProvider, input: RefundItemInput) {
  const outcome = await db.transaction((tx) => refundItemIn(tx, input));
  await sendRefunds(db, payments, { itemId: input.itemId });
  return outcome;
}
