import { initialQuantity, MAX_LINE_QTY } from '../catalog/quantity.ts';
import type { BomLine } from '../room/bom-line.ts';
import { type ProductRef, productRefKey, type RoomDocument } from '../room/document.ts';
import {
  BASIS_UNITS,
  defaultBasis,
  type EstimateCategory,
  estimateCategoryLabel,
  fixtureCategory,
  type LabourCategory,
  type RateBasis,
  surfaceCategory,
} from './categories.ts';
import { type DesignRef, type EstimateLine, unitPriceOf, unitWords } from './estimate-line.ts';
import { roundQuantity, surfaceQuantity } from './measures.ts';
import type { RateTable } from './rates.ts';

/** A line of a design's takeoff as billOfMaterials makes it; an installation supply covers no part. */
export type TakeoffMaterial = Pick<
  BomLine,
  'product' | 'kind' | 'surfaces' | 'fixtures' | 'units' | 'unitName' | 'steps'
>;

/**
 * A product as the caller resolved it in the project's showroom: its name, its sale price there (as the shop
 * prices it), its minimum order, and its catalogue category (tells a plank floor from a tile one).
 */
export type MaterialPrice = {
  name: string;
  unit_price_cents: number;
  min_qty?: number | null;
  category?: string | null;
};

/** The pro's allowance for an open slot: an amount per unit of its category's basis, or one lump sum. */
export type AllowanceRule = { per_unit_cents: number } | { lump_sum_cents: number };

export type DraftInput = {
  design: DesignRef;
  room: string;
  doc: RoomDocument;
  takeoff: readonly TakeoffMaterial[];
  /** Null: the showroom does not sell it (the line is left out and listed in `unpriced`, never guessed). */
  priceOf: (product: ProductRef) => MaterialPrice | null;
  rates: RateTable;
  allowances: Partial<Record<LabourCategory, AllowanceRule>>;
  /** The state's rule, written on the labour lines (estimateTotals applies it in any case). */
  labourTaxable: boolean;
  /** A line's id from its key (`{design}:material:{product#size}`, `{design}:labour:{category}`…). */
  makeId: (key: string) => string;
};

export type Draft = {
  lines: EstimateLine[];
  /** Products of the takeoff the showroom gave no price for: their parts are drafted as open slots. */
  unpriced: ProductRef[];
  /** Categories the design needs that the rate table has no rate for: no labour line was drafted. */
  unrated: LabourCategory[];
};

/** A part of the design the estimate covers: its trade and, for a labour line, how much of it. */
type Part = { id: string; category: LabourCategory; quantityOn: (basis: RateBasis) => number };

const base = (input: DraftInput, category: EstimateCategory) => ({
  room: input.room,
  category,
  markup_bps: 0,
  visible_to_client: true,
  product: null,
  design: input.design,
});

/** The parts by trade, in the order the trades first appear (one labour or allowance line each). */
function byCategory(parts: readonly Part[]): Map<LabourCategory, Part[]> {
  const out = new Map<LabourCategory, Part[]>();
  for (const p of parts) {
    const list = out.get(p.category);
    if (list) list.push(p);
    else out.set(p.category, [p]);
  }
  return out;
}

const total = (parts: readonly Part[], basis: RateBasis) =>
  roundQuantity(parts.reduce((sum, p) => sum + p.quantityOn(basis), 0));

/** A labour line per trade of the parts, at the pro's rate on its basis; the trades without a rate. */
function labourLines(input: DraftInput, parts: readonly Part[]) {
  const lines: EstimateLine[] = [];
  const unrated: LabourCategory[] = [];
  for (const [category, of] of byCategory(parts)) {
    const rate = input.rates.rates.find((r) => r.category === category);
    if (!rate) {
      unrated.push(category);
      continue;
    }
    const quantity = total(of, rate.basis);
    if (quantity <= 0) continue;
    const unit = BASIS_UNITS[rate.basis];
    const markup = input.rates.labour_markup_bps;
    lines.push({
      ...base(input, category),
      id: input.makeId(`${input.design.id}:labour:${category}`),
      kind: 'labour',
      description: `${estimateCategoryLabel(category)} installation`,
      quantity,
      unit,
      unit_cost_cents: rate.rate_cents,
      markup_bps: markup,
      unit_price_cents: unitPriceOf(rate.rate_cents, markup),
      taxable: input.labourTaxable,
      note: of.map((p) => `${p.id}: ${roundQuantity(p.quantityOn(rate.basis))} ${unit}`).join('\n'),
      parts: of.map((p) => p.id),
    });
  }
  return { lines, unrated };
}

/** An allowance line per trade of open slots the pro has an allowance for. */
function allowanceLines(input: DraftInput, allowed: ReadonlyArray<[LabourCategory, Part[]]>) {
  const lines: EstimateLine[] = [];
  for (const [category, parts] of allowed) {
    const rule = input.allowances[category]!;
    const basis = defaultBasis(category);
    const [quantity, unit, amount] =
      'lump_sum_cents' in rule
        ? [1, 'allowance', rule.lump_sum_cents]
        : [total(parts, basis), BASIS_UNITS[basis], rule.per_unit_cents];
    if (quantity <= 0) continue;
    lines.push({
      ...base(input, category),
      id: input.makeId(`${input.design.id}:allowance:${category}`),
      kind: 'allowance',
      description: `${estimateCategoryLabel(category)} allowance`,
      quantity,
      unit,
      unit_cost_cents: amount,
      unit_price_cents: amount,
      // It stands for materials not chosen yet, which will be taxed.
      taxable: true,
      note: `Until chosen: ${parts.map((p) => p.id).join(', ')}`,
      parts: parts.map((p) => p.id),
    });
  }
  return lines;
}

/**
 * Version 1 of an estimate from a design version's takeoff, in one step (issue 25 point 1):
 * - a material line per takeoff line the showroom prices: its quantity in sell units (raised to the
 *   product's minimum order), its arithmetic as the note, at the showroom's sale price;
 * - a labour line per category of the parts the estimate covers (bought or allowed for), at the pro's rate
 *   on the rate's basis (net sq ft, linear ft or pieces) with the pro's labour markup;
 * - an allowance line per category of open slots (no product, or one the showroom does not price) the pro
 *   has an allowance for.
 * Pure and deterministic: the same input gives the same lines with the same ids.
 */
export function draftEstimate(input: DraftInput): Draft {
  const { doc, design } = input;
  const surfaces = new Map(doc.surfaces.map((s) => [s.id, s]));
  const fixtures = new Map(doc.fixtures.map((f) => [f.id, f]));
  const covered = new Map<string, Part>();
  const lines: EstimateLine[] = [];
  const unpriced: ProductRef[] = [];

  const surfacePart = (id: string, category: LabourCategory): Part | null => {
    const s = surfaces.get(id);
    return s ? { id, category, quantityOn: (basis) => surfaceQuantity(doc, s, category, basis) } : null;
  };
  const fixturePart = (id: string): Part | null => {
    const f = fixtures.get(id);
    return f ? { id, category: fixtureCategory(f.kind), quantityOn: () => 1 } : null;
  };

  for (const t of input.takeoff) {
    const price = t.units > 0 ? input.priceOf(t.product) : null;
    if (!price) {
      if (t.units > 0) unpriced.push(t.product);
      continue;
    }
    const sell = { sell: t.kind, category: price.category };
    const parts = [
      ...t.surfaces.map((p) => {
        const kind = surfaces.get(p.surfaceId)?.kind;
        return kind ? surfacePart(p.surfaceId, surfaceCategory(kind, sell)) : null;
      }),
      ...t.fixtures.map(fixturePart),
    ].filter((p): p is Part => p !== null);
    for (const p of parts) covered.set(p.id, p);
    // The line's trade is its largest part's (a tile on the floor and up the shower's curb is floor tile).
    const largest = [...parts].sort((a, b) => b.quantityOn('sqft') - a.quantityOn('sqft'))[0];
    const quantity = Math.min(MAX_LINE_QTY, initialQuantity(price.min_qty, t.units));
    const raised =
      quantity > t.units
        ? [`Raised to the minimum order of ${quantity} ${unitWords(t.unitName, quantity)}.`]
        : [];
    lines.push({
      ...base(input, largest?.category ?? 'supplies'),
      id: input.makeId(`${design.id}:material:${productRefKey(t.product)}`),
      kind: 'material',
      description: price.name,
      quantity,
      unit: t.unitName,
      unit_cost_cents: price.unit_price_cents,
      unit_price_cents: price.unit_price_cents,
      taxable: true,
      product: { product: t.product.product, sizeId: t.product.sizeId },
      note: [...t.steps, ...raised].join('\n'),
      parts: parts.map((p) => p.id),
    });
  }

  // Open slots: every surface and fixture no priced line covers.
  const open = [
    ...doc.surfaces.flatMap((s) => (covered.has(s.id) ? [] : [surfacePart(s.id, surfaceCategory(s.kind))])),
    ...doc.fixtures.flatMap((f) => (covered.has(f.id) ? [] : [fixturePart(f.id)])),
  ].filter((p): p is Part => p !== null);
  const allowed = [...byCategory(open)].filter(([category]) => input.allowances[category]);

  const labour = labourLines(input, [...covered.values(), ...allowed.flatMap(([, parts]) => parts)]);
  return {
    lines: [...lines, ...labour.lines, ...allowanceLines(input, allowed)],
    unpriced,
    unrated: labour.unrated,
  };
}
