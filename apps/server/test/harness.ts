import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitFullName } from '@app/domain';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type App, buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import {
  type Database,
  type DatabaseHandle,
  pgDatabase,
  pgliteDatabase,
  pgliteExtensions,
  rowsOf,
} from '../src/db/client.ts';
import { migrateDatabase, migrationsFolder } from '../src/db/migrate.ts';
import { primaryPool } from '../src/db/pooler.ts';
import { addresses, users } from '../src/db/schema/index.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { diskStore } from '../src/lib/object-store/disk-store.ts';
import { hashPassword } from '../src/lib/passwords.ts';

export type TestApp = { app: App; db: Database; kind: 'pglite' | 'pg'; close: () => Promise<void> };

const tmpDir = fileURLToPath(new URL('../.tmp/', import.meta.url));

/** Config for tests: silent, a fixed secret, no SPA build needed, nothing from the developer's shell. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', APP_SECRET: 'test-secret-0123456789abcdef', SEED_DEMO: 'false' }),
    appUrl: 'http://localhost:3000',
    webDist: '.tmp/no-web-dist',
    ...overrides,
  };
}

/* ---------- PGlite: a migrated snapshot, restored per test app ---------- */

/** The snapshot is keyed by the migrations' content, so a new migration never meets a stale snapshot. */
function migrationsDigest() {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, name.name);
      if (name.isDirectory()) walk(full);
      else hash.update(name.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

let snapshot: Promise<Blob> | undefined;

/** A fresh initdb costs ~6 s; restoring a dumped data dir well under 1 s. Cached in memory and on disk. */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = path.join(tmpDir, `pglite-${migrationsDigest()}.tar.gz`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await migrateDatabase(pgliteDatabase(client).db);
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(tmpDir, { recursive: true });
    // Written aside then renamed: parallel workers never read a half-written file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return new Blob([bytes]);
  })();
  return snapshot;
}

async function freshPglite(): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: await migratedSnapshot(), extensions: pgliteExtensions });
  return pgliteDatabase(client);
}

/* ---------- PostgreSQL: a uniquely named database per test app ---------- */

const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

let pgTemplate: Promise<string> | undefined;

/**
 * Migrating a new PostgreSQL database costs ~2 s; copying a migrated one (CREATE DATABASE … TEMPLATE) a tenth
 * of that. The template is keyed by the migrations' content and built under a temporary name, then renamed:
 * parallel workers (or runs) never copy a half-migrated template, and the loser of a race drops its copy.
 */
function migratedTemplate(): Promise<string> {
  pgTemplate ??= (async () => {
    const name = `tpl_${migrationsDigest()}`;
    const found = await withAdmin((c) => c.query('select 1 from pg_database where datname = $1', [name]));
    if (found.rowCount) return name;
    const building = `tplb_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await withAdmin((c) => c.query(`create database "${building}"`));
    const url = new URL(testDatabaseUrl());
    url.pathname = `/${building}`;
    const handle = pgDatabase(new pg.Pool({ connectionString: url.toString(), max: 1 }));
    await migrateDatabase(handle.db);
    await handle.close();
    await withAdmin(async (c) => {
      try {
        await c.query(`alter database "${building}" rename to "${name}"`);
      } catch (error) {
        if ((error as { code?: string }).code !== '42P04') throw error; // another worker renamed first
        await c.query(`drop database if exists "${building}" with (force)`);
      }
    });
    return name;
  })();
  return pgTemplate;
}

let poolerUrl: string | null = null;

/**
 * Test apps made from now on reach their database through the transaction pooler at `url` (PgBouncer: its
 * `*` entry forwards any database name), with the direct URL for session state (db/pooler.ts); null: directly.
 */
export function routeThroughPooler(url: string | null) {
  poolerUrl = url;
}

async function freshPostgres(): Promise<DatabaseHandle> {
  const template = await migratedTemplate();
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin((c) => c.query(`create database "${name}" template "${template}"`));
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  const pooled = poolerUrl ? new URL(poolerUrl) : null;
  if (pooled) pooled.pathname = `/${name}`;
  const pool = pooled
    ? primaryPool(pooled.toString(), url.toString(), 5)
    : new pg.Pool({ connectionString: url.toString(), max: 5 });
  const handle = pgDatabase(pool);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin((c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** A fresh, migrated database: PostgreSQL when TEST_DB=pg, else an in-memory PGlite. */
export const freshDatabase = (): Promise<DatabaseHandle> =>
  process.env.TEST_DB === 'pg' ? freshPostgres() : freshPglite();

/** The app on a FRESH database each call; `close` closes the app and drops the database. */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  opts: {
    logger?: Parameters<typeof buildApp>[0]['logger'];
    /** Runs before `ready()`: a test may add its own routes here. */
    beforeReady?: (app: App) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  const handle = await freshDatabase();
  // Each test app's uploads in a folder of its own, removed with it.
  const objectsDir = mkdtempSync(path.join(tmpdir(), 'test-objects-'));
  const app = await buildApp({
    config: testConfig(overrides),
    db: handle.db,
    logger: opts.logger ?? false,
    objects: diskStore(objectsDir),
  });
  await opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    kind: handle.kind,
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(objectsDir, { recursive: true, force: true });
    },
  };
}

/* ---------- accounts ---------- */

export type NewUser = {
  email?: string;
  password?: string;
  fullName?: string;
  type?: 'User' | 'Vendor' | 'Contractor' | 'Admin';
  status?: string;
  verified?: boolean;
  phoneNumber?: string;
  zipCode?: string;
  shipping?: { street: string; city: string; state: string; zipCode: string; apartment?: string };
};

export const DEFAULT_PASSWORD = 'correct-horse-battery';

/** Inserts an account straight into the database (argon2 hash); verified and Active unless told otherwise. */
export async function createUser(db: Database, input: NewUser = {}) {
  const fullName = input.fullName ?? 'Ann Lee';
  const { first_name, last_name } = splitFullName(fullName);
  const email = input.email ?? `user-${randomBytes(4).toString('hex')}@example.test`;
  const password = input.password ?? DEFAULT_PASSWORD;
  const [user] = await db
    .insert(users)
    .values({
      type: input.type ?? 'User',
      status: input.status ?? 'Active',
      fullName,
      firstName: first_name,
      lastName: last_name,
      email,
      passwordHash: await hashPassword(password),
      phoneNumber: input.phoneNumber ?? '4155552671',
      zipCode: input.zipCode ?? '94110',
      emailVerifiedAt: input.verified === false ? null : new Date(),
    })
    .returning();
  if (input.shipping) {
    await db.insert(addresses).values({ userId: user.id, kind: 'shipping', ...input.shipping });
  }
  return { ...user, password };
}

/** Signs in through POST /api/login and returns the bearer token. */
export async function loginAs(
  app: App,
  email: string,
  password: string = DEFAULT_PASSWORD,
  remember = false,
) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password, remember } });
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token as string;
}

/**
 * An admin's token that has passed the one-time code (decision 0001), for tests of admin actions: signs in,
 * then marks the token verified as GET /api/login/verify_otp does (that flow is tested in otp.test.ts).
 */
export async function loginAsVerifiedAdmin(app: App, email: string, password: string = DEFAULT_PASSWORD) {
  const token = await loginAs(app, email, password);
  await app.db.execute(
    sql`update auth_tokens set otp_verified_at = now() where token_hash = ${sha256(token)}`,
  );
  return token;
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Every text and JSON value stored in any table (except random *_hash columns): for asserting that a secret,
 * such as a card number or CVV, is stored nowhere.
 */
export async function allStoredText(db: Database): Promise<string> {
  const columns = await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
      and column_name not like '%\\_hash' escape '\\'`);
  const parts: string[] = [];
  for (const { table_name, column_name } of rowsOf<{ table_name: string; column_name: string }>(columns)) {
    const values = await db.execute(sql.raw(`select "${column_name}"::text as v from "${table_name}"`));
    for (const { v } of rowsOf<{ v: string | null }>(values)) if (v) parts.push(v);
  }
  return parts.join('\n');
}
