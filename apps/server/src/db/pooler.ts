import pg from 'pg';

/**
 * PgBouncer in transaction mode (issue 27, DATABASE_DIRECT_URL set) hands each transaction a server
 * connection of its choosing, so nothing sent through it may lean on the session: PgBouncer 1.18 keeps no
 * named prepared statement (a second Bind of a name parsed on another server connection fails), a session
 * SET leaks to whoever gets the connection next, LISTEN and session advisory locks vanish between statements.
 * What needs a session uses the direct URL (migrate.ts, broadcaster.ts); everything else goes unnamed.
 */

/**
 * A client that sends every statement unnamed: a named one (runStatement, executeCatalogQuery, drizzle's
 * `.prepare(name)`) loses only its per-connection plan cache, which a pooler would lose anyway.
 */
class UnnamedStatementClient extends pg.Client {
  // pg's query() has a dozen overloads; this passes every argument through, minus a statement's name.
  // biome-ignore lint/suspicious/noExplicitAny: the overloads are pg's, unchanged
  override query(config: any, ...rest: any[]): any {
    const query = (super.query as (...args: unknown[]) => unknown).bind(this);
    if (config && typeof config === 'object' && config.name && typeof config.submit !== 'function') {
      const { name: _name, ...unnamed } = config;
      return query(unnamed, ...rest);
    }
    return query(config, ...rest);
  }
}

/** The session's URL (the primary directly) of each pool that goes through a transaction pooler. */
const directUrls = new WeakMap<pg.Pool, string>();

/** A pool on `url`; with `directUrl`, `url` is a transaction pooler and the pool sends no named statement. */
export function primaryPool(url: string, directUrl: string | undefined, max = 10): pg.Pool {
  if (!directUrl) return new pg.Pool({ connectionString: url, max, application_name: 'remodel' });
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'remodel',
    Client: UnnamedStatementClient,
  });
  directUrls.set(pool, directUrl);
  return pool;
}

/** True when `pool` goes through a transaction pooler: no session state may be relied on. */
export const transactionPooled = (pool: pg.Pool): boolean => directUrls.has(pool);

/** Where to open a connection that keeps session state (LISTEN, a session advisory lock) for `pool`'s database. */
export function sessionUrlOf(pool: pg.Pool): string {
  const url = directUrls.get(pool) ?? pool.options.connectionString;
  if (!url) throw new Error('a session connection needs the pool’s connection string');
  return url;
}
