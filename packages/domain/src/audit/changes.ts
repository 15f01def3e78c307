import { formatBps } from '../format/percent.ts';
import { formatUsd } from '../money/cents.ts';
import { US_STATES } from '../shared/us-states.ts';

/** One line of "who changed what": `Status: Vendor Approved → Accept to Pick Up`. */
export type ChangeLine = { label: string; before: string; after: string };

/** The settings' names in the console's words, by setting key (entity 'setting'). */
export const SETTING_LABELS: Record<string, string> = {
  platform_fee_bps: 'Platform fee',
  sales_tax_bps_by_state: 'Sales tax',
  shipping_charge: 'Shipping charge',
  return_shipping_cents: 'Return shipping',
  subscription_plans: 'Subscription plans',
};

type Unit = 'bps' | 'cents' | null;
/** The unit a key names: `_bps` a rate in basis points, `_cents` money ('sales_tax_bps_by_state' is bps). */
const unitOf = (key: string): Unit =>
  /_bps(_|$)/.test(key) ? 'bps' : /_cents(_|$)/.test(key) ? 'cents' : null;
/** Setting keys whose name does not say their unit. */
const SETTING_UNITS: Record<string, Unit> = { shipping_charge: 'cents' };
const STATE_NAMES = new Map(US_STATES.map((s) => [s.code, s.name]));
const MAX_LINES = 60;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** 'moderation_reason' → 'Moderation reason'; a unit suffix is dropped ('price_cents' → 'Price'). */
export function humanise(key: string): string {
  const words = key
    .replace(/_(bps|cents|at|id)$/, (m) => (m === '_id' ? ' id' : ''))
    .replace(/[_.]+/g, ' ')
    .trim();
  return STATE_NAMES.get(key) ?? (words ? words[0].toUpperCase() + words.slice(1) : key);
}

/** A value as the console shows it: bps as a percent, cents as dollars, a list as its items. */
export function showValue(unit: Unit, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (unit === 'bps') return formatBps(value);
    if (unit === 'cents') return formatUsd(value);
    return String(value);
  }
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && !value.some((v) => typeof v === 'object' && v !== null))
    return value.length ? value.map((v) => showValue(unit, v)).join(', ') : '—';
  return JSON.stringify(value);
}

/** A list item's name in a path: its code or name when it has one ('Premium'), else its position. */
const itemName = (item: unknown, index: number) =>
  isObject(item) && typeof (item.code ?? item.name) === 'string'
    ? String(item.code ?? item.name)
    : `#${index + 1}`;

type Leaf = { unit: Unit; value: unknown };

/** The leaves of a value by their path of readable names, each with the unit its nearest key names. */
function leaves(value: unknown, unit: Unit, path: string[], out: Map<string, Leaf>) {
  if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) leaves(v, unitOf(k) ?? unit, [...path, humanise(k)], out);
  } else if (Array.isArray(value) && value.some(isObject)) {
    value.forEach((item, i) => {
      leaves(item, unit, [...path, itemName(item, i)], out);
    });
  } else if (value !== null && value !== undefined) {
    // Nothing (a row created or deleted) has no leaves: the other side's leaves show against '—'.
    out.set(path.join(' · '), { unit, value });
  }
}

/**
 * The readable lines of a recorded change: one per value that differs between `before` and `after`, nested
 * values flattened ('Sales tax · California: 7.25% → 7.5%', 'Subscription plans · Premium · Price: $199.00 →
 * $249.00'). A bare value is labelled by the setting it is (entity 'setting') or by the action ('status').
 */
export function auditChanges(entry: {
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
}): ChangeLine[] {
  const isSetting = entry.entity === 'setting';
  const rootLabel = isSetting
    ? (SETTING_LABELS[entry.entity_id] ?? humanise(entry.entity_id))
    : humanise(entry.action.split(/[.:/]/).at(-1) ?? entry.action);
  const rootUnit = isSetting
    ? (SETTING_UNITS[entry.entity_id] ?? unitOf(entry.entity_id))
    : unitOf(entry.action);
  const root = isSetting ? [rootLabel] : [];
  const before = new Map<string, Leaf>();
  const after = new Map<string, Leaf>();
  leaves(entry.before, rootUnit, root, before);
  leaves(entry.after, rootUnit, root, after);
  const lines: ChangeLine[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(name);
    const a = after.get(name);
    if (JSON.stringify(b?.value) === JSON.stringify(a?.value)) continue;
    const unit = (a ?? b)?.unit ?? rootUnit;
    lines.push({
      label: name || rootLabel,
      before: showValue(unit, b?.value),
      after: showValue(unit, a?.value),
    });
    if (lines.length === MAX_LINES) break;
  }
  return lines;
}
