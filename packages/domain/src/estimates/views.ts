import type { ProductRef } from '../room/document.ts';
import { type EstimateCategory, estimateCategoryLabel } from './categories.ts';
import {
  type Estimate,
  type EstimateMode,
  type EstimateTotals,
  estimateTotals,
  isTaxed,
  type TaxRule,
} from './estimate.ts';
import { type DesignRef, type EstimateLine, type LineKind, lineTotalCents } from './estimate-line.ts';

/**
 * The homeowner's view of an estimate (issue 25 point 2), in one of two ways the pro chooses (CoConstruct's):
 * - open book: every visible line with its quantity, unit price and total; the pro's own lines (labour,
 *   allowances, fees) with their cost and markup too. A material's price is the showroom's and its parts
 *   (vendor price, platform fee, the pro's markup on it) are never on an estimate (money by role);
 * - fixed price: each room and trade's total and the allowances, with no cost or markup anywhere; the totals
 *   without the split of materials, labour and fees.
 * Either way a line the pro hides is folded into its room and trade's total and never named.
 */
export type ClientLine = {
  id: string;
  kind: LineKind;
  description: string;
  quantity: number;
  unit: string;
  unit_price_cents: number;
  total_cents: number;
  /** Whether tax is charged on it (the state's rule applied). */
  taxed: boolean;
  product: ProductRef | null;
  design: DesignRef | null;
  note: string;
  /** Open book, on labour, allowance and fee lines only. */
  unit_cost_cents?: number;
  markup_bps?: number;
};

/** One room's trade: what it comes to, the lines listed, and the part of its total no listed line shows. */
export type ClientGroup = {
  room: string;
  category: EstimateCategory;
  label: string;
  total_cents: number;
  lines: ClientLine[];
  /** Hidden lines (open book), or every line but the allowances (fixed price). */
  other_cents: number;
};

/** Open book shows the pro's own book: cost and markup of labour, allowances and fees, never of a material. */
export const showsCost = (line: Pick<EstimateLine, 'kind'>, mode: EstimateMode) =>
  mode === 'open_book' && line.kind !== 'material';

/** The totals a fixed price shows: no split into materials, labour and fees. */
export const FIXED_PRICE_TOTALS = [
  'allowances_cents',
  'subtotal_cents',
  'tax_cents',
  'total_cents',
  'deposit_cents',
] as const satisfies readonly (keyof EstimateTotals)[];

export type FixedPriceTotals = Pick<EstimateTotals, (typeof FIXED_PRICE_TOTALS)[number]>;
export type ClientEstimate =
  | { mode: 'open_book'; groups: ClientGroup[]; totals: EstimateTotals }
  | { mode: 'fixed_price'; groups: ClientGroup[]; totals: FixedPriceTotals };

function clientLine(line: EstimateLine, tax: TaxRule, mode: EstimateMode): ClientLine {
  const shown: ClientLine = {
    id: line.id,
    kind: line.kind,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    unit_price_cents: line.unit_price_cents,
    total_cents: lineTotalCents(line),
    taxed: isTaxed(line, tax),
    product: line.product,
    design: line.design,
    note: line.note,
  };
  if (!showsCost(line, mode)) return shown;
  return { ...shown, unit_cost_cents: line.unit_cost_cents, markup_bps: line.markup_bps };
}

/** Whether the client's view lists a line by name: visible, and in fixed price an allowance. */
export const listedOn = (line: Pick<EstimateLine, 'kind' | 'visible_to_client'>, mode: EstimateMode) =>
  line.visible_to_client && (mode === 'open_book' || line.kind === 'allowance');

/** The homeowner's view of `estimate` in `mode` (its type narrowed to that mode's). */
export function clientView<M extends EstimateMode>(
  estimate: Estimate,
  tax: TaxRule,
  mode: M,
): Extract<ClientEstimate, { mode: M }>;
export function clientView(estimate: Estimate, tax: TaxRule, mode: EstimateMode): ClientEstimate {
  const groups = new Map<string, ClientGroup>();
  for (const line of estimate.lines) {
    const key = JSON.stringify([line.room, line.category]);
    let group = groups.get(key);
    if (!group) {
      group = {
        room: line.room,
        category: line.category,
        label: estimateCategoryLabel(line.category),
        total_cents: 0,
        lines: [],
        other_cents: 0,
      };
      groups.set(key, group);
    }
    const amount = lineTotalCents(line);
    group.total_cents += amount;
    if (listedOn(line, mode)) group.lines.push(clientLine(line, tax, mode));
    else group.other_cents += amount;
  }
  const totals = estimateTotals(estimate, tax);
  if (mode === 'open_book') return { mode, groups: [...groups.values()], totals };
  const { allowances_cents, subtotal_cents, tax_cents, total_cents, deposit_cents } = totals;
  return {
    mode,
    groups: [...groups.values()],
    totals: { allowances_cents, subtotal_cents, tax_cents, total_cents, deposit_cents },
  };
}
