import { randomUUID } from 'node:crypto';
import { COIN_MESSAGES } from '@app/domain/ai-design/coins';
import type { CoinPack } from '@app/domain/ai-design/contract';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aiCoinEntries, aiCoinPurchases, type CoinPurchaseStatus } from '../../db/schema/index.ts';
import { appendEntry, lockWallet } from './coin-ledger.repository.ts';

export type CoinPurchase = typeof aiCoinPurchases.$inferSelect;

/** The purchase made under the account's Idempotency-Key, if one is (still) there. */
export async function purchaseOfKey(
  db: Database,
  aiUserId: number,
  key: string,
): Promise<CoinPurchase | null> {
  const [row] = await db
    .select()
    .from(aiCoinPurchases)
    .where(and(eq(aiCoinPurchases.aiUserId, aiUserId), eq(aiCoinPurchases.idempotencyKey, key)));
  return row ?? null;
}

/**
 * Records a pack's purchase before the provider is called: its provider key `ai-coins:{uuid}` and the exact
 * charge request, sent the same on every retry. Null when the key was claimed meanwhile (a concurrent try).
 */
export async function insertPurchase(
  db: Database,
  p: { aiUserId: number; key: string; requestHash: string; pack: CoinPack; provider: string; token: string },
): Promise<CoinPurchase | null> {
  const providerKey = `ai-coins:${randomUUID()}`;
  const [row] = await db
    .insert(aiCoinPurchases)
    .values({
      aiUserId: p.aiUserId,
      idempotencyKey: p.key,
      requestHash: p.requestHash,
      packId: p.pack.id,
      coins: p.pack.coins,
      priceCents: p.pack.price_cents,
      provider: p.provider,
      providerKey,
      request: {
        amountCents: p.pack.price_cents,
        currency: 'usd',
        token: p.token,
        description: `Remodel Market AI coins: ${COIN_MESSAGES.pack(p.pack.coins)}`,
        metadata: { attempt_key: providerKey, ai_user_id: String(p.aiUserId), pack: p.pack.id },
      },
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Marks a pending purchase live (its charge is being sent), so the reconciler leaves it alone a while. */
export async function touchPurchase(db: Database, id: number) {
  await db
    .update(aiCoinPurchases)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(aiCoinPurchases.id, id), eq(aiCoinPurchases.status, 'pending')));
}

/** The purchase, locked for the rest of `tx`. */
export async function lockPurchase(tx: Database, id: number): Promise<CoinPurchase | null> {
  const [row] = await tx.select().from(aiCoinPurchases).where(eq(aiCoinPurchases.id, id)).for('update');
  return row ?? null;
}

/**
 * Credits a charged purchase, once, in one transaction: under the purchase's lock, a pending one gets its
 * `purchase` entry (under the account's lock) and is completed; a completed one answers as it is; one closed
 * meanwhile answers 'closed' (its charge is to be refunded). The entry's unique index backs the "once".
 */
export function creditPurchase(db: Database, id: number, chargeId: string) {
  return db.transaction(async (tx): Promise<CoinPurchase | 'closed'> => {
    const p = await lockPurchase(tx, id);
    if (!p) throw new Error(`coin purchase ${id} not found`);
    if (p.status === 'completed') return p;
    if (p.status !== 'pending') return 'closed';
    await lockWallet(tx, p.aiUserId);
    await appendEntry(tx, {
      aiUserId: p.aiUserId,
      kind: 'purchase',
      coins: p.coins,
      purchaseId: p.id,
      note: COIN_MESSAGES.pack(p.coins),
    });
    const [done] = await tx
      .update(aiCoinPurchases)
      .set({ status: 'completed', chargeId, updatedAt: sql`now()` })
      .where(eq(aiCoinPurchases.id, id))
      .returning();
    return done;
  });
}

/**
 * Ends a pending purchase without coins (declined, never charged, or charged and refunded) and lets its
 * Idempotency-Key go, so the next try under it is a new purchase. A purchase no longer pending is left.
 */
export async function closePurchase(
  db: Database,
  id: number,
  outcome: {
    status: Exclude<CoinPurchaseStatus, 'pending' | 'completed'>;
    failure: string;
    chargeId?: string;
  },
) {
  await db
    .update(aiCoinPurchases)
    .set({ ...outcome, idempotencyKey: null, updatedAt: sql`now()` })
    .where(and(eq(aiCoinPurchases.id, id), eq(aiCoinPurchases.status, 'pending')));
}

/** Purchases still pending that nobody touched since `before` (a crash or a lost answer left them). */
export function stalePendingPurchases(db: Database, before: Date, limit = 100) {
  return db
    .select()
    .from(aiCoinPurchases)
    .where(and(eq(aiCoinPurchases.status, 'pending'), lt(aiCoinPurchases.updatedAt, before)))
    .orderBy(aiCoinPurchases.id)
    .limit(limit);
}

/** The account's purchase whose `purchase` entry is `entryId` (the history's id of it), or null. */
export async function purchaseOfEntry(db: Database, aiUserId: number, entryId: number) {
  const [row] = await db
    .select({ purchase: aiCoinPurchases, entryId: aiCoinEntries.id })
    .from(aiCoinEntries)
    .innerJoin(aiCoinPurchases, eq(aiCoinPurchases.id, aiCoinEntries.purchaseId))
    .where(
      and(
        eq(aiCoinEntries.id, entryId),
        eq(aiCoinEntries.aiUserId, aiUserId),
        eq(aiCoinEntries.kind, 'purchase'),
      ),
    );
  return row ?? null;
}

/** Records the buyer's refund of unused coins on the purchase (its coin entry is written beside it). */
export async function recordRefund(tx: Database, id: number, refund: { coins: number; cents: number }) {
  await tx
    .update(aiCoinPurchases)
    .set({
      refundCoins: refund.coins,
      refundCents: refund.cents,
      refundRequestedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(aiCoinPurchases.id, id));
}

/** The provider's refund made for a recorded one. */
export async function markRefundSent(db: Database, id: number, refundId: string) {
  await db
    .update(aiCoinPurchases)
    .set({ refundId, updatedAt: sql`now()` })
    .where(and(eq(aiCoinPurchases.id, id), isNull(aiCoinPurchases.refundId)));
}

/** Refunds recorded before `before` and not sent yet (a crash between the record and the provider). */
export function unsentRefunds(db: Database, before: Date, limit = 100) {
  return db
    .select()
    .from(aiCoinPurchases)
    .where(
      and(
        isNotNull(aiCoinPurchases.refundRequestedAt),
        isNull(aiCoinPurchases.refundId),
        lt(aiCoinPurchases.refundRequestedAt, before),
      ),
    )
    .orderBy(aiCoinPurchases.id)
    .limit(limit);
}
