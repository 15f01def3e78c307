import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { PaymentDeclined } from '../payments/payment-errors.ts';
import type { ChargeResult, PaymentProvider } from '../payments/payment-provider.ts';
import { writeAttemptOrder } from './orders.repository.ts';
import type { OrderDto } from './orders.schemas.ts';
import { toOrderDto } from './orders-view.ts';
import {
  closeAttempt,
  lockAttempt,
  type PaymentAttempt,
  touchPendingAttempt,
} from './payment-attempts.repository.ts';

/** `order` (the order as created) is there when this call wrote it; otherwise the id only. */
export type Placement = { orderId: number; created: boolean; order?: OrderDto };

/** Why an attempt ended without an order, as the customer is told when they retry it. */
const CLOSED_MESSAGE =
  'This checkout did not complete and any charge was refunded. Please place the order again.';

/** No answer from the provider: the attempt stays pending, and the same request under the same key is safe. */
export const UNCONFIRMED_MESSAGE =
  'We could not confirm your payment. Please try again: you will not be charged twice.';

/** The charge a succeeded attempt was refunded for, under a key of its own (one refund per attempt). */
export const orphanRefundKey = (attemptId: number) => `orphan:${attemptId}`;

/**
 * Writes the order of an attempt whose charge succeeded, once (one atomic statement that locks the
 * attempt, writeAttemptOrder): a pending attempt writes its order from its draft and completes; a
 * completed one answers its order; one closed meanwhile (the reconciler found no charge a moment before
 * this one landed) gets 'closed': the caller refunds that charge.
 */
export async function completeAttempt(
  db: Database,
  attempt: PaymentAttempt,
  charge: ChargeResult,
): Promise<Placement | 'closed'> {
  const found = await writeAttemptOrder(db, {
    attemptId: attempt.id,
    userId: attempt.userId,
    keyId: attempt.idempotencyKeyId,
    draft: attempt.draft,
    chargeId: charge.id,
    paidAt: new Date(),
  });
  if (!found) throw new AppError('not_found');
  if (found.written) {
    const { order, items } = found.written;
    return { orderId: order.id, created: true, order: toOrderDto(order, items) };
  }
  if (found.status === 'completed' && found.orderId != null)
    return { orderId: found.orderId, created: false };
  return 'closed';
}

/** Ends a pending attempt without an order (declined, or never charged), under its lock. */
export function closePendingAttempt(
  db: Database,
  attemptId: number,
  outcome: Parameters<typeof closeAttempt>[2],
) {
  return db.transaction(async (tx) => {
    const a = await lockAttempt(tx, attemptId);
    if (a?.status === 'pending') await closeAttempt(tx, a, outcome);
  });
}

/** Refunds a charge that has no order (its attempt was closed or its order cannot be written), once. */
export async function refundOrphan(payments: PaymentProvider, attempt: PaymentAttempt, charge: ChargeResult) {
  await payments.refund({
    chargeId: charge.id,
    amountCents: charge.amountCents,
    idempotencyKey: orphanRefundKey(attempt.id),
    reason: 'duplicate',
    metadata: { attempt_key: attempt.providerKey },
  });
}

/**
 * Sends an attempt's charge — the stored request, under the attempt's provider key, so any number of
 * sends charge once — and settles it: paid → the order (completeAttempt); declined → the attempt is
 * closed (the cart and the Idempotency-Key are free again) and the provider's message is the answer;
 * no answer → the attempt stays pending for a retry or the reconciler, and the error is the answer.
 */
export async function settleAttempt(
  db: Database,
  payments: PaymentProvider,
  attempt: PaymentAttempt,
): Promise<Placement> {
  if (attempt.status === 'completed' && attempt.orderId != null) {
    return { orderId: attempt.orderId, created: false };
  }
  if (attempt.status !== 'pending') throw new AppError('conflict', CLOSED_MESSAGE);
  await touchPendingAttempt(db, attempt.id);
  let charge: ChargeResult;
  try {
    charge = await payments.charge({ ...attempt.request, idempotencyKey: attempt.providerKey });
  } catch (e) {
    if (e instanceof PaymentDeclined) {
      await closePendingAttempt(db, attempt.id, { status: 'declined', failure: e.code });
      throw e;
    }
    throw new AppError('service_unavailable', UNCONFIRMED_MESSAGE, undefined, { cause: e });
  }
  const placed = await completeAttempt(db, attempt, charge);
  if (placed !== 'closed') return placed;
  await refundOrphan(payments, attempt, charge);
  throw new AppError('conflict', CLOSED_MESSAGE);
}
