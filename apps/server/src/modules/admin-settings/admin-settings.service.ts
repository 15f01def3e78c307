import {
  fullTaxTable,
  PLATFORM_SETTING_KEYS,
  type PlatformSettingField,
  type PlatformSettings,
  type PlatformSettingsChange,
  storedTaxTable,
  taxTableChanges,
} from '@app/domain/settings/platform-settings';
import { US_STATES } from '@app/domain/shared/us-states';
import type { Database } from '../../db/client.ts';
import { aiCoinSettings } from '../ai-coins/coin-settings.ts';
import { type AuditActor, type AuditEntry, recordAudit } from '../audit/audit.repository.ts';
import { SALES_TAX_SETTING, taxBpsOf } from '../orders/order-pricing.ts';
import { returnShippingCents } from '../orders/return-shipping.ts';
import { platformFeeBps } from '../pros/markups.repository.ts';
import { labourTaxableStates } from '../settings/labour-tax.ts';
import { lockSettingsForWrite, readSetting, writeSetting } from '../settings/settings.repository.ts';
import { shippingChargeCents } from '../settings/settings.service.ts';
import { loadPlans } from '../subscriptions/plans.service.ts';

export const SETTINGS_SAVED = 'The settings are saved.';
export const SETTINGS_UNCHANGED = 'No setting changed.';
export const SETTING_AUDIT_ACTION = 'setting.update';

/** The state's rate as checkout reads it (taxBpsOf of its entry), for every state. */
async function salesTaxTable(db: Database): Promise<Record<string, number>> {
  const stored = await readSetting(db, SALES_TAX_SETTING);
  const table = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return fullTaxTable(Object.fromEntries(US_STATES.map((s) => [s.code, taxBpsOf(table[s.code])])));
}

/**
 * GET /api/admin/settings: each setting read by the very function pricing, checkout, returns and
 * subscriptions read it with, so the console shows what applies now (defaults where nothing is stored).
 */
export async function readPlatformSettings(db: Database): Promise<PlatformSettings> {
  return {
    platform_fee_bps: await platformFeeBps(db),
    sales_tax_bps_by_state: await salesTaxTable(db),
    shipping_charge_cents: await shippingChargeCents(db),
    return_shipping_cents: await returnShippingCents(db),
    subscription_plans: await loadPlans(db),
    labour_taxable_states: await labourTaxableStates(db),
    ai_coins: await aiCoinSettings(db),
  };
}

type Write = { field: PlatformSettingField; stored: unknown; before: unknown; after: unknown };

/**
 * What the change writes: only values that differ from the current ones; tax states left out keep theirs,
 * while the labour states are the whole list.
 */
function writesOf(current: PlatformSettings, change: PlatformSettingsChange): Write[] {
  const writes: Write[] = [];
  for (const field of ['platform_fee_bps', 'shipping_charge_cents', 'return_shipping_cents'] as const) {
    const value = change[field];
    if (value !== undefined && value !== current[field])
      writes.push({ field, stored: value, before: current[field], after: value });
  }
  if (change.sales_tax_bps_by_state) {
    const next = { ...current.sales_tax_bps_by_state, ...change.sales_tax_bps_by_state };
    const diff = taxTableChanges(current.sales_tax_bps_by_state, next);
    if (Object.keys(diff.after).length > 0)
      writes.push({ field: 'sales_tax_bps_by_state', stored: storedTaxTable(next), ...diff });
  }
  const labour = change.labour_taxable_states;
  if (labour && labour.join() !== current.labour_taxable_states.join())
    writes.push({
      field: 'labour_taxable_states',
      stored: labour,
      before: current.labour_taxable_states,
      after: labour,
    });
  const plans = change.subscription_plans;
  if (plans && JSON.stringify(plans) !== JSON.stringify(current.subscription_plans))
    writes.push({
      field: 'subscription_plans',
      stored: plans,
      before: current.subscription_plans,
      after: plans,
    });
  const coins = change.ai_coins;
  if (coins && JSON.stringify(coins) !== JSON.stringify(current.ai_coins))
    writes.push({ field: 'ai_coins', stored: coins, before: current.ai_coins, after: coins });
  return writes;
}

/**
 * PUT /api/admin/settings: one transaction, behind a lock (two admins saving at once each record the value
 * they replaced), writes each changed setting and records it in the audit log (setting key, before, after).
 * The next price, preview, checkout, return or subscription reads the new value.
 */
export async function saveSettings(db: Database, actor: AuditActor, change: PlatformSettingsChange) {
  return db.transaction(async (tx) => {
    await lockSettingsForWrite(tx);
    const writes = writesOf(await readPlatformSettings(tx), change);
    for (const w of writes) await writeSetting(tx, PLATFORM_SETTING_KEYS[w.field], w.stored);
    const entries: AuditEntry[] = writes.map((w) => ({
      action: SETTING_AUDIT_ACTION,
      entity: 'setting',
      entityId: PLATFORM_SETTING_KEYS[w.field],
      before: w.before,
      after: w.after,
    }));
    await recordAudit(tx, actor, ...entries);
    return { settings: await readPlatformSettings(tx), changed: writes.length > 0 };
  });
}
