import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, rawClient } from './client.ts';
import { sessionUrlOf } from './pooler.ts';

/**
 * Announcements between the API processes (issue 24's chat, decisions in architecture.md "real time"): a
 * write is kept first and announced after, by ids only; each process holds one listening connection and
 * hands what arrives to its own subscribers (WebSockets). A connection that drops loses what was announced
 * meanwhile: `onResume` tells subscribers to catch up from the database. NATS or Redis could replace
 * PostgreSQL's NOTIFY behind this interface.
 */
export interface Broadcaster {
  /** Delivers `channel`'s announcements to `listener` until the returned function is called. */
  listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  /** Called each time the listening connection is back after a loss. */
  onResume(listener: () => void): () => void;
  close(): Promise<void>;
}

/** NOTIFY's own limit on a payload (PostgreSQL refuses 8000 bytes and more). */
export const MAX_ANNOUNCEMENT_BYTES = 7999;

const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/**
 * Announces `payload` on `channel` when `db`'s transaction commits (at once outside one). Call it inside the
 * transaction that keeps what it announces: a rolled-back write is never announced.
 */
export async function announce(db: Database, channel: string, payload: string): Promise<void> {
  checkChannel(channel);
  if (Buffer.byteLength(payload) > MAX_ANNOUNCEMENT_BYTES)
    throw new Error('announcement too large: send ids');
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Subscribers by channel, shared by both implementations. */
function subscribers() {
  const byChannel = new Map<string, Set<(payload: string) => void>>();
  const resumed = new Set<() => void>();
  return {
    byChannel,
    deliver(channel: string, payload: string) {
      for (const listener of byChannel.get(channel) ?? []) {
        try {
          listener(payload);
        } catch {
          // One subscriber's failure is its own; the others still get the announcement.
        }
      }
    },
    add(channel: string, listener: (payload: string) => void): boolean {
      const set = byChannel.get(channel) ?? new Set();
      const first = set.size === 0;
      set.add(listener);
      byChannel.set(channel, set);
      return first;
    },
    remove(channel: string, listener: (payload: string) => void): boolean {
      const set = byChannel.get(channel);
      set?.delete(listener);
      if (set && set.size === 0) byChannel.delete(channel);
      return !byChannel.has(channel);
    },
    onResume(listener: () => void) {
      resumed.add(listener);
      return () => void resumed.delete(listener);
    },
    resume() {
      for (const listener of resumed) listener();
    },
  };
}

/** The embedded database's own LISTEN (one process: every subscriber is here). */
export function pgliteBroadcaster(client: PGlite): Broadcaster {
  const subs = subscribers();
  const stops = new Map<string, () => Promise<void>>();
  return {
    async listen(channel, listener) {
      checkChannel(channel);
      if (subs.add(channel, listener)) {
        const unlisten = await client.listen(channel, (payload) => subs.deliver(channel, payload));
        // A database closed first (the app's shutdown closes it before the chat) has nothing left to unlisten.
        stops.set(channel, async () => {
          if (!client.closed) await unlisten();
        });
      }
      return async () => {
        if (subs.remove(channel, listener)) await stops.get(channel)?.();
      };
    },
    onResume: subs.onResume,
    async close() {
      for (const stop of stops.values()) await stop();
      stops.clear();
    },
  };
}

/** Reconnection delays after a lost connection: quick first, then at most every 5 s. */
const RETRY_MS = [100, 250, 500, 1000, 2000, 5000];

/**
 * PostgreSQL: one dedicated connection per process holds every LISTEN (never a pooled one: the pool would
 * hand it to a query and the LISTEN would go with it). When it drops, it reconnects, listens again and calls
 * `onResume`.
 */
export function pgBroadcaster(connectionString: string): Broadcaster {
  const subs = subscribers();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let connectedBefore = false;
  let attempt = 0;

  const quote = (channel: string) => `"${channel}"`;
  const backoff = () => RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)];

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (msg) => subs.deliver(msg.channel, msg.payload ?? ''));
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of subs.byChannel.keys()) await next.query(`LISTEN ${quote(channel)}`);
      return next;
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
  }

  /** Connects after `delay` ms, retrying with backoff; a connection after a lost one resumes subscribers. */
  function start(delay: number) {
    if (closed || connecting) return;
    connecting = new Promise<pg.Client>((resolve, reject) =>
      setTimeout(() => connect().then(resolve, reject), delay),
    );
    connecting.then(
      (next) => {
        connecting = null;
        if (closed) return void next.end().catch(() => {});
        client = next;
        attempt = 0;
        if (connectedBefore) subs.resume();
        connectedBefore = true;
      },
      () => {
        connecting = null;
        start(backoff());
      },
    );
  }

  function lost(which: pg.Client) {
    if (client !== which || closed) return;
    client = null;
    void which.end().catch(() => {});
    start(backoff());
  }

  /** The connection, once there is one (null while the database cannot be reached). */
  async function ready(): Promise<pg.Client | null> {
    if (client || closed) return client;
    start(0);
    return (await connecting?.catch(() => null)) ?? null;
  }

  return {
    async listen(channel, listener) {
      checkChannel(channel);
      const first = subs.add(channel, listener);
      const conn = await ready();
      // Not connected: the reconnection listens to every channel subscribed by then.
      if (first && conn) await conn.query(`LISTEN ${quote(channel)}`).catch(() => {});
      return async () => {
        if (subs.remove(channel, listener) && client) {
          await client.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
        }
      };
    },
    onResume: subs.onResume,
    async close() {
      closed = true;
      const conn = client;
      client = null;
      await conn?.end().catch(() => {});
    },
  };
}

/**
 * A broadcaster made on first use: an app registers its live routes without touching the database (an app
 * started while the database is down still answers /api/health with 503), and one that never listens opens
 * no connection.
 */
export function lazyBroadcaster(make: () => Broadcaster): Broadcaster {
  let made: Broadcaster | null = null;
  const get = () => {
    made ??= make();
    return made;
  };
  return {
    listen: (channel, listener) => get().listen(channel, listener),
    onResume: (listener) => get().onResume(listener),
    close: async () => {
      await made?.close();
    },
  };
}

/**
 * The broadcaster for the database the app runs on: its own connection to the pool's database, directly
 * when the pool goes through a transaction pooler (a LISTEN is session state: pooler.ts).
 */
export function createBroadcaster(db: Database): Broadcaster {
  const raw = rawClient(db);
  if (raw instanceof PGlite) return pgliteBroadcaster(raw);
  return pgBroadcaster(sessionUrlOf(raw as pg.Pool));
}
