import { type Estimate, type EstimateTotals, estimateTotals, type TaxRule } from './estimate.ts';
import type { EstimateLine } from './estimate-line.ts';

/**
 * What changed between two versions of an estimate (issue 25 point 1), line by line: lines match by id (draft
 * ids are made from what a line is, so a redrafted floor tile is the same line). version-words.ts words it.
 */

/**
 * The fields a change is reported on. A line's note, parts and design version follow from these (a new
 * takeoff moves every material line to the new design version: that is the version, not a change of each).
 */
export const COMPARED_FIELDS = [
  'kind',
  'room',
  'category',
  'description',
  'quantity',
  'unit',
  'unit_cost_cents',
  'markup_bps',
  'unit_price_cents',
  'taxable',
  'visible_to_client',
  'product',
] as const satisfies readonly (keyof EstimateLine)[];
export type ComparedField = (typeof COMPARED_FIELDS)[number];

export type FieldChange<F extends ComparedField = ComparedField> = F extends ComparedField
  ? { field: F; from: EstimateLine[F]; to: EstimateLine[F] }
  : never;
export type LineChange = { id: string; before: EstimateLine; after: EstimateLine; fields: FieldChange[] };
export type TotalChange = { field: keyof EstimateTotals; from: number; to: number };

export type VersionDiff = {
  /** In the newer version's order. */
  added: EstimateLine[];
  /** In the older version's order. */
  removed: EstimateLine[];
  changed: LineChange[];
  /** The totals that moved, in EstimateTotals' order. */
  totals: TotalChange[];
};

/**
 * Equal JSON values, whatever the order of their keys: a line read back from the database (jsonb keeps an
 * object's keys in its own order) is the same line as the one written.
 */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && same(x[k], y[k]));
}

export function diffVersions(before: Estimate, after: Estimate, tax: TaxRule): VersionDiff {
  const old = new Map(before.lines.map((l) => [l.id, l]));
  const now = new Set(after.lines.map((l) => l.id));
  const added: EstimateLine[] = [];
  const changed: LineChange[] = [];
  for (const line of after.lines) {
    const was = old.get(line.id);
    if (!was) {
      added.push(line);
      continue;
    }
    const fields = COMPARED_FIELDS.filter((f) => !same(was[f], line[f])).map(
      (field) => ({ field, from: was[field], to: line[field] }) as FieldChange,
    );
    if (fields.length) changed.push({ id: line.id, before: was, after: line, fields });
  }
  const [from, to] = [estimateTotals(before, tax), estimateTotals(after, tax)];
  const totals = (Object.keys(from) as (keyof EstimateTotals)[])
    .filter((field) => from[field] !== to[field])
    .map((field) => ({ field, from: from[field], to: to[field] }));
  return { added, removed: before.lines.filter((l) => !now.has(l.id)), changed, totals };
}
