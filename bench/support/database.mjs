// Throw-away PostgreSQL databases for the benches, on BENCH_DATABASE_URL / TEST_DATABASE_URL's server.
import pg from 'pg';

export const adminUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

/** One statement on the admin database, on a connection of its own. */
export async function adminQuery(text) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

/** A new empty database `<prefix>_<time>`: its name, its URL, and `drop()` (forcing out connections). */
export async function throwawayDatabase(prefix) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  await adminQuery(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(`drop database if exists "${name}" with (force)`),
  };
}
