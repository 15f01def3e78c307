import { COIN_MESSAGES, refundableUntil, refundCents } from '@app/domain/ai-design/coins';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { appendEntry, lockWallet, lotsOf } from './coin-ledger.repository.ts';
import {
  type CoinPurchase,
  lockPurchase,
  markRefundSent,
  purchaseOfEntry,
  recordRefund,
} from './coin-purchases.repository.ts';

/** The provider key of a purchase's refund of unused coins (one per purchase). */
export const coinRefundKey = (purchaseId: number) => `ai-coins-refund:${purchaseId}`;

/** Sends a recorded refund under its key (any number of sends refund once) and keeps the provider's id. */
export async function sendCoinRefund(db: Database, payments: PaymentProvider, p: CoinPurchase) {
  if (p.refundCents == null || p.chargeId == null || p.refundId != null) return;
  const refund = await payments.refund({
    chargeId: p.chargeId,
    amountCents: p.refundCents,
    idempotencyKey: coinRefundKey(p.id),
    reason: 'requested_by_customer',
    metadata: { attempt_key: p.providerKey },
  });
  await markRefundSent(db, p.id, refund.id);
}

/**
 * POST /api/AI/coin_packs/purchases/{id}/refund (product.md: unused bought coins are refundable within 14 days
 * of purchase). `id` is the purchase's entry in the history. One transaction, under the purchase's and the
 * account's locks, writes a `refund` entry of the pack's unused coins (held ones are not unused) and records
 * the refund, pro rata, rounded down; the provider is called after commit, and the ai-coins job sends a
 * refund a crash left unsent. Asked again: the same refund, nothing more. Answers the refund in cents.
 */
export async function refundUnusedCoins(
  db: Database,
  payments: PaymentProvider,
  input: { aiUserId: number; entryId: number; now?: Date },
): Promise<number> {
  const now = input.now ?? new Date();
  const found = await purchaseOfEntry(db, input.aiUserId, input.entryId);
  if (!found) throw new AppError('not_found');
  const purchase = await db.transaction(async (tx) => {
    const p = await lockPurchase(tx, found.purchase.id);
    if (!p) throw new AppError('not_found');
    if (p.refundRequestedAt) return p;
    if (now.getTime() > refundableUntil(p.createdAt).getTime())
      throw new AppError('conflict', COIN_MESSAGES.refundWindow);
    await lockWallet(tx, p.aiUserId);
    const lot = (await lotsOf(tx, p.aiUserId)).find((l) => l.id === found.entryId);
    const unused = lot?.remaining ?? 0;
    if (unused <= 0) throw new AppError('conflict', COIN_MESSAGES.nothingToRefund);
    const cents = refundCents(p.priceCents, p.coins, unused);
    if (cents < 1) throw new AppError('conflict', COIN_MESSAGES.refundUnderCent);
    await appendEntry(tx, {
      aiUserId: p.aiUserId,
      kind: 'refund',
      coins: -unused,
      lotId: found.entryId,
      purchaseId: p.id,
      note: COIN_MESSAGES.refund(unused),
    });
    await recordRefund(tx, p.id, { coins: unused, cents });
    return { ...p, refundCoins: unused, refundCents: cents, refundRequestedAt: now };
  });
  try {
    await sendCoinRefund(db, payments, purchase);
  } catch {
    // Recorded: the ai-coins job sends it under the same key.
  }
  return purchase.refundCents!;
}
