import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/** A setting's stored value, undefined when the key is not set. */
export async function readSetting(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** The stored settings among `keys`. */
export function readSettings(db: Database, keys: readonly string[]) {
  return db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
}

/** Sets `key` only when it is not set yet (two processes starting together keep the first value). */
export async function insertSettingIfAbsent(db: Database, key: string, value: unknown): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing();
}

/** Sets `key` to `value` (created when absent). */
export async function writeSetting(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/** Admin setting writes queue here (an absent key has no row to lock), so each reads the value it replaces. */
export async function lockSettingsForWrite(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('settings:write', 0))`);
}
