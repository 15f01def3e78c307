import pg from 'pg';

/** SQLSTATEs that say the server cannot serve this connection now, not that the statement is wrong. */
const LOST_STATES = new Set([
  '57P01', // admin_shutdown: the replica is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  // A hot standby cancels a read whose rows replay must remove ("conflict with recovery"); the primary
  // has no such conflict, so a read-only statement is simply asked there.
  '40001',
]);

const LOST_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/** True when `err` says the replica could not answer (down, going down, unreachable), not that the query is bad. */
export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  if (e.code && (LOST_STATES.has(e.code) || LOST_CODES.has(e.code) || e.code.startsWith('08'))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(
    e.message ?? '',
  );
}

/**
 * The replica's pool (issue 27 point 2). A read the replica cannot answer for want of a connection (it is
 * down, restarting or unreachable) is asked of the primary once, so the caller never sees the replica's
 * trouble; `lost` hears of it, so the next reads go to the primary without waiting for the health check.
 * Only reads come here, so asking twice is harmless.
 */
export class ReplicaPool extends pg.Pool {
  constructor(
    url: string,
    readonly primary: pg.Pool,
    private readonly lost: (err: unknown) => void,
    max = 10,
  ) {
    // A replica that does not accept a connection within a second is treated as down (the read goes on).
    super({ connectionString: url, max, application_name: 'remodel-read', connectionTimeoutMillis: 1000 });
    this.on('error', () => {});
  }

  /** The replica's own answer, never the primary's: for the health check. */
  probe<T extends pg.QueryResultRow>(text: string, timeoutMs: number): Promise<pg.QueryResult<T>> {
    return super.query<T>({ text, query_timeout: timeoutMs } as pg.QueryConfig);
  }

  // pg's query() has a dozen overloads; the promise form is the one drizzle and the repositories use.
  // biome-ignore lint/suspicious/noExplicitAny: the overloads are pg's, unchanged
  override query(...args: any[]): any {
    const own = (super.query as AnyFn).apply(this, args);
    if (typeof args[args.length - 1] === 'function') return own;
    return own.catch((err: unknown) => {
      if (!isConnectionError(err)) throw err;
      this.lost(err);
      return (this.primary.query as AnyFn).apply(this.primary, args);
    });
  }

  // pg-pool's own query() calls connect() with a callback: that form is left alone.
  // biome-ignore lint/suspicious/noExplicitAny: the overloads are pg's, unchanged
  override connect(...args: any[]): any {
    if (args.length > 0) return (super.connect as AnyFn).apply(this, args);
    return super.connect().catch((err: unknown) => {
      if (!isConnectionError(err)) throw err;
      this.lost(err);
      return this.primary.connect();
    });
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyFn = (...args: any[]) => any;
