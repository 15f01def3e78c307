import { createHash } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Database, rawClient } from './client.ts';
import { transactionPooled } from './pooler.ts';
import { isConnectionError, ReplicaPool } from './replica-pool.ts';

const dialect = new PgDialect();

/** SQL text and parameters exactly as they are sent. */
export const toQuery = (query: SQL) => dialect.sqlToQuery(query);

/** A catalogue read as sent: its statement name (from the text), text and parameter values. */
export type Statement = { name: string; text: string; params: unknown[] };

const statementName = (text: string) =>
  `catalog_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/** A query → its Statement (the name is derived from the text, so different texts never share a name). */
export function statementOf(query: SQL): Statement {
  const { sql: text, params } = toQuery(query);
  return { name: statementName(text), text, params };
}

/** A parameter of a memoised statement, filled per call (see memoStatement). */
export const slot = (name: string): unknown => sql.placeholder(name);

/**
 * Memoises a statement per shape: the query is built once per `shape(input)` with `slot`s for its values
 * (building and naming the ~2 KB text costs more than running the plan), then each call only fills the
 * values. `build(input, values)` must use `values` (slots or the real values) for everything that is not
 * part of the shape; `statement.text` is the same for every input of a shape.
 */
export function memoStatement<I, V extends Record<string, unknown>>(
  shape: (input: I) => string,
  valuesOf: (input: I) => V,
  build: (input: I, values: V) => SQL,
): (input: I) => Statement {
  const cache = new Map<string, Statement>();
  return (input) => {
    const key = shape(input);
    const values = valuesOf(input);
    let st = cache.get(key);
    if (!st) {
      const slots = Object.fromEntries(Object.keys(values).map((k) => [k, slot(k)])) as V;
      st = statementOf(build(input, slots));
      cache.set(key, st);
    }
    return { ...st, params: fillPlaceholders(st.params, values) };
  };
}

/**
 * Runs a catalogue read as a named prepared statement on PostgreSQL: these queries take longer to plan
 * (~2 ms) than to run (~1 ms): a prepared statement is parsed once per connection and runs on a cached
 * generic plan. PGlite (one in-process connection) runs it unnamed, and so does a pool behind a
 * transaction pooler (pooler.ts: PgBouncer 1.18 keeps no named statement, nor the session's SET).
 */
export async function executeCatalogQuery(
  db: Database,
  query: SQL | Statement,
): Promise<{ rows: unknown[] }> {
  const st = 'name' in query && 'text' in query ? (query as Statement) : statementOf(query as SQL);
  const client = rawClient(db);
  if (!(client instanceof pg.Pool)) {
    return (await (client as { query: (t: string, p: unknown[]) => Promise<{ rows: unknown[] }> }).query(
      st.text,
      st.params,
    )) as { rows: unknown[] };
  }
  trace(st);
  try {
    return await runPrepared(client, st);
  } catch (err) {
    // The replica lost between lending its connection and answering: the primary answers (replica-pool.ts).
    if (client instanceof ReplicaPool && isConnectionError(err)) return runPrepared(client.primary, st);
    throw err;
  }
}

async function runPrepared(pool: pg.Pool, st: Statement): Promise<{ rows: unknown[] }> {
  if (transactionPooled(pool)) return pool.query({ text: st.text, values: st.params });
  const conn = await pool.connect();
  let broken = false;
  try {
    await useGenericPlans(conn);
    return await conn.query({ name: st.name, text: st.text, values: st.params });
  } catch (err) {
    broken = isConnectionError(err);
    throw err;
  } finally {
    // A connection that failed is dropped, not lent again.
    conn.release(broken);
  }
}

const generic = new WeakSet<pg.PoolClient>();

/**
 * PostgreSQL re-plans a prepared statement per call while its custom plans look cheaper than the generic
 * one, which they do for these queries (the category id sharpens the estimate), and planning costs more
 * than running. Measured on the category page: 2.4 ms custom vs 0.9 ms generic. The setting only affects
 * named prepared statements, and only this module's are named (drizzle sends unnamed ones).
 */
async function useGenericPlans(client: pg.PoolClient) {
  if (generic.has(client)) return;
  await client.query('set plan_cache_mode = force_generic_plan');
  generic.add(client);
}

/**
 * CATALOG_SQL_TRACE=<file>: each distinct statement this process runs, with each distinct set of parameters,
 * is appended once to the file (one JSON line of name, text and parameters), so that bench/catalog.mjs can
 * check that its bare routes run the very same SQL as the app (two routes may share a statement's shape).
 */
const traceFile = process.env.CATALOG_SQL_TRACE;
const traced = new Set<string>();
function trace(st: Statement) {
  if (!traceFile) return;
  const key = `${st.name}\u0000${JSON.stringify(st.params)}`;
  if (traced.has(key)) return;
  traced.add(key);
  appendFileSync(traceFile, `${JSON.stringify(st)}\n`);
}
