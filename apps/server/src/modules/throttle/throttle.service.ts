import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countEvents,
  deleteEvents,
  deleteKey,
  deleteOlderThan,
  eventTimes,
  insertEvents,
  lockKeys,
} from './throttle.repository.ts';

/** Rows older than this are pruned; no throttle window may be longer. */
export const MAX_WINDOW_MS = 24 * 60 * 60 * 1000;
/** One `record` in this many also prunes old rows, so the table stays small without a job. */
const PRUNE_EVERY = 50;

/** At most `max` events under `key` within `windowMs`. */
export type Limit = { key: string; max: number; windowMs: number };
/** A 429 message, or one built from the whole minutes left. */
export type ThrottleMessage = string | ((retryMinutes: number) => string);

/** Events recorded under `key` within the last `windowMs`. */
export const countRecent = (db: Database, key: string, windowMs: number) => countEvents(db, key, windowMs);

const maybePrune = async (db: Database) => {
  if (Math.random() * PRUNE_EVERY < 1) await prune(db);
};

export async function record(db: Database, key: string): Promise<void> {
  await insertEvents(db, [key]);
  await maybePrune(db);
}

export const clear = (db: Database, key: string) => deleteKey(db, key);

export const prune = (db: Database) => deleteOlderThan(db, MAX_WINDOW_MS);

/**
 * Milliseconds until fewer than `max` events remain in the window (0 when under the limit): the window
 * frees up when the event that made the count reach `max` ages out.
 */
export async function retryAfterMs(db: Database, key: string, max: number, windowMs: number) {
  const recent = await eventTimes(db, key, windowMs);
  if (recent.length < max) return 0;
  const freeing = recent[recent.length - max].getTime();
  return Math.max(1000, freeing + windowMs - Date.now());
}

function tooMany(waitMs: number, message: ThrottleMessage) {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new AppError(
    'too_many_requests',
    typeof message === 'function' ? message(minutes) : message,
    undefined,
    {
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    },
  );
}

/**
 * Growing delays under `key`: after `free` events in the window, the next waits `firstDelayMs` after the
 * last one, doubling with each further event up to `maxDelayMs`. Never a lock-out: the wait always ends.
 */
export type Backoff = {
  key: string;
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
};

/** Milliseconds until the backoff lets the next event through (0: now), from its events, oldest first. */
export function backoffWaitMs(times: Date[], b: Backoff, now = Date.now()): number {
  if (times.length < b.free) return 0;
  const delay = Math.min(b.maxDelayMs, b.firstDelayMs * 2 ** Math.min(30, times.length - b.free));
  return Math.max(0, times[times.length - 1].getTime() + delay - now);
}

/**
 * Checks every limit and backoff and records one event under each of their keys as ONE step: 429 (nothing
 * recorded) when any key is at its max or inside its delay. Callers of the same keys wait for each other,
 * so N parallel requests let at most `max` through. Returns the recorded events' ids, for `release` when
 * the attempt should not count.
 */
export async function take(
  db: Database,
  limits: Limit[],
  message: ThrottleMessage,
  backoffs: Backoff[] = [],
): Promise<number[]> {
  const keys = [...new Set([...limits, ...backoffs].map((l) => l.key))];
  const ids = await db.transaction(async (tx) => {
    await lockKeys(tx, keys);
    let waitMs = 0;
    for (const l of limits) waitMs = Math.max(waitMs, await retryAfterMs(tx, l.key, l.max, l.windowMs));
    for (const b of backoffs)
      waitMs = Math.max(waitMs, backoffWaitMs(await eventTimes(tx, b.key, b.windowMs), b));
    if (waitMs > 0) throw tooMany(waitMs, message);
    // One event per distinct key: several windows on one key (30 s, an hour, a day) share it.
    return insertEvents(tx, keys);
  });
  await maybePrune(db);
  return ids;
}

/** Un-counts events recorded by `take` (e.g. a sign-in attempt that turned out right). */
export const release = (db: Database, ids: number[]) => deleteEvents(db, ids);
