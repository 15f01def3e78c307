import type { Database } from '../../db/client.ts';
import { PaymentDeclined } from '../payments/payment-errors.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { closePendingAttempt, completeAttempt, refundOrphan } from './payment-attempt.service.ts';
import {
  closeAttempt,
  lockAttempt,
  type PaymentAttempt,
  stalePendingAttempts,
} from './payment-attempts.repository.ts';
import { type RefundLog, sendRefunds } from './refund.service.ts';

/**
 * How long an attempt or a refund may stay untouched and pending before the reconciler takes it as left
 * by a crash: longer than the longest provider call (PROVIDER_CALL_MAX_MS, 33 s) plus writing the order.
 * A placement marks its attempt when it calls the provider (settleAttempt), so a retry is live again.
 * With the job every 5 s (jobs.ts), a crashed attempt is picked up within 52 s.
 */
export const RECONCILE_AFTER_MS = 40_000;

export type Reconciliation = {
  /** Charged attempts whose order was written now. */
  completed: number;
  /** Attempts the provider never charged, or refused: closed, their cart and key free again. */
  closed: number;
  /** Charges with no order that could be written: refunded. */
  orphansRefunded: number;
  /** Recorded refunds sent to the provider now. */
  refundsSent: number;
  /** Not seen by the provider yet, but its search may still lag (findChargeLagMs): asked again later. */
  waiting: number;
  /** Left for the next pass (the provider or the database did not answer). */
  failed: number;
};

/** A database refusal that will not change on a retry (pg SQLSTATE class 23, integrity constraint). */
const isPermanent = (e: unknown) => /^23/.test(String((e as { code?: unknown })?.code ?? ''));

/** Finishes one attempt from what the provider says about its charge. */
async function reconcileAttempt(
  db: Database,
  payments: PaymentProvider,
  a: PaymentAttempt,
  r: Reconciliation,
  now: Date,
) {
  let charge: Awaited<ReturnType<PaymentProvider['findCharge']>>;
  try {
    charge = await payments.findCharge(a.providerKey);
  } catch (e) {
    if (!(e instanceof PaymentDeclined)) throw e;
    await closePendingAttempt(db, a.id, { status: 'declined', failure: e.code });
    r.closed += 1;
    return;
  }
  if (!charge && now.getTime() - a.updatedAt.getTime() < payments.findChargeLagMs) {
    r.waiting += 1;
    return;
  }
  if (!charge) {
    await closePendingAttempt(db, a.id, { status: 'abandoned', failure: 'not charged' });
    r.closed += 1;
    return;
  }
  try {
    const placed = await completeAttempt(db, a, charge);
    if (placed !== 'closed') {
      r.completed += 1;
      return;
    }
  } catch (e) {
    if (!isPermanent(e)) throw e;
  }
  // Charged, and no order can be written for it: give the money back, then close the attempt.
  await refundOrphan(payments, a, charge);
  await db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, a.id);
    if (locked?.status === 'pending') {
      await closeAttempt(tx, locked, {
        status: 'refunded',
        failure: 'order not written',
        chargeId: charge.id,
      });
    }
  });
  r.orphansRefunded += 1;
}

type ReconcileLog = RefundLog & { error: (o: object, msg: string) => void };

/**
 * The payments reconciler (a job, jobs/payments-reconcile): every payment attempt and refund left pending
 * for `olderThanMs` is finished from the provider's record. An attempt the provider charged gets its order
 * (or, if the order cannot be written, its charge refunded); one it never charged or refused is closed;
 * a refund recorded but not sent is sent under its key. Safe to run anywhere, any number of times at
 * once: completion happens under the attempt's lock, and every provider call is idempotent.
 */
export async function reconcilePayments(
  db: Database,
  payments: PaymentProvider,
  opts: { olderThanMs?: number; now?: Date; log?: ReconcileLog } = {},
): Promise<Reconciliation> {
  const now = opts.now ?? new Date();
  const before = new Date(now.getTime() - (opts.olderThanMs ?? RECONCILE_AFTER_MS));
  const r: Reconciliation = {
    completed: 0,
    closed: 0,
    orphansRefunded: 0,
    refundsSent: 0,
    waiting: 0,
    failed: 0,
  };
  for (const a of await stalePendingAttempts(db, before)) {
    try {
      await reconcileAttempt(db, payments, a, r, now);
    } catch (err) {
      r.failed += 1;
      opts.log?.error({ err, attemptId: a.id }, 'payment attempt not reconciled');
    }
  }
  try {
    const refunds = await sendRefunds(db, payments, { before }, opts.log);
    r.refundsSent = refunds.sent;
    r.failed += refunds.unsent;
  } catch (err) {
    r.failed += 1;
    opts.log?.error({ err }, 'pending refunds not read');
  }
  return r;
}
