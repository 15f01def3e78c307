import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs, testConfig } from '../../test/harness.ts';
import { type Cluster, clusterUnavailable, startCluster } from '../../test/pg-cluster.ts';
import { type App, buildApp } from '../app.ts';
import { WRITE_POSITION_COOKIE } from '../plugins/read-your-writes.ts';
import { pgDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { showrooms } from './schema/index.ts';

const unavailable = clusterUnavailable();
if (process.env.TEST_DB === 'pg' && unavailable) console.warn(`replica tests skipped: ${unavailable}`);

/** Polls `probe` until it holds (at most `ms`). */
async function until(probe: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(100);
  }
}

describe.runIf(process.env.TEST_DB === 'pg' && !unavailable)(
  'catalogue reads from a streaming replica',
  () => {
    let cluster: Cluster;
    let app: App;
    const lines: { msg: string; level: number }[] = [];
    const replicaState = () => app.databaseStatus().replica?.state;

    beforeAll(async () => {
      cluster = await startCluster();
      const setup = pgDatabase(new pg.Pool({ connectionString: cluster.primaryUrl, max: 2 }));
      await migrateDatabase(setup.db);
      const pro = await createUser(setup.db, { type: 'Contractor', email: 'rosa@example.test' });
      await setup.db.insert(showrooms).values({
        userId: pro.id,
        vsdId: 'REPLICA1',
        companyName: 'Before',
        customAddon: 'active',
        live: true,
      });
      await setup.close();
      const stream = new Writable({
        write(chunk, _enc, done) {
          for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
          done();
        },
      });
      // A bound long enough that a replica paused for a test stays 'up' (the lag test has its own app).
      const config = testConfig({
        databaseUrl: cluster.primaryUrl,
        databaseReadUrl: cluster.replicaUrl,
        readMaxLagMs: 60_000,
      });
      app = await buildApp({ config, logger: { level: 'info', stream } });
      await app.ready();
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await cluster?.close();
    });

    const search = (q: string, cookie?: string) =>
      app.inject({ method: 'GET', url: `/api/search?q=${q}`, headers: cookie ? { cookie } : {} });
    const companyName = async (cookie?: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/visualization/shop_profile?vsd_id=REPLICA1',
        headers: cookie ? { cookie } : {},
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.profile?.company_name as string;
    };

    it('answers a catalogue GET from the replica', async () => {
      expect(replicaState()).toBe('up');
      const res = await search('zqxfromreplica');
      expect(res.statusCode).toBe(200);
      // Each server logs every statement with the connection's application_name: only the replica ran it.
      expect(cluster.replicaLog()).toMatch(/\[remodel-read\][^\n]*\n?[^\n]*zqxfromreplica/);
      expect(cluster.primaryLog()).not.toContain('zqxfromreplica');
    });

    it('reads a caller’s own write at once, though the replica has not replayed it', async () => {
      const replica = new pg.Client({ connectionString: cluster.replicaUrl });
      await replica.connect();
      try {
        await replica.query('select pg_wal_replay_pause()');
        const token = await loginAs(app, 'rosa@example.test');
        const saved = await app.inject({
          method: 'PUT',
          url: '/api/pro/showroom',
          headers: authHeader(token),
          payload: { company_name: 'After', theme_color: null },
        });
        expect(saved.statusCode).toBe(200);
        const cookie = String(saved.headers['set-cookie'])
          .split(',')
          .map((c) => c.trim().split(';')[0])
          .find((c) => c.startsWith(`${WRITE_POSITION_COOKIE}=`));
        expect(cookie).toBeDefined();
        // The writer reads from the primary; another browser still reads the paused replica.
        expect(await companyName(cookie)).toBe('After');
        expect(await companyName()).toBe('Before');
        expect(replicaState()).toBe('up');

        await replica.query('select pg_wal_replay_resume()');
        await until(async () => (await companyName()) === 'After');
        // Once the check has seen the write replayed, the writer's reads go back to the replica.
        await sleep(1500);
        await search('zqxwriterback', cookie);
        expect(cluster.replicaLog()).toContain('zqxwriterback');
        expect(cluster.primaryLog()).not.toContain('zqxwriterback');
      } finally {
        await replica.query('select pg_wal_replay_resume()').catch(() => {});
        await replica.end();
      }
    });

    it('reads from the primary while the replica is stopped (one log line), and from the replica once back', async () => {
      const notes = () => lines.filter((l) => /^replica /.test(l.msg)).map((l) => l.msg);
      const before = notes().length;
      await cluster.stopReplica();
      for (const q of ['zqxdownone', 'zqxdowntwo', 'zqxdownthree']) {
        const res = await search(q);
        expect(res.statusCode).toBe(200);
        expect(cluster.primaryLog()).toContain(q);
      }
      await sleep(2500); // a few checks: still one line
      expect(notes().slice(before)).toEqual(['replica down: reads go to the primary']);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data.replica).toEqual({ state: 'down', lagMs: null });

      await cluster.startReplica();
      await until(() => replicaState() === 'up');
      expect(notes().slice(before)).toEqual([
        'replica down: reads go to the primary',
        'replica back: reads return to it',
      ]);
      expect((await search('zqxbackagain')).statusCode).toBe(200);
      expect(cluster.replicaLog()).toContain('zqxbackagain');
      expect(cluster.primaryLog()).not.toContain('zqxbackagain');
    });

    it('turns to the primary while the replica lags past the bound', async () => {
      const lagLines: string[] = [];
      const config = testConfig({
        databaseUrl: cluster.primaryUrl,
        databaseReadUrl: cluster.replicaUrl,
        readMaxLagMs: 1000,
      });
      const stream = new Writable({
        write(chunk, _enc, done) {
          lagLines.push(JSON.parse(String(chunk)).msg);
          done();
        },
      });
      const lagging = await buildApp({ config, logger: { level: 'warn', stream } });
      const replica = new pg.Client({ connectionString: cluster.replicaUrl });
      await replica.connect();
      try {
        await replica.query('select pg_wal_replay_pause()');
        await lagging.db.execute(sql`update showrooms set company_name = 'Lagged' where vsd_id = 'REPLICA1'`);
        await until(() => lagging.databaseStatus().replica?.state === 'lagging', 8000);
        expect(lagLines).toEqual(['replica lagging: reads go to the primary']);
        expect(lagging.databaseStatus().replica?.lagMs).toBeGreaterThan(1000);
        const res = await lagging.inject({
          method: 'GET',
          url: '/api/visualization/shop_profile?vsd_id=REPLICA1',
        });
        expect(res.json().data.profile.company_name).toBe('Lagged');
      } finally {
        await replica.query('select pg_wal_replay_resume()').catch(() => {});
        await replica.end();
        await lagging.close();
      }
    });
  },
);
