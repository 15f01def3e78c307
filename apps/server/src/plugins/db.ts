import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { createDatabase, type Database, rawClient } from '../db/client.ts';
import { openReplica, type Replica } from '../db/replica.ts';
import type { ReplicaReport } from '../db/replica-health.ts';
import { readYourWrites } from './read-your-writes.ts';

export type PoolUsage = { total: number; idle: number; waiting: number };

/** What /api/health/ready tells the proxy about the databases. */
export type DatabaseStatus = {
  replica: ReplicaReport | null;
  pools: { primary: PoolUsage | null; replica: PoolUsage | null };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle database (PGlite or node-postgres): the primary; repositories take it as their first argument. */
    db: Database;
    /**
     * Where a public catalogue read of this request goes (issue 27 point 2): the replica when one is set,
     * answering and within the lag bound, and the caller has no write of its own it may not have replayed
     * yet (read-your-writes.ts); else the primary. Only for reads: a write through it would fail.
     */
    readDbFor(request: FastifyRequest): Database;
    databaseStatus(): DatabaseStatus;
  }
}

const usageOf = (pool: pg.Pool): PoolUsage => ({
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/**
 * Decorates `app.db`: the given database (owned by the caller), or one opened from the config and closed with
 * the app; and, when DATABASE_READ_URL is set on PostgreSQL, the replica behind `app.readDbFor(request)`.
 */
export default fp(
  async (app, opts: { config: AppConfig; db?: Database }) => {
    if (opts.db) {
      app.decorate('db', opts.db);
    } else {
      const handle = await createDatabase(opts.config);
      app.decorate('db', handle.db);
      app.addHook('onClose', async () => handle.close());
    }
    const primary = rawClient(app.db);
    const replica = await replicaOf(app, opts.config, primary);
    app.decorate('databaseStatus', () => ({
      replica: replica?.health.report() ?? null,
      pools: {
        primary: primary instanceof pg.Pool ? usageOf(primary) : null,
        replica: replica ? usageOf(replica.pool) : null,
      },
    }));
    if (!replica) {
      app.decorate('readDbFor', () => app.db);
      return;
    }
    const writes = readYourWrites(app, primary as pg.Pool, opts.config.readMaxLagMs);
    app.decorate('readDbFor', (request: FastifyRequest) => {
      if (!replica.health.serving() || !writes.replayed(request, replica.health)) return app.db;
      return replica.db;
    });
  },
  { name: 'db' },
);

async function replicaOf(
  app: FastifyInstance,
  config: AppConfig,
  primary: ReturnType<typeof rawClient>,
): Promise<Replica | null> {
  if (!config.databaseReadUrl || !(primary instanceof pg.Pool)) return null;
  const replica = await openReplica({
    url: config.databaseReadUrl,
    primary,
    maxLagMs: config.readMaxLagMs,
    log: app.log,
  });
  app.addHook('onClose', async () => replica.close());
  return replica;
}
