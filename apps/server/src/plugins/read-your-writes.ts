import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { parseLsn, type ReplicaHealth } from '../db/replica-health.ts';

/** The cookie holding the primary's WAL position after the caller's last write. */
export const WRITE_POSITION_COOKIE = 'db_written';

/** A server render's own reads go to the primary (ssr/page-renderer.ts sets it): see `replayed`. */
export const READ_PRIMARY_HEADER = 'x-read-primary';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (a product list, a rail): its answer sets no write position. */
    readsOnly?: boolean;
  }
}

function writePositionOf(cookieHeader: string | undefined): bigint | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name !== WRITE_POSITION_COOKIE || !value) continue;
    try {
      return parseLsn(decodeURIComponent(value));
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Read-your-writes (issue 27 point 2), by WAL position rather than a fixed window: after a request that may
 * have written (not GET/HEAD/OPTIONS, answered below 400, not a route marked `readsOnly`), the answer sets a
 * cookie with the primary's position at that moment (`pg_current_wal_lsn()`, taken after the handler's
 * commit, so at or past the write). That browser's reads then go to the primary until the health check has
 * seen the replica replay past it: usually within a second, and never a stale read however far the replica
 * lags within its bound. A cookie, not per-node memory, so any node behind the proxy honours it. It lives
 * just past the lag bound: a replica still serving after that has replayed the write anyway (it is never
 * more than the bound behind, checked each second).
 *
 * A server render asks with READ_PRIMARY_HEADER: its page is cached under the storefront generation read on
 * the primary before it, so it must not be drawn from a replica that has not replayed that generation yet.
 */
export function readYourWrites(app: FastifyInstance, primary: pg.Pool, maxLagMs: number) {
  const maxAge = Math.ceil(maxLagMs / 1000) + 5;

  app.addHook('onSend', async (request, reply, payload) => {
    const readsOnly = request.routeOptions.config?.readsOnly === true;
    if (READ_METHODS.has(request.method) || readsOnly || reply.statusCode >= 400) return payload;
    try {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      reply.header(
        'set-cookie',
        `${WRITE_POSITION_COOKIE}=${encodeURIComponent(rows[0].lsn)}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax`,
      );
    } catch (err) {
      request.log.warn({ err }, 'write position not read: this caller may read its write late');
    }
    return payload;
  });

  return {
    /** The replica holds everything this caller wrote (or the caller wrote nothing we know of). */
    replayed(request: FastifyRequest, health: ReplicaHealth): boolean {
      if (request.headers[READ_PRIMARY_HEADER]) return false;
      const written = writePositionOf(request.headers.cookie);
      return written === null || health.replayedPast(written);
    },
  };
}
