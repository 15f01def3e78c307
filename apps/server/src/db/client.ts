import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { primaryPool } from './pooler.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle repositories take: the same type for PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction is also a Database, so write methods accept either. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'pg';
  close: () => Promise<void>;
};

/** PGlite with the extensions later issues need (pg_trgm for catalogue search). */
export const pgliteExtensions = { pg_trgm };

export function pgliteDatabase(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/**
 * bigint (int8) as PGlite reads it: a number when it is a safe integer, else a BigInt. node-postgres reads
 * int8 as a string by default, so money columns (bigint since migration 0009) and count(*) or sum() in raw
 * SQL would be strings on PostgreSQL and numbers on PGlite ('1' + 2 = '12'). Set on pg's global parsers:
 * drizzle passes its own per-query parsers, which fall back to these (a pool's `types` would be ignored).
 */
pg.types.setTypeParser(pg.types.builtins.INT8, (text: string) => {
  const n = BigInt(text);
  return n < BigInt(Number.MIN_SAFE_INTEGER) || n > BigInt(Number.MAX_SAFE_INTEGER) ? n : Number(n);
});

export function pgDatabase(pool: pg.Pool): DatabaseHandle {
  // An idle client that the server drops (restart, failover, a forced DROP DATABASE) must not crash the
  // process: the pool discards it and the next query opens a new connection.
  pool.on('error', () => {});
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Database,
    kind: 'pg',
    close: () => pool.end(),
  };
}

/**
 * DATABASE_URL → a node-postgres pool (through a transaction pooler when DATABASE_DIRECT_URL is set:
 * pooler.ts); otherwise a file-backed PGlite under DATA_DIR/pglite.
 */
export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseDirectUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return pgDatabase(primaryPool(config.databaseUrl, config.databaseDirectUrl));
  const dir = path.resolve(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  return pgliteDatabase(client);
}

/** The driver underneath a Database, for the few places that need a raw connection (migrations, locks). */
export function rawClient(db: Database): PGlite | pg.Pool {
  return (db as unknown as { $client: PGlite | pg.Pool }).$client;
}

/** Rows of a `db.execute(sql...)` result: both drivers answer `{ rows }`, typed loosely by the shared Database type. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
