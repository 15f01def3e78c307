import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  designs,
  estimates,
  estimateVersions,
  orders,
  paymentAttempts,
  users,
} from '../../db/schema/index.ts';

export type EstimateRow = typeof estimates.$inferSelect;
export type VersionRow = typeof estimateVersions.$inferSelect;
export type NewEstimate = typeof estimates.$inferInsert;
export type NewVersion = Omit<typeof estimateVersions.$inferInsert, 'estimateId' | 'version'>;
/** What each version sets again on its estimate: how it is shown, the deposit, validity and message. */
export type EstimateTerms = Pick<EstimateRow, 'mode' | 'deposit' | 'validUntil' | 'message'>;

/** The project's estimate `id`; null when it is not one of that project's (as if it did not exist). */
export async function estimateOfProject(
  db: Database,
  projectId: number,
  id: number,
): Promise<EstimateRow | null> {
  const [row] = await db
    .select()
    .from(estimates)
    .where(and(eq(estimates.id, id), eq(estimates.projectId, projectId)));
  return row ?? null;
}

/** The project's estimates, the most recently changed first. */
export function estimatesOfProject(db: Database, projectId: number): Promise<EstimateRow[]> {
  return db
    .select()
    .from(estimates)
    .where(eq(estimates.projectId, projectId))
    .orderBy(desc(estimates.updatedAt), desc(estimates.id));
}

/** An estimate's versions, newest first; with `sentOnly`, those the homeowner was sent. */
export function versionsOf(db: Database, estimateIds: number[], sentOnly = false): Promise<VersionRow[]> {
  if (estimateIds.length === 0) return Promise.resolve([]);
  const of = inArray(estimateVersions.estimateId, estimateIds);
  return db
    .select()
    .from(estimateVersions)
    .where(sentOnly ? and(of, sql`${estimateVersions.sentAt} is not null`) : of)
    .orderBy(estimateVersions.estimateId, desc(estimateVersions.version));
}

/** One version of an estimate; null when it has none of that number. */
export async function versionOf(
  db: Database,
  estimateId: number,
  version: number,
): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(estimateVersions)
    .where(and(eq(estimateVersions.estimateId, estimateId), eq(estimateVersions.version, version)));
  return row ?? null;
}

/** The ids of the project's rooms: designs its owner saved into it (the ones an estimate may name). */
export async function designIdsOfProject(
  db: Database,
  projectId: number,
  ownerId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: designs.id })
    .from(designs)
    .where(and(eq(designs.projectId, projectId), eq(designs.userId, ownerId)));
  return rows.map((r) => r.id);
}

/** A new estimate with its version 1, in the caller's transaction. */
export async function insertEstimate(tx: Database, estimate: NewEstimate, first: NewVersion) {
  const [row] = await tx.insert(estimates).values(estimate).returning();
  await tx.insert(estimateVersions).values({ ...first, estimateId: row.id, version: 1 });
  return row;
}

/**
 * Version `base + 1`, written only if `base` is still the newest and the estimate is not approved (one
 * statement decides between two writers). Null when it moved on: nothing is written.
 */
export async function addVersion(
  tx: Database,
  id: number,
  base: number,
  terms: EstimateTerms,
  version: NewVersion,
): Promise<EstimateRow | null> {
  const [row] = await tx
    .update(estimates)
    .set({ ...terms, version: base + 1, updatedAt: sql`now()` })
    .where(and(eq(estimates.id, id), eq(estimates.version, base), ne(estimates.status, 'approved')))
    .returning();
  if (!row) return null;
  await tx.insert(estimateVersions).values({ ...version, estimateId: id, version: base + 1 });
  return row;
}

/**
 * Sends version `version` if it is the newest, not sent before, and the estimate not approved (a second send
 * at once finds it sent and writes nothing). Null when nothing was written.
 */
export async function markSent(tx: Database, id: number, version: number): Promise<EstimateRow | null> {
  const [row] = await tx
    .update(estimates)
    .set({ status: 'sent', sentVersion: version, updatedAt: sql`now()` })
    .where(
      and(
        eq(estimates.id, id),
        eq(estimates.version, version),
        ne(estimates.status, 'approved'),
        or(isNull(estimates.sentVersion), ne(estimates.sentVersion, version)),
      ),
    )
    .returning();
  if (!row) return null;
  await tx
    .update(estimateVersions)
    .set({ sentAt: sql`now()` })
    .where(and(eq(estimateVersions.estimateId, id), eq(estimateVersions.version, version)));
  return row;
}

/**
 * The homeowner declines version `version`, if it is the one sent and still waiting for their answer; null
 * otherwise (nothing written).
 */
export async function markDeclined(
  tx: Database,
  id: number,
  version: number,
  answer: { by: number; reason: string },
): Promise<EstimateRow | null> {
  const [row] = await tx
    .update(estimates)
    .set({ status: 'declined', updatedAt: sql`now()` })
    .where(and(eq(estimates.id, id), eq(estimates.status, 'sent'), eq(estimates.sentVersion, version)))
    .returning();
  if (!row) return null;
  await tx
    .update(estimateVersions)
    .set({ declinedAt: sql`now()`, declinedBy: answer.by, declineReason: answer.reason })
    .where(and(eq(estimateVersions.estimateId, id), eq(estimateVersions.version, version)));
  return row;
}

/** The orders the approvals of these versions placed, by payment attempt id (none while unconfirmed). */
export async function approvalOrders(
  db: Database,
  versions: readonly Pick<VersionRow, 'attemptId'>[],
): Promise<Map<number, { id: number; number: string }>> {
  const attempts = versions.flatMap((v) => (v.attemptId === null ? [] : [v.attemptId]));
  if (attempts.length === 0) return new Map();
  const rows = await db
    .select({ attempt: paymentAttempts.id, id: orders.id, number: orders.number })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(inArray(paymentAttempts.id, attempts));
  return new Map(rows.map((r) => [r.attempt, { id: r.id, number: String(r.number) }]));
}

/** An approval's order: its number, what it charged and the deposit charged with it. */
export async function approvalOrder(db: Database, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      chargeCents: orders.chargeCents,
      depositCents: orders.depositCents,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row
    ? {
        id: row.id,
        number: String(row.number),
        charge: row.chargeCents + row.depositCents,
        deposit: row.depositCents,
      }
    : null;
}

/** People's names by id, for who drafted, made, declined and approved. */
export async function namesOf(db: Database, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
