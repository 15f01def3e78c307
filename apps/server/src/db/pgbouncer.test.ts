import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeThroughPooler } from '../../test/harness.ts';
import { type Bouncer, pgbouncerUnavailable, startPgBouncer } from '../../test/pgbouncer.ts';
import { JOBS, startJobs } from '../jobs/jobs.ts';
import { catalogTestApp } from '../modules/catalog/catalog.fixture.ts';
import { countRows, orderTestApp, placeAnnOrder } from '../modules/orders/orders.fixture.ts';
import { announce, createBroadcaster } from './broadcaster.ts';
import { rowsOf } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const unavailable = pgbouncerUnavailable();
if (process.env.TEST_DB === 'pg' && unavailable) console.warn(`PgBouncer tests skipped: ${unavailable}`);

/**
 * Issue 27 point 3: the app through PgBouncer in transaction mode (DATABASE_URL), with DATABASE_DIRECT_URL for
 * what needs a session. Two server connections per database, fewer than the app's five clients, so named
 * statements, session SETs or a LISTEN through the pooler would fail here.
 */
describe.runIf(process.env.TEST_DB === 'pg' && !unavailable)('through PgBouncer in transaction mode', () => {
  let bouncer: Bouncer;
  beforeAll(async () => {
    bouncer = await startPgBouncer(
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    );
    routeThroughPooler(bouncer.url);
  });
  afterAll(async () => {
    routeThroughPooler(null);
    await bouncer?.close();
  });

  it('answers catalogue reads (prepared statements, run unnamed) under concurrency', async () => {
    const f = await catalogTestApp();
    try {
      // Migrations take a session advisory lock: on the direct connection, so this returns.
      await migrateDatabase(f.t.db);
      const calls = Array.from({ length: 24 }, (_, i) =>
        i % 3 === 0
          ? f.t.app.inject({ method: 'GET', url: `/api/search?q=tile&vsd_id=TESTRM01&page=${1 + (i % 2)}` })
          : i % 3 === 1
            ? f.t.app.inject({
                method: 'POST',
                url: '/api/visualization/products',
                payload: { category: f.leaf.id, showroom: f.owner.id, ppp: 12 },
              })
            : f.t.app.inject({ method: 'GET', url: '/api/menu_category' }),
      );
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      const listed = answers[1].json().data;
      expect(listed.data.length).toBeGreaterThan(0);
    } finally {
      await f.t.close();
    }
  });

  it('places an order (checkout statements, transactions, advisory locks)', async () => {
    const f = await orderTestApp();
    try {
      await placeAnnOrder(f, 'pgbouncer-1', [
        { hash: f.a.hash, qty: 2 },
        { hash: f.b.hash, qty: 1 },
      ]);
      expect(await countRows(f, 'orders')).toBe(1);
      expect(await countRows(f, 'ledger_entries')).toBeGreaterThan(0);
    } finally {
      await f.t.close();
    }
  });

  it('announces to a LISTEN held on the direct connection', async () => {
    const f = await catalogTestApp();
    const broadcaster = createBroadcaster(f.t.db);
    try {
      const heard: string[] = [];
      await broadcaster.listen('pooler_check', (p) => heard.push(p));
      await f.t.db.transaction(async (tx) => announce(tx as never, 'pooler_check', '42'));
      for (let i = 0; i < 50 && heard.length === 0; i++) await sleep(100);
      expect(heard).toEqual(['42']);
    } finally {
      await broadcaster.close();
      await f.t.close();
    }
  });

  it('runs jobs (pg-boss takes only transaction-scoped locks)', async () => {
    const f = await catalogTestApp();
    const jobs = await startJobs({
      db: f.t.db,
      payments: f.t.app.payments,
      mailer: f.t.app.mailer,
      log: f.t.app.log,
      payouts: false,
      pollingIntervalSeconds: 0.5,
    });
    try {
      const id = await jobs.boss.send(JOBS.deliverMail.queue, {});
      let state = '';
      for (let i = 0; i < 100 && state !== 'completed'; i++) {
        await sleep(100);
        const [row] = rowsOf<{ state: string }>(
          await f.t.db.execute(sql`select state from pgboss.job where id = ${id}`),
        );
        state = row?.state ?? '';
      }
      expect(state).toBe('completed');
    } finally {
      await jobs.stop();
      await f.t.close();
    }
  });
});
