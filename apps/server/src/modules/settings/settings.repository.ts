import { eq, inArray } from 'drizzle-orm';
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
