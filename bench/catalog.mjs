#!/usr/bin/env node
// Catalogue bench (issue 3 point 5): on a throw-away PostgreSQL database seeded with the full catalogue,
// autocannon with 50 connections measures the showroom category page (24 products, markup applied) and
// search, each beside its budget AND beside 0.6× a bare Fastify + pg route running the same SQL, started in
// the same run. `node bench/catalog.mjs` (also run by `npm run bench`).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, waitFor } from './support/product-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS || 10);

/** The bare baseline: Fastify + a pg pool answering the prepared SQL, nothing else. */
async function bareServer() {
  const { default: Fastify } = await import('fastify');
  const queries = JSON.parse(process.env.BARE_QUERIES);
  // The app's pool size (db/client.ts) and the same session setting as its catalogue queries
  // (apps/server/src/db/prepared.ts), given at connect time.
  const pool = new pg.Pool({
    connectionString: process.env.BARE_DB_URL,
    max: 10,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  const app = Fastify({ logger: false });
  for (const [route, q] of Object.entries(queries)) {
    // The statement exactly as the app sends it (same name, text and values): parsed once per connection,
    // plan cached; the route answers the row as the database gives it.
    app.get(
      `/bare/${route}`,
      async () => (await pool.query({ name: q.name, text: q.text, values: q.params })).rows[0],
    );
  }
  await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
}

async function measure(opts) {
  const result = await autocannon({ connections: 50, duration: seconds, ...opts });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  const { tsImport } = await import('tsx/esm/api');
  const load = (path) => tsImport(join(root, path), import.meta.url);
  const [
    { pgDatabase },
    { migrateDatabase },
    { seedDemoAccounts },
    catalogSeed,
    pricingSeed,
    showroomProducts,
    searchRepo,
  ] = await Promise.all([
    load('apps/server/src/db/client.ts'),
    load('apps/server/src/db/migrate.ts'),
    load('apps/server/src/db/seed/demo-accounts.ts'),
    load('apps/server/src/db/seed/catalog/index.ts'),
    load('apps/server/src/db/seed/catalog/showroom-pricing.ts'),
    load('apps/server/src/modules/catalog/showroom-products.repository.ts'),
    load('apps/server/src/modules/search/search.repository.ts'),
  ]);

  const adminUrl =
    process.env.BENCH_DATABASE_URL ||
    process.env.TEST_DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test';
  const admin = async (sql) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      return await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const dbName = `bench_catalog_${Date.now().toString(36)}`;
  await admin(`create database "${dbName}"`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;

  const children = [];
  let failed = false;
  try {
    const handle = pgDatabase(new pg.Pool({ connectionString: dbUrl.toString(), max: 4 }));
    await migrateDatabase(handle.db);
    await seedDemoAccounts(handle.db);
    const started = Date.now();
    const created = await catalogSeed.seedCatalog(handle.db, { products: 25_000 });
    const seedMs = Date.now() - started;
    await pricingSeed.seedShowroomPricing(handle.db);
    await handle.db.execute('vacuum analyze');

    // The showroom's biggest category (products of its own, as a leaf) and its owner.
    const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 });
    const {
      rows: [room],
    } = await pool.query(`select user_id, vsd_id from showrooms where vsd_id = 'DEMO2026'`);
    const {
      rows: [category],
    } = await pool.query(
      `select c.id, c.slug_url, count(*)::int as n from categories c join products p on p.category_id = c.id
       group by c.id order by count(*) desc, c.id limit 1`,
    );
    await pool.end();

    const categoryInput = { category: category.id, showroom: room.user_id, ppp: 24, page: 1 };
    const searchText = 'calacatta';
    const searchInput = { q: searchText, vsd_id: room.vsd_id, ppp: 24 };
    // A misspelling (issue 22 A1): answered for its correction, which the app decides once per catalogue
    // version and then searches directly, so its bare route runs the corrected text's statement.
    const typoText = 'fawcet';
    const typoMeant = 'faucet';
    const typoInput = { q: typoText, vsd_id: room.vsd_id, ppp: 24 };
    // The statements the app runs per request for these two inputs (the same functions build them); the
    // app's trace of what it really ran is compared with them below. Search facets are a separate statement
    // that the app runs once per (text, showroom, catalogue version) and then serves from its cache.
    const queries = {
      category: showroomProducts.categoryPageStatement({
        category: category.id,
        showroom: { showroom: room.user_id, vsd_id: undefined },
        perPage: 24,
        page: 1,
        sort: undefined,
      }),
      search: searchRepo.searchStatement({
        q: searchText,
        showroom: { showroom: undefined, vsd_id: room.vsd_id },
        category: undefined,
        brands: [],
        perPage: 24,
        page: 1,
      }),
      typo: searchRepo.searchStatement({
        q: typoMeant,
        showroom: { showroom: undefined, vsd_id: room.vsd_id },
        category: undefined,
        brands: [],
        perPage: 24,
        page: 1,
      }),
    };
    const traceFile = join(tmpdir(), `${dbName}-sql.jsonl`);
    await handle.close();

    const appPort = await freePort();
    const barePort = await freePort();
    const base = `http://127.0.0.1:${appPort}`;
    const bare = `http://127.0.0.1:${barePort}`;
    children.push(
      spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(appPort),
          HOST: '127.0.0.1',
          DATABASE_URL: dbUrl.toString(),
          LOG_LEVEL: 'error',
          NODE_ENV: 'production',
          CATALOG_SQL_TRACE: traceFile,
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
      spawn(process.execPath, [fileURLToPath(import.meta.url), '--bare'], {
        cwd: root,
        env: {
          ...process.env,
          BARE_DB_URL: dbUrl.toString(),
          BARE_PORT: String(barePort),
          BARE_QUERIES: JSON.stringify(queries),
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
    );
    await waitFor(`${base}/api/health`);
    await waitFor(`${bare}/bare/category`);

    // The app's answers must be real pages before they are timed.
    const page = await fetch(`${base}/api/visualization/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(categoryInput),
    }).then((r) => r.json());
    const found = await fetch(`${base}/api/search?${new URLSearchParams(searchInput)}`).then((r) => r.json());
    const fixed = await fetch(`${base}/api/search?${new URLSearchParams(typoInput)}`).then((r) => r.json());
    if (page.data?.data?.length !== 24)
      throw new Error(`category page: ${JSON.stringify(page).slice(0, 300)}`);
    if (!(found.data?.total > 0))
      throw new Error(`search found nothing: ${JSON.stringify(found).slice(0, 300)}`);
    if (!(fixed.data?.total > 0) || fixed.data.corrected?.query !== typoMeant)
      throw new Error(`'${typoText}' was not corrected: ${JSON.stringify(fixed).slice(0, 300)}`);

    // Honest baseline: each bare route runs a statement the app itself ran (same text and values).
    const ran = readFileSync(traceFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    for (const [route, q] of Object.entries(queries)) {
      // Two routes may run one statement shape (search and typo) with their own values.
      const same = ran.find(
        (r) => r.name === q.name && JSON.stringify(r.params) === JSON.stringify(q.params),
      );
      if (!same || same.text !== q.text) throw new Error(`bare /bare/${route} does not run the app's SQL`);
    }
    const facetsStatements = ran.filter((r) => !Object.values(queries).some((q) => q.name === r.name));

    console.log(
      `\ncatalogue bench: ${created} products seeded in ${(seedMs / 1000).toFixed(1)} s (budget < 15 s); ` +
        `category '${category.slug_url}' (${category.n} products), search '${searchText}' (${found.data.total} hits), ` +
        `'${typoText}' as '${fixed.data.corrected.query}' (${fixed.data.total} hits); ` +
        `${seconds}s per run, 50 connections, PostgreSQL ${dbName}; the bare routes run the app's own ` +
        `statements (checked); besides, the app ran ${facetsStatements.length} facets statement(s), cached\n`,
    );
    if (created > 0 && seedMs >= 15_000) failed = true;

    const cases = [
      {
        name: 'POST /api/visualization/products (24)',
        app: {
          url: `${base}/api/visualization/products`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(categoryInput),
        },
        bare: { url: `${bare}/bare/category` },
        minRps: 1700,
        maxP99: 60,
      },
      {
        name: `GET /api/search ('${searchText}')`,
        app: { url: `${base}/api/search?${new URLSearchParams(searchInput)}` },
        bare: { url: `${bare}/bare/search` },
        minRps: 700,
        maxP99: 120,
      },
      {
        name: `GET /api/search ('${typoText}')`,
        app: { url: `${base}/api/search?${new URLSearchParams(typoInput)}` },
        bare: { url: `${bare}/bare/typo` },
        minRps: 700,
        maxP99: 120,
      },
    ];
    for (const c of cases) {
      await measure({ ...c.app, duration: 2 }); // warm-up: JIT, plans, pool
      const app = await measure(c.app);
      await measure({ ...c.bare, duration: 2 });
      const baseline = await measure(c.bare);
      const floor = Math.round(baseline.rps * 0.6);
      const ok = app.rps >= c.minRps && app.p99 <= c.maxP99 && app.rps >= floor && app.errors === 0;
      if (!ok) failed = true;
      console.log(
        `${ok ? 'PASS' : 'FAIL'}  ${c.name.padEnd(40)} ${String(app.rps).padStart(6)} req/s (budget ≥ ${c.minRps}; ` +
          `0.6× bare = ${floor})  p99 ${String(app.p99).padStart(4)} ms (budget ≤ ${c.maxP99})  non-2xx/errors ${app.errors}` +
          `   | bare same SQL ${baseline.rps} req/s p99 ${baseline.p99} ms`,
      );
    }
  } finally {
    await new Promise((r) => setTimeout(r, 1000));
    for (const child of children) {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    }
    await admin(`drop database if exists "${dbName}" with (force)`);
    rmSync(join(tmpdir(), `${dbName}-sql.jsonl`), { force: true });
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[2] === '--bare') await bareServer();
else await main();
