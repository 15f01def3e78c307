import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { insertSettingIfAbsent, readSetting } from '../modules/settings/settings.repository.ts';

/** Settings key of the generated secret; never among the public settings. */
export const APP_SECRET_KEY = 'internal.app_secret';

/**
 * APP_SECRET from the environment, else the one kept in the settings table, generated on first use.
 * Insert-if-absent then read, so two processes starting together agree on one secret.
 */
export async function resolveAppSecret(db: Database, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await insertSettingIfAbsent(db, APP_SECRET_KEY, randomBytes(32).toString('base64url'));
  return String(await readSetting(db, APP_SECRET_KEY));
}
