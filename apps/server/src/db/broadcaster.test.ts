import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness.ts';
import { announce, type Broadcaster, createBroadcaster, MAX_ANNOUNCEMENT_BYTES } from './broadcaster.ts';
import { type DatabaseHandle, rawClient } from './client.ts';

/** Resolves with the next `count` payloads `broadcaster` hands to a listener on `channel`. */
async function collect(broadcaster: Broadcaster, channel: string, count: number, ms = 5000) {
  const got: string[] = [];
  let stop: () => Promise<void> = async () => {};
  const done = new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`got ${JSON.stringify(got)} of ${count}`)), ms);
    void broadcaster
      .listen(channel, (payload) => {
        got.push(payload);
        if (got.length === count) {
          clearTimeout(timer);
          resolve(got);
        }
      })
      .then((s) => {
        stop = s;
      });
  });
  return { done, ready: () => new Promise((r) => setTimeout(r, 50)), stop: () => stop() };
}

describe('the broadcaster (issue 24: chat announcements between processes)', () => {
  let handle: DatabaseHandle;
  let broadcaster: Broadcaster;

  beforeAll(async () => {
    handle = await freshDatabase();
    broadcaster = createBroadcaster(handle.db);
  });
  afterAll(async () => {
    await broadcaster.close();
    await handle.close();
  });

  it('announces what a transaction keeps when it commits, and nothing it rolls back', async () => {
    const heard = await collect(broadcaster, 'chat_test', 2);
    await heard.ready();
    await handle.db.transaction(async (tx) => {
      await announce(tx, 'chat_test', '{"id":1}');
    });
    await handle.db
      .transaction(async (tx) => {
        await announce(tx, 'chat_test', '{"id":2}');
        throw new Error('rolled back');
      })
      .catch(() => {});
    await announce(handle.db, 'chat_test', '{"id":3}');
    expect(await heard.done).toEqual(['{"id":1}', '{"id":3}']);
    await heard.stop();
  });

  it('refuses an announcement NOTIFY could not carry, and a channel name it could not quote', async () => {
    await expect(announce(handle.db, 'chat_test', 'x'.repeat(MAX_ANNOUNCEMENT_BYTES + 1))).rejects.toThrow(
      /send ids/,
    );
    await expect(broadcaster.listen('chat"; drop table users; --', () => {})).rejects.toThrow(
      /not a channel/,
    );
  });

  it.runIf(process.env.TEST_DB === 'pg')(
    'listens again after its connection is killed, and tells subscribers to catch up',
    async () => {
      let resumed = 0;
      const stopResume = broadcaster.onResume(() => resumed++);
      const first = await collect(broadcaster, 'chat_kill', 1);
      await first.ready();
      await announce(handle.db, 'chat_kill', 'before');
      expect(await first.done).toEqual(['before']);
      // Every backend listening on this database but the pool's own is the broadcaster's connection.
      const pool = rawClient(handle.db);
      await (pool as import('pg').Pool).query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
      );
      await expect.poll(() => resumed, { timeout: 10_000 }).toBe(1);
      const after = await collect(broadcaster, 'chat_kill', 1);
      await after.ready();
      await announce(handle.db, 'chat_kill', 'after');
      expect(await after.done).toEqual(['after']);
      await first.stop();
      await after.stop();
      stopResume();
    },
  );
});
