import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedBrandVendors } from '../apps/server/src/db/seed/brand-vendors.ts';
import { seedCatalog } from '../apps/server/src/db/seed/catalog/index.ts';

const adminUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

async function timeSeed(label: string, budgetMs: number, config: { databaseUrl?: string; dataDir: string }) {
  const handle = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(handle.db);
    const started = performance.now();
    const count = await seedCatalog(handle.db);
    const vendorsStarted = performance.now();
    await seedBrandVendors(handle.db); // every brand's vendor account: part of the catalogue
    const ms = Math.round(performance.now() - started);
    const vendorsMs = Math.round(performance.now() - vendorsStarted);
    const ok = ms < budgetMs;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  seed ${count} products on ${label.padEnd(10)} ${String(ms).padStart(6)} ms (budget < ${budgetMs} ms; brand vendors ${vendorsMs} ms of it)`,
    );
    return ok;
  } finally {
    await handle.close();
  }
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const name = `bench_seed_${Date.now().toString(36)}`;
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-seed-'));
let ok = false;
try {
  const onPg = await timeSeed('PostgreSQL', 15_000, { databaseUrl: url.toString(), dataDir });
  const onPglite = await timeSeed('PGlite', 30_000, { dataDir });
  ok = onPg && onPglite;
} finally {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
