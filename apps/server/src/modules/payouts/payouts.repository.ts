import { payoutEntries } from '@app/domain/ledger/entries';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';
import { postEntries } from '../ledger/ledger.repository.ts';
import type { PayeeAccountType } from './ledger-balance.repository.ts';

export type Payout = typeof payouts.$inferSelect;

/** Claims the run's payout row for a payee; null when this run already has one (retry or concurrent call). */
export async function claimPayout(
  db: Database,
  p: { runId: string; userId: number; amountCents: number; destinationAccount: string },
) {
  const [row] = await db
    .insert(payouts)
    .values({ ...p, idempotencyKey: `payout:${p.runId}:${p.userId}`, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findRunPayout(db: Database, runId: string, userId: number) {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.runId, runId), eq(payouts.userId, userId)));
  return row ?? null;
}

/** Payouts still in flight: this run's, or any run's older than `staleBefore` (a crashed run). */
export function unfinishedPayouts(db: Database, runId: string, staleBefore: Date) {
  return db
    .select()
    .from(payouts)
    .where(
      sql`${payouts.status} = 'pending' and (${payouts.runId} = ${runId} or ${payouts.createdAt} < ${staleBefore})`,
    )
    .orderBy(payouts.id);
}

/**
 * The payout's ledger movement: the payee's account −amount and the connected account +amount (sum zero).
 * `sign` −1 writes the reversal of a failed transfer (payee +amount back).
 */
export async function recordPayoutEntries(
  db: Database,
  payout: Payout,
  accountType: PayeeAccountType,
  sign: 1 | -1,
) {
  const payee = { accountType, userId: payout.userId };
  await postEntries(db, { payoutId: payout.id }, payoutEntries(payee, payout.amountCents, sign));
}

/** The payee account a payout was taken from (its reservation entry's), for the reversal of a failure. */
export async function payoutAccountType(db: Database, payoutId: number): Promise<PayeeAccountType> {
  const [row] = rowsOf<{ account_type: string }>(
    await db.execute(sql`select account_type from ledger_entries
      where payout_id = ${payoutId} and account_type <> 'connected_account' order by id limit 1`),
  );
  return row?.account_type === 'vendor' ? 'vendor' : 'contractor';
}

/** Settles a pending payout once: 'paid' with the transfer id, or 'failed' with why. False if already settled. */
export async function settlePayout(
  db: Database,
  id: number,
  outcome: { status: 'paid'; transferId: string } | { status: 'failed'; message: string },
) {
  const rows = await db
    .update(payouts)
    .set({
      status: outcome.status,
      providerTransferId: outcome.status === 'paid' ? outcome.transferId : null,
      failureMessage: outcome.status === 'failed' ? outcome.message : null,
      completedAt: sql`now()`,
    })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
    .returning({ id: payouts.id });
  return rows.length === 1;
}

/** A payee's payouts, newest first (all payees when `userId` is null: the admin's view). */
export function listPayouts(db: Database, userId: number | null, limit: number) {
  const query = db.select().from(payouts);
  return (userId == null ? query : query.where(eq(payouts.userId, userId)))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

/** The payout, locked, while it is still pending (null once another run settled it). */
export async function lockPendingPayout(tx: Database, id: number): Promise<Payout | null> {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
    .for('update');
  return row ?? null;
}

/** A run's payouts, in the order they were made. */
export function payoutsOfRun(db: Database, runId: string): Promise<Payout[]> {
  return db.select().from(payouts).where(eq(payouts.runId, runId)).orderBy(payouts.id);
}
