import {
  type AiCoinSettings,
  aiCoinSettingsSchema,
  type CoinCosts,
  DEFAULT_AI_COIN_SETTINGS,
} from '@app/domain/ai-design/coins';
import { PLATFORM_SETTING_KEYS } from '@app/domain/settings/platform-settings';
import type { Database } from '../../db/client.ts';
import { readSetting } from '../settings/settings.repository.ts';

/**
 * The AI coin settings as the admin saved them (the `ai_coins` setting, issue 26 point 2), or the defaults
 * while none is saved: read on every call, so a new price or cost applies to the next purchase or hold.
 */
export async function aiCoinSettings(db: Database): Promise<AiCoinSettings> {
  const parsed = aiCoinSettingsSchema.safeParse(await readSetting(db, PLATFORM_SETTING_KEYS.ai_coins));
  return parsed.success ? parsed.data : DEFAULT_AI_COIN_SETTINGS;
}

/** What a generation, a refinement and a styled picture cost, in coins. */
export async function coinCosts(db: Database): Promise<CoinCosts> {
  return (await aiCoinSettings(db)).costs;
}
