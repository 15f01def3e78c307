import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { throttleEvents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** Rows older than this are pruned; no throttle window may be longer. */
export const MAX_WINDOW_MS = 24 * 60 * 60 * 1000;
/** One `record` in this many also prunes old rows, so the table stays small without a job. */
const PRUNE_EVERY = 50;

const since = (windowMs: number) => new Date(Date.now() - windowMs);

/** Events recorded under `key` within the last `windowMs`. */
export async function countRecent(db: Database, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.createdAt, since(windowMs))));
  return Number(row?.n ?? 0);
}

export async function record(db: Database, key: string): Promise<void> {
  await db.insert(throttleEvents).values({ key });
  if (Math.random() * PRUNE_EVERY < 1) await prune(db);
}

export async function clear(db: Database, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}

export async function prune(db: Database): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.createdAt, since(MAX_WINDOW_MS)));
}

/**
 * Milliseconds until fewer than `max` events remain in the window (0 when under the limit): the window
 * frees up when the event that made the count reach `max` ages out.
 */
export async function retryAfterMs(
  db: Database,
  key: string,
  max: number,
  windowMs: number,
): Promise<number> {
  const recent = await db
    .select({ at: throttleEvents.createdAt })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.createdAt, since(windowMs))))
    .orderBy(asc(throttleEvents.createdAt));
  if (recent.length < max) return 0;
  const freeing = recent[recent.length - max].at.getTime();
  return Math.max(1000, freeing + windowMs - Date.now());
}

/**
 * Throws 429 when `key` already has `max` events in the window. `message` may be a function of the whole
 * minutes left, e.g. (n) => `Too many login attempts. Please try again in ${n} minutes.`
 */
export async function assertUnder(
  db: Database,
  key: string,
  max: number,
  windowMs: number,
  message: string | ((retryMinutes: number) => string),
): Promise<void> {
  const waitMs = await retryAfterMs(db, key, max, windowMs);
  if (waitMs <= 0) return;
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  throw new AppError(
    'too_many_requests',
    typeof message === 'function' ? message(minutes) : message,
    undefined,
    {
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    },
  );
}
