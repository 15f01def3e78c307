import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, rawClient } from './client.ts';
import { sessionUrlOf, transactionPooled } from './pooler.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: serialises migrations when several processes start against one PostgreSQL. */
const MIGRATION_LOCK = 727_001;

/** Applies pending migrations from src/db/migrations. */
export async function migrateDatabase(db: Database): Promise<void> {
  const client = rawClient(db);
  if (client instanceof PGlite) {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    return;
  }
  const pool = client as pg.Pool;
  // One dedicated connection holds the (session) advisory lock for the whole run: through a transaction
  // pooler the lock and the migration would land on different server connections, so it is a direct one.
  if (transactionPooled(pool)) {
    const direct = new pg.Client({ connectionString: sessionUrlOf(pool) });
    await direct.connect();
    try {
      await migrateLocked(direct);
    } finally {
      await direct.end();
    }
    return;
  }
  const conn = await pool.connect();
  try {
    await migrateLocked(conn);
  } finally {
    conn.release();
  }
}

async function migrateLocked(conn: pg.ClientBase) {
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: conn as unknown as pg.Pool }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
  }
}
