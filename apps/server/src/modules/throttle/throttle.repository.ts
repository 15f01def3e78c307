import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { throttleEvents } from '../../db/schema/index.ts';

const since = (windowMs: number, now = Date.now()) => new Date(now - windowMs);

/** Events recorded under `key` within the last `windowMs`. */
export async function countEvents(db: Database, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.createdAt, since(windowMs))));
  return Number(row?.n ?? 0);
}

/** When each event of `key` within the window happened, oldest first. */
export async function eventTimes(db: Database, key: string, windowMs: number): Promise<Date[]> {
  const rows = await db
    .select({ at: throttleEvents.createdAt })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.createdAt, since(windowMs))))
    .orderBy(asc(throttleEvents.createdAt));
  return rows.map((r) => r.at);
}

/** Records one event under each key; returns the new rows' ids. */
export async function insertEvents(db: Database, keys: string[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .insert(throttleEvents)
    .values(keys.map((key) => ({ key })))
    .returning({ id: throttleEvents.id });
  return rows.map((r) => r.id);
}

export async function deleteEvents(db: Database, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(throttleEvents).where(inArray(throttleEvents.id, ids));
}

export async function deleteKey(db: Database, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}

export async function deleteOlderThan(db: Database, windowMs: number): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.createdAt, since(windowMs)));
}

/**
 * Serialises every caller of these keys until the transaction ends (PostgreSQL advisory locks), so a count
 * and the insert that follows it are one step: parallel requests cannot all read "under the limit".
 * Keys are locked in sorted order, so two callers sharing keys never deadlock.
 */
export async function lockKeys(tx: Database, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`throttle:${key}`}, 0))`);
  }
}
