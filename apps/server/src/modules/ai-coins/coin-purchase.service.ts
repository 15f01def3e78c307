import { COIN_MESSAGES, findPack } from '@app/domain/ai-design/coins';
import type { PlaceOrderBody } from '@app/domain/orders/contract';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { UNCONFIRMED_MESSAGE } from '../orders/payment-attempt.service.ts';
import { newCardToken, requestHashOf } from '../orders/place-order.service.ts';
import { PaymentDeclined } from '../payments/payment-errors.ts';
import type { ChargeResult, PaymentProvider } from '../payments/payment-provider.ts';
import {
  type CoinPurchase,
  closePurchase,
  creditPurchase,
  insertPurchase,
  purchaseOfKey,
  touchPurchase,
} from './coin-purchases.repository.ts';
import { aiCoinSettings } from './coin-settings.ts';

/** Why a purchase ended without coins, as a retry under its key is told. */
const CLOSED_MESSAGE =
  'This purchase did not complete and any charge was refunded. Please buy the pack again.';
const reused = () =>
  new AppError('conflict', 'This Idempotency-Key was already used for a different purchase request.');

/** The provider key of the refund of a charge that bought no coins (one per purchase). */
export const orphanCoinRefundKey = (purchaseId: number) => `ai-coins-orphan:${purchaseId}`;

/** Refunds the charge of a purchase that credited no coins (closed meanwhile), once. */
export async function refundOrphanCharge(payments: PaymentProvider, p: CoinPurchase, charge: ChargeResult) {
  await payments.refund({
    chargeId: charge.id,
    amountCents: charge.amountCents,
    idempotencyKey: orphanCoinRefundKey(p.id),
    reason: 'duplicate',
    metadata: { attempt_key: p.providerKey },
  });
}

/**
 * Sends a purchase's charge — its stored request under its provider key, so any number of sends charge
 * once — and credits it (creditPurchase). Declined: the purchase is closed and the provider's message is the
 * 422. No answer: the purchase stays pending for a retry under the key or the reconciler, and the answer is
 * 503 'you will not be charged twice'. Credited meanwhile: the same purchase.
 */
export async function settlePurchase(
  db: Database,
  payments: PaymentProvider,
  p: CoinPurchase,
): Promise<CoinPurchase> {
  if (p.status === 'completed') return p;
  if (p.status !== 'pending') throw new AppError('conflict', CLOSED_MESSAGE);
  await touchPurchase(db, p.id);
  let charge: ChargeResult;
  try {
    charge = await payments.charge({ ...p.request, idempotencyKey: p.providerKey });
  } catch (e) {
    if (e instanceof PaymentDeclined) {
      await closePurchase(db, p.id, { status: 'declined', failure: e.code });
      throw e;
    }
    throw new AppError('service_unavailable', UNCONFIRMED_MESSAGE, undefined, { cause: e });
  }
  const credited = await creditPurchase(db, p.id, charge.id);
  if (credited !== 'closed') return credited;
  await refundOrphanCharge(payments, p, charge);
  throw new AppError('conflict', CLOSED_MESSAGE);
}

/** A request under a key already used: the same request finishes that purchase; another is 409. */
function resume(db: Database, payments: PaymentProvider, found: CoinPurchase, requestHash: string) {
  if (found.requestHash !== requestHash) throw reused();
  return settlePurchase(db, payments, found);
}

/**
 * POST /api/AI/coin_packs/{pack}/purchase (issue 26 point 2; decision 0008's crash-safe charge): the pack
 * at the admin's price now; the card goes to the provider's tokenizer (an AI account keeps no saved card),
 * then one statement records the purchase under the Idempotency-Key before the provider is charged, and the
 * coins are credited in one transaction after. A retry under the key (after a crash, a lost answer, or at
 * once) finishes the same purchase: one charge, one credit. `created` is false for such a replay.
 */
export async function purchasePack(
  db: Database,
  payments: PaymentProvider,
  input: { aiUserId: number; packId: string; key: string; payment: PlaceOrderBody['payment'] },
): Promise<{ purchase: CoinPurchase; created: boolean }> {
  const { aiUserId, key, payment } = input;
  const requestHash = requestHashOf(['ai-coins', input.packId], payment);
  // A replay must not reach the provider's tokenizer again.
  const earlier = await purchaseOfKey(db, aiUserId, key);
  if (earlier) return { purchase: await resume(db, payments, earlier, requestHash), created: false };
  const pack = findPack((await aiCoinSettings(db)).packs, input.packId);
  if (!pack) throw new AppError('not_found');
  if ('saved_card' in payment) throw AppError.invalid(fieldError('payment', COIN_MESSAGES.newCardOnly));
  const token = await newCardToken(payments, payment);
  const purchase = await insertPurchase(db, {
    aiUserId,
    key,
    requestHash,
    pack,
    provider: payments.name,
    token,
  });
  if (purchase) return { purchase: await settlePurchase(db, payments, purchase), created: true };
  // Claimed concurrently under the same key: finish that purchase.
  const claimed = await purchaseOfKey(db, aiUserId, key);
  if (!claimed) throw reused();
  return { purchase: await resume(db, payments, claimed, requestHash), created: false };
}
