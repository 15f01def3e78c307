import { DEFAULT_LABOUR_TAXABLE_STATES, PLATFORM_SETTING_KEYS } from '@app/domain/settings/platform-settings';
import { US_STATES } from '@app/domain/shared/us-states';
import type { Database } from '../../db/client.ts';
import { readSetting } from './settings.repository.ts';

const KEY = PLATFORM_SETTING_KEYS.labour_taxable_states;
const CODES = new Set(US_STATES.map((s) => s.code));

/**
 * The states where an estimate's labour is taxed (issue 25, the `labour_taxable_states` setting): the stored
 * list's US postal codes, or the default list while the admin has saved none. An empty list is kept as empty.
 */
export async function labourTaxableStates(db: Database): Promise<string[]> {
  const stored = await readSetting(db, KEY);
  if (!Array.isArray(stored)) return [...DEFAULT_LABOUR_TAXABLE_STATES];
  return US_STATES.map((s) => s.code).filter((c) => CODES.has(c) && stored.includes(c));
}
