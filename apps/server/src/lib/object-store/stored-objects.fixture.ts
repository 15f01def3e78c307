import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ObjectStore } from './object-store.ts';

/** The keys the store holds of one kind (its folder), in key order. */
export async function storedKeys(store: ObjectStore, kind: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(`${kind}/`)) keys.push(object.key);
  return keys;
}

/**
 * Makes the database itself refuse every INSERT into `table` (a trigger that raises), as a full disk or a
 * lost connection would fail the write after the objects were put. Answers the undo.
 */
export async function refuseInserts(db: Database, table: string): Promise<() => Promise<void>> {
  const name = sql.identifier(`refuse_${table}`);
  await db.execute(sql`create or replace function ${name}() returns trigger language plpgsql as $$
    begin raise exception 'insert refused by the test'; end $$`);
  await db.execute(
    sql`create trigger ${name} before insert on ${sql.identifier(table)} for each row execute function ${name}()`,
  );
  return async () => {
    await db.execute(sql`drop trigger ${name} on ${sql.identifier(table)}`);
    await db.execute(sql`drop function ${name}()`);
  };
}
