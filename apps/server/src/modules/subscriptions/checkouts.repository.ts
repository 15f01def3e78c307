import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptionCheckouts } from '../../db/schema/index.ts';

export type SubscriptionCheckout = typeof subscriptionCheckouts.$inferSelect;
export type NewCheckout = typeof subscriptionCheckouts.$inferInsert;

export async function findCheckoutByKey(db: Database, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(subscriptionCheckouts)
    .where(and(eq(subscriptionCheckouts.userId, userId), eq(subscriptionCheckouts.idempotencyKey, key)));
  return row ?? null;
}

/** Another subscribe of the pro still waiting for the provider's answer (it may yet charge). */
export async function findPendingCheckout(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(subscriptionCheckouts)
    .where(and(eq(subscriptionCheckouts.userId, userId), eq(subscriptionCheckouts.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/** Inserts the attempt; null when the same key was claimed concurrently. */
export async function insertCheckout(db: Database, checkout: NewCheckout) {
  const [row] = await db.insert(subscriptionCheckouts).values(checkout).onConflictDoNothing().returning();
  return row ?? null;
}

export async function lockCheckout(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(subscriptionCheckouts)
    .where(eq(subscriptionCheckouts.id, id))
    .for('update');
  return row ?? null;
}

export async function updateCheckout(db: Database, id: number, set: Partial<SubscriptionCheckout>) {
  await db.update(subscriptionCheckouts).set(set).where(eq(subscriptionCheckouts.id, id));
}

/** Attempts left pending since before `before`: the reconciler asks the provider about them. */
export function stalePendingCheckouts(db: Database, before: Date) {
  return db
    .select()
    .from(subscriptionCheckouts)
    .where(and(eq(subscriptionCheckouts.status, 'pending'), lt(subscriptionCheckouts.createdAt, before)))
    .limit(100);
}
