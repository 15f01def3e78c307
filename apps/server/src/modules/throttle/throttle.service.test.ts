import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/harness.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { throttleEvents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clear, countRecent, prune, record, release, take } from './throttle.service.ts';

describe('throttle service (sliding window in throttle_events)', () => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  it('counts only events of the key within the window', async () => {
    await record(h.db, 'k1');
    await record(h.db, 'k1');
    await record(h.db, 'k2');
    await h.db.insert(throttleEvents).values({ key: 'k1', createdAt: minutesAgo(20) });
    expect(await countRecent(h.db, 'k1', 15 * 60_000)).toBe(2);
    expect(await countRecent(h.db, 'k1', 30 * 60_000)).toBe(3);
    expect(await countRecent(h.db, 'k2', 15 * 60_000)).toBe(1);
  });

  it('take throws 429 at the limit, telling when the window frees up', async () => {
    await h.db.insert(throttleEvents).values([
      { key: 'k3', createdAt: minutesAgo(10) },
      { key: 'k3', createdAt: minutesAgo(5) },
    ]);
    const limit = [{ key: 'k3', max: 3, windowMs: 15 * 60_000 }];
    await expect(take(h.db, limit, 'nope')).resolves.toHaveLength(1);
    const error = await take(h.db, limit, (n) => `wait ${n} min`).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(429);
    // The oldest of the three ages out in ~5 minutes.
    expect(error.message).toBe('wait 5 min');
    expect(error.retryAfterSeconds).toBeGreaterThan(4 * 60);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(5 * 60);
  });

  it('clear forgets a key; prune drops rows older than a day', async () => {
    await record(h.db, 'k4');
    await clear(h.db, 'k4');
    expect(await countRecent(h.db, 'k4', 60_000)).toBe(0);
    await h.db.insert(throttleEvents).values({ key: 'old', createdAt: minutesAgo(25 * 60) });
    await prune(h.db);
    expect(await h.db.select().from(throttleEvents).where(eq(throttleEvents.key, 'old'))).toHaveLength(0);
  });

  it('take records under every key while all are under their limits; at a limit it records nothing', async () => {
    const limits = [
      { key: 't-pair', max: 2, windowMs: 60_000 },
      { key: 't-addr', max: 5, windowMs: 60_000 },
    ];
    const first = await take(h.db, limits, 'nope');
    expect(first).toHaveLength(2);
    await take(h.db, limits, 'nope');
    const error = await take(h.db, limits, (n) => `wait ${n} min`).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toBe('wait 1 min');
    expect(await countRecent(h.db, 't-addr', 60_000)).toBe(2);
    await release(h.db, first);
    expect(await countRecent(h.db, 't-pair', 60_000)).toBe(1);
    await expect(take(h.db, limits, 'nope')).resolves.toHaveLength(2);
  });
});
