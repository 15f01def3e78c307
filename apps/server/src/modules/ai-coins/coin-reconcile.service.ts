import type { Database } from '../../db/client.ts';
import { RECONCILE_AFTER_MS } from '../orders/reconcile.service.ts';
import { PaymentDeclined } from '../payments/payment-errors.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { refundOrphanCharge } from './coin-purchase.service.ts';
import {
  type CoinPurchase,
  closePurchase,
  creditPurchase,
  stalePendingPurchases,
  unsentRefunds,
} from './coin-purchases.repository.ts';
import { sendCoinRefund } from './coin-refund.service.ts';
import { expireGrantedCoins } from './coin-wallet.service.ts';

export type CoinReconciliation = {
  /** Charged purchases whose coins were credited now. */
  credited: number;
  /** Purchases the provider never charged, or refused: closed, their key free again. */
  closed: number;
  /** Charges that could credit no coins (the purchase was closed meanwhile): refunded. */
  orphansRefunded: number;
  /** Recorded refunds of unused coins sent now. */
  refundsSent: number;
  /** Not seen by the provider yet, but its search may still lag: asked again later. */
  waiting: number;
  /** Accounts whose expired starter coins were written off. */
  expired: number;
  /** Left for the next pass (the provider or the database did not answer). */
  failed: number;
};

/** Finishes one purchase from what the provider says about its charge. */
async function reconcilePurchase(
  db: Database,
  payments: PaymentProvider,
  p: CoinPurchase,
  r: CoinReconciliation,
  now: Date,
) {
  let charge: Awaited<ReturnType<PaymentProvider['findCharge']>>;
  try {
    charge = await payments.findCharge(p.providerKey);
  } catch (e) {
    if (!(e instanceof PaymentDeclined)) throw e;
    await closePurchase(db, p.id, { status: 'declined', failure: e.code });
    r.closed += 1;
    return;
  }
  if (!charge && now.getTime() - p.updatedAt.getTime() < payments.findChargeLagMs) {
    r.waiting += 1;
    return;
  }
  if (!charge) {
    await closePurchase(db, p.id, { status: 'abandoned', failure: 'not charged' });
    r.closed += 1;
    return;
  }
  if ((await creditPurchase(db, p.id, charge.id)) !== 'closed') {
    r.credited += 1;
    return;
  }
  await refundOrphanCharge(payments, p, charge);
  await closePurchase(db, p.id, { status: 'refunded', failure: 'coins not credited', chargeId: charge.id });
  r.orphansRefunded += 1;
}

type Log = { error: (o: object, msg: string) => void };

/**
 * The ai-coins job (jobs.ts): every coin purchase left pending for `olderThanMs` is finished from the
 * provider's record (charged: its coins credited, once; never charged or refused: closed), every refund of
 * unused coins recorded but not sent is sent under its key, and expired starter coins are written off. Safe
 * to run anywhere, any number of times at once: crediting happens under the purchase's lock and every
 * provider call is idempotent.
 */
export async function reconcileCoins(
  db: Database,
  payments: PaymentProvider,
  opts: { olderThanMs?: number; now?: Date; log?: Log } = {},
): Promise<CoinReconciliation> {
  const now = opts.now ?? new Date();
  const before = new Date(now.getTime() - (opts.olderThanMs ?? RECONCILE_AFTER_MS));
  const r: CoinReconciliation = {
    credited: 0,
    closed: 0,
    orphansRefunded: 0,
    refundsSent: 0,
    waiting: 0,
    expired: 0,
    failed: 0,
  };
  for (const p of await stalePendingPurchases(db, before)) {
    try {
      await reconcilePurchase(db, payments, p, r, now);
    } catch (err) {
      r.failed += 1;
      opts.log?.error({ err, purchaseId: p.id }, 'coin purchase not reconciled');
    }
  }
  for (const p of await unsentRefunds(db, before)) {
    try {
      await sendCoinRefund(db, payments, p);
      r.refundsSent += 1;
    } catch (err) {
      r.failed += 1;
      opts.log?.error({ err, purchaseId: p.id }, 'coin refund not sent');
    }
  }
  r.expired = await expireGrantedCoins(db, now);
  return r;
}
