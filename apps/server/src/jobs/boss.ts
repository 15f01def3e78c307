import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { type Database, rawClient } from '../db/client.ts';

/**
 * pg-boss on the app's own database, PostgreSQL or PGlite alike (architecture.md "jobs"): it runs its SQL
 * through `executeSql` on the same pool or PGlite instance, in its own schema `pgboss`.
 */
export function createBoss(db: Database, opts: Partial<PgBoss.ConstructorOptions> = {}) {
  const client = rawClient(db);
  const executeSql = async (text: string, values: unknown[] = []) => {
    if (client instanceof PGlite) {
      if (values.length > 0) return client.query(text, values);
      // Several statements (pg-boss's install): the last one's rows.
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    }
    return client.query(text, values);
  };
  return new PgBoss({ db: { executeSql }, ...opts });
}
