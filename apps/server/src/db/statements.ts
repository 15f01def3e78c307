import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

/** A statement as sent: its name (unique per text), text and parameter values (catalog/prepared.ts builds them). */
export type NamedStatement = { name: string; text: string; params: unknown[] };

type Connection = pg.Pool | pg.PoolClient | PGlite | PGliteTransaction;

/** What `db` runs on: the pool or PGlite, or inside a transaction that transaction's own connection. */
const connectionOf = (db: Database): Connection =>
  (db as unknown as { session: { client: Connection } }).session.client;

/**
 * Runs a statement on `db`, a transaction included, with the driver's own row parsing (timestamps arrive as
 * Date, bigint as text). On PostgreSQL it is a named prepared statement: parsed once per connection, so a
 * call costs one round trip and no query building; PGlite (one in-process connection) runs it unnamed.
 */
export async function runStatement<T>(db: Database, st: NamedStatement): Promise<T[]> {
  const conn = connectionOf(db);
  if (conn instanceof pg.Pool || conn instanceof pg.Client) {
    return (await conn.query({ name: st.name, text: st.text, values: st.params })).rows as T[];
  }
  return (await (conn as PGlite).query<T>(st.text, st.params)).rows;
}
