import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

/** Settings key of the generated secret; never among the public settings. */
export const APP_SECRET_KEY = 'internal.app_secret';

/**
 * APP_SECRET from the environment, else the one kept in the settings table, generated on first use.
 * Insert-if-absent then read, so two processes starting together agree on one secret.
 */
export async function resolveAppSecret(db: Database, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(settings)
    .values({ key: APP_SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, APP_SECRET_KEY));
  return String(row.value);
}
