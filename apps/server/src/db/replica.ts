import type pg from 'pg';
import { type Database, pgDatabase } from './client.ts';
import { type ReplicaHealth, replicaHealth } from './replica-health.ts';
import { ReplicaPool } from './replica-pool.ts';

/** How often each process checks the replica (issue 27: about a second, never per request). */
export const REPLICA_CHECK_MS = 1000;

export type Replica = {
  /** The replica's database: reads only; a read it cannot answer goes to the primary (replica-pool.ts). */
  db: Database;
  pool: ReplicaPool;
  health: ReplicaHealth;
  close(): Promise<void>;
};

type Log = { info: (o: object, msg: string) => void; warn: (o: object, msg: string) => void };

/** Opens the replica's pool and starts its health check (the first one before this returns). */
export async function openReplica(opts: {
  url: string;
  primary: pg.Pool;
  maxLagMs: number;
  log: Log;
  checkMs?: number;
}): Promise<Replica> {
  const checkMs = opts.checkMs ?? REPLICA_CHECK_MS;
  const timeoutMs = Math.max(1000, checkMs);
  let health: ReplicaHealth | undefined;
  const pool = new ReplicaPool(opts.url, opts.primary, (err) => health?.lost(err));
  health = replicaHealth(
    {
      primaryLsn: async () => {
        const r = await opts.primary.query<{ lsn: string }>({
          text: 'select pg_current_wal_lsn()::text as lsn',
          query_timeout: timeoutMs,
        } as pg.QueryConfig);
        return r.rows[0].lsn;
      },
      replayLsn: async () => {
        const r = await pool.probe<{ lsn: string | null }>(
          'select pg_last_wal_replay_lsn()::text as lsn',
          timeoutMs,
        );
        return r.rows[0].lsn;
      },
    },
    { maxLagMs: opts.maxLagMs, log: opts.log },
  );
  const checking = health;
  await checking.check();
  // One check at a time: a check that hangs on an unreachable server is not joined by the next ones.
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= checking.check().finally(() => {
      running = null;
    });
  }, checkMs);
  timer.unref();
  const handle = pgDatabase(pool);
  return {
    db: handle.db,
    pool,
    health: checking,
    close: async () => {
      clearInterval(timer);
      await running;
      await handle.close();
    },
  };
}
