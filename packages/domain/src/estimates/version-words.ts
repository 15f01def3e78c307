import { formatDecimal } from '../format/number.ts';
import { formatBps } from '../format/percent.ts';
import { formatUsd } from '../money/cents.ts';
import { type EstimateCategory, estimateCategoryLabel } from './categories.ts';
import type { EstimateMode, EstimateTotals } from './estimate.ts';
import { type EstimateLine, lineTotalCents, unitWords } from './estimate-line.ts';
import type { FieldChange, VersionDiff } from './versions.ts';
import { FIXED_PRICE_TOTALS, listedOn, showsCost } from './views.ts';

/**
 * A version's changes in words for the project's timeline ("Floor tile: 42 → 48 boxes"). Who reads them
 * decides what they say, as the client's view does (views.ts): the pro reads every change; the homeowner
 * only the lines their view lists by name, cost and markup only where open book shows them, and the totals
 * their view shows.
 */
export type Audience = 'pro' | EstimateMode;

const qty = (n: number) => formatDecimal(n);
const TOTAL_LABELS: Record<keyof EstimateTotals, string> = {
  materials_cents: 'Materials',
  labour_cents: 'Labour',
  allowances_cents: 'Allowances',
  fees_cents: 'Fees',
  subtotal_cents: 'Subtotal',
  tax_cents: 'Tax',
  total_cents: 'Total',
  deposit_cents: 'Deposit',
};

/** One field's change in words, or null when it goes without saying (or is not the reader's to see). */
function fieldWords(c: FieldChange, after: EstimateLine, audience: Audience): string | null {
  const name = after.description;
  const per = `per ${unitWords(after.unit, 1)}`;
  const costShown = audience === 'pro' ? after.kind !== 'material' : showsCost(after, audience);
  switch (c.field) {
    case 'quantity':
      return `${name}: ${qty(c.from)} → ${qty(c.to)} ${unitWords(after.unit, c.to)}`;
    case 'unit_price_cents':
      return `${name}: ${formatUsd(c.from)} → ${formatUsd(c.to)} ${per}`;
    case 'unit_cost_cents':
      return costShown ? `${name}: cost ${formatUsd(c.from)} → ${formatUsd(c.to)} ${per}` : null;
    case 'markup_bps':
      return costShown ? `${name}: markup ${formatBps(c.from)} → ${formatBps(c.to)}` : null;
    case 'description':
      return `${c.from} is now ${c.to}`;
    case 'taxable':
      return `${name}: ${c.to ? 'now taxed' : 'no longer taxed'}`;
    case 'visible_to_client':
      return audience === 'pro' ? `${name}: ${c.to ? 'shown to' : 'hidden from'} the client` : null;
    case 'room':
    case 'category':
      return `${name}: moved to ${after.room}, ${estimateCategoryLabel(after.category as EstimateCategory)}`;
    case 'unit':
      return `${name}: sold by the ${unitWords(c.to, 1)}`;
    case 'product':
      return `${name}: another product`;
    case 'kind':
      return `${name}: now ${c.to === 'labour' ? 'labour' : `a ${c.to}`}`;
  }
}

const lineAmount = (l: EstimateLine) =>
  `${qty(l.quantity)} ${unitWords(l.unit, l.quantity)}, ${formatUsd(lineTotalCents(l))}`;

export function diffWords(diff: VersionDiff, audience: Audience): string[] {
  const named = (l: EstimateLine) => audience === 'pro' || listedOn(l, audience);
  const words: string[] = [];
  for (const l of diff.added) if (named(l)) words.push(`Added ${l.description}: ${lineAmount(l)}`);
  for (const l of diff.removed)
    if (named(l)) words.push(`Removed ${l.description} (${formatUsd(lineTotalCents(l))})`);
  for (const change of diff.changed) {
    // A line the reader sees in only one version was, for them, folded into its trade's total all along.
    if (!named(change.before) || !named(change.after)) continue;
    // Room and category are one move, said once.
    const fields = change.fields.filter(
      (c) => c.field !== 'category' || !change.fields.some((o) => o.field === 'room'),
    );
    for (const c of fields) {
      const said = fieldWords(c, change.after, audience);
      if (said) words.push(said);
    }
  }
  const totals = audience === 'fixed_price' ? (FIXED_PRICE_TOTALS as readonly string[]) : null;
  for (const t of diff.totals) {
    if (totals && !totals.includes(t.field)) continue;
    words.push(`${TOTAL_LABELS[t.field]}: ${formatUsd(t.from)} → ${formatUsd(t.to)}`);
  }
  return words;
}
