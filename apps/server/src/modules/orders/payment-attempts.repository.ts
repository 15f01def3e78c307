import { randomUUID } from 'node:crypto';
import type { OrderDraft, StoredChargeRequest } from '@app/domain/orders/order-draft';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys, paymentAttempts, projects } from '../../db/schema/index.ts';
import { reopenApproval } from '../estimates/estimate-approval.repository.ts';

export type PaymentAttempt = typeof paymentAttempts.$inferSelect;

export type NewAttempt = {
  userId: number;
  keyId: number;
  projectId: number;
  /** The coupon the order uses (one of its uses while the attempt is pending or completed). */
  couponId: number | null;
  provider: string;
  providerKey: string;
  request: StoredChargeRequest;
  draft: OrderDraft;
};

/** Claims the caller's Idempotency-Key for this request; null when it was already there (a replay). */
export async function claimKey(tx: Database, userId: number, key: string, requestHash: string) {
  const [row] = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return row?.id ?? null;
}

/** Gives a claimed key back (an approval that needed no payment). */
export async function releaseKey(tx: Database, keyId: number) {
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.id, keyId));
}

/**
 * A payment attempt that reserves no cart (an estimate's approval, a sample order): it names no project,
 * so closing it never makes a project a cart again; its draft says what it pays for.
 */
async function insertCartlessAttempt(
  tx: Database,
  a: {
    userId: number;
    keyId: number;
    provider: string;
    providerKey: string;
    request: StoredChargeRequest;
    draft: OrderDraft;
  },
): Promise<typeof paymentAttempts.$inferSelect> {
  const [row] = await tx
    .insert(paymentAttempts)
    .values({ ...a, idempotencyKeyId: a.keyId, projectId: null, couponId: null })
    .returning();
  return row;
}

/**
 * A cartless attempt charging `amountCents` with `token` under a new provider key `{kind}:{uuid}` (its
 * metadata names the key and the customer, and `metadata`'s own entries).
 */
export function insertCartlessCharge(
  tx: Database,
  a: {
    userId: number;
    keyId: number;
    provider: string;
    kind: 'estimate' | 'samples';
    amountCents: number;
    token: string;
    description: string;
    metadata?: Record<string, string>;
    draft: OrderDraft;
  },
) {
  const providerKey = `${a.kind}:${randomUUID()}`;
  return insertCartlessAttempt(tx, {
    userId: a.userId,
    keyId: a.keyId,
    provider: a.provider,
    providerKey,
    request: {
      amountCents: a.amountCents,
      currency: 'usd',
      token: a.token,
      description: a.description,
      metadata: { attempt_key: providerKey, user_id: String(a.userId), ...a.metadata },
    },
    draft: a.draft,
  });
}

/**
 * Records an attempt and takes its project out of the cart, in one statement of the caller's transaction
 * (which claimed the key and holds the project's lock): from its commit on, the cart cannot be charged by
 * a second attempt.
 */
export async function insertAttempt(tx: Database, a: NewAttempt): Promise<PaymentAttempt> {
  // A data-modifying WITH runs whether or not the insert reads it.
  const reserved = tx
    .$with('reserved')
    .as(
      tx
        .update(projects)
        .set({ isCart: false, updatedAt: sql`now()` })
        .where(eq(projects.id, a.projectId))
        .returning({ id: projects.id }),
    );
  const [row] = await tx
    .with(reserved)
    .insert(paymentAttempts)
    .values({ ...a, idempotencyKeyId: a.keyId })
    .returning();
  return row;
}

/** The attempt made under a claimed Idempotency-Key (the newest, should there be several). */
export async function attemptOfKey(db: Database, keyId: number): Promise<PaymentAttempt | null> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.idempotencyKeyId, keyId))
    .orderBy(sql`${paymentAttempts.id} desc`)
    .limit(1);
  return row ?? null;
}

/** The attempt, locked for the rest of `tx` (completion and abandonment queue on it). */
export async function lockAttempt(tx: Database, id: number): Promise<PaymentAttempt | null> {
  const [row] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, id)).for('update');
  return row ?? null;
}

/**
 * Ends an attempt that made no order — declined, abandoned, or refunded — and undoes what it reserved:
 * the project is a cart again (unless an order was placed from it since), an estimate it would have
 * approved waits for an answer again, and the Idempotency-Key is free for a new try.
 */
export async function closeAttempt(
  tx: Database,
  a: PaymentAttempt,
  outcome: { status: 'declined' | 'abandoned' | 'refunded'; failure: string; chargeId?: string },
) {
  await tx
    .update(paymentAttempts)
    .set({ ...outcome, idempotencyKeyId: null, updatedAt: sql`now()` })
    .where(eq(paymentAttempts.id, a.id));
  // An estimate's approval waits for the homeowner's answer again.
  if (a.draft.order.estimateId != null) await reopenApproval(tx, a.id);
  if (a.projectId != null) {
    await tx.execute(sql`update projects set is_cart = true, updated_at = now()
      where id = ${a.projectId} and not exists (select 1 from orders where project_id = ${a.projectId})`);
  }
  if (a.idempotencyKeyId != null) {
    await tx
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.id, a.idempotencyKeyId), sql`${idempotencyKeys.orderId} is null`));
  }
}

/** Attempts still pending that nobody touched since `before` (a crash or a lost answer left them). */
export function stalePendingAttempts(db: Database, before: Date, limit = 100) {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.status, 'pending'), lt(paymentAttempts.updatedAt, before)))
    .orderBy(paymentAttempts.id)
    .limit(limit);
}

/**
 * Marks a pending attempt live: its placement is calling the provider now, so the reconciler leaves it
 * alone for RECONCILE_AFTER_MS from here (a retry under the same key is not taken for a crash).
 */
export async function touchPendingAttempt(db: Database, id: number) {
  await db
    .update(paymentAttempts)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'pending')));
}
