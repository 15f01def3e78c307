import { z } from 'zod';
import { MAX_LINE_QTY } from '../catalog/quantity.ts';
import { applyBps, cents, formatUsd, roundHalfUp } from '../money/cents.ts';
import { MAX_FIXTURES, MAX_SURFACES, type ProductRef } from '../room/document.ts';
import { text } from '../shared/fields.ts';
import { idField, PG_INT_MAX, strictInt } from '../shared/input-limits.ts';
import { ESTIMATE_CATEGORIES, type EstimateCategory } from './categories.ts';
import { QUANTITY_DECIMALS } from './measures.ts';

/**
 * One line of an estimate (issue 25 point 1): a material of the design, the pro's labour, an allowance for
 * what the homeowner has not chosen yet, or a fee (permit, disposal).
 */
export const LINE_KINDS = ['material', 'labour', 'allowance', 'fee'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** The design version a line was drafted from. */
export type DesignRef = { id: number; version: number };

export type EstimateLine = {
  /** Stable across versions (draft.ts makes it from what the line is), so versions compare line by line. */
  id: string;
  kind: LineKind;
  /** The room's name, as the estimate groups lines. */
  room: string;
  category: EstimateCategory;
  description: string;
  /** In `unit`s, at most two decimals; a material's is whole sell units. Negative only on a change order. */
  quantity: number;
  unit: string;
  /**
   * The pro's cost of one unit and the markup on it. A material's price is the showroom's sale price, whose
   * parts (vendor price, platform fee, the pro's markup on it) are the order's money by role and are never
   * held here: a material line's cost is its price and its markup 0.
   */
  unit_cost_cents: number;
  markup_bps: number;
  /** unit_cost_cents + its markup, in whole cents like any price list's (unitPriceOf). */
  unit_price_cents: number;
  /**
   * The pro's choice for allowances and fees. A material is always taxed (as the order that sells it will be)
   * and labour as the state's rule says, whatever this holds (estimate.ts isTaxed).
   */
  taxable: boolean;
  /** A hidden line is folded into its room and category's total on the client's view, never named. */
  visible_to_client: boolean;
  /** The product size a material line buys. */
  product: ProductRef | null;
  design: DesignRef | null;
  /** A material's takeoff arithmetic, one step a line; the pro's words on any other. */
  note: string;
  /** The design's surfaces and fixtures the line covers (an allowance: the open slots it stands for). */
  parts: string[];
};

/** A unit price from the pro's cost and markup: cost + cost × markup, half away from zero to a cent. */
export const unitPriceOf = (unitCostCents: number, markupBps: number): number =>
  cents(unitCostCents + applyBps(unitCostCents, markupBps));

/** quantity × unit amount in whole cents, rounded half away from zero once (integer arithmetic, no drift). */
function times(quantity: number, unitCents: number): number {
  const hundredths = roundHalfUp(quantity * 100);
  if (Math.abs(quantity * 100 - hundredths) > 1e-6)
    throw new RangeError(`a quantity has at most ${QUANTITY_DECIMALS} decimals: ${quantity}`);
  const product = hundredths * unitCents;
  const whole = Math.trunc(product / 100);
  const rest = Math.abs(product % 100);
  return cents(whole + (rest >= 50 ? Math.sign(product) : 0));
}

/**
 * The one rounding rule of a line: total = quantity × unit price, rounded half away from zero to a cent once
 * per line, never per unit, so the homeowner can check it (48.37 sq ft × $7.60 = $367.61). A material's
 * quantity is whole, so its total is exact and equals the order line it becomes.
 */
export const lineTotalCents = (line: Pick<EstimateLine, 'quantity' | 'unit_price_cents'>) =>
  times(line.quantity, line.unit_price_cents);

/** What the line costs the pro, by the same rule (the pro's margin is total − cost). */
export const lineCostCents = (line: Pick<EstimateLine, 'quantity' | 'unit_cost_cents'>) =>
  times(line.quantity, line.unit_cost_cents);

const INVARIANT_UNITS = new Set(['each', 'allowance']);

/** A sell unit in words for a quantity: 'Box' → 'box' / 'boxes', 'sq ft' stays 'sq ft'. */
export function unitWords(unit: string, quantity: number): string {
  const u = unit.toLowerCase();
  if (Math.abs(quantity) === 1 || u.includes(' ') || u.endsWith('ft') || INVARIANT_UNITS.has(u)) return u;
  return /(s|x|ch|sh)$/.test(u) ? `${u}es` : `${u}s`;
}

/** $100,000 a unit; a line at most $10,000,000: an estimate of 500 lines stays far inside safe integers. */
export const MAX_UNIT_CENTS = 10_000_000;
export const MAX_LINE_TOTAL_CENTS = 1_000_000_000;
export const LINE_LIMITS = { room: 80, description: 200, unit: 24, note: 2000 } as const;

const decimalsOk = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const limit = (label: string, max: number) => `The ${label} may not be greater than ${max} characters.`;

const productRefInput = z.object({
  product: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'The product is invalid.' }),
  sizeId: idField('size'),
});

/** A line as the pro edits it. `id` names a line already on the estimate (kept); a new line gets one. */
export const estimateLineInput = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9:#._-]{1,120}$/, { error: 'The line is invalid.' })
      .optional(),
    kind: z.enum(LINE_KINDS, { error: 'The kind must be material, labour, allowance or fee.' }),
    room: text('room').max(LINE_LIMITS.room, { error: limit('room', LINE_LIMITS.room) }),
    category: z.enum(ESTIMATE_CATEGORIES, { error: 'The category is invalid.' }),
    description: text('description').max(LINE_LIMITS.description, {
      error: limit('description', LINE_LIMITS.description),
    }),
    quantity: z
      .number({ error: 'The quantity must be a number.' })
      .min(0, { error: 'The quantity must be at least 0.' })
      .max(MAX_LINE_QTY, { error: `The quantity may not be greater than ${MAX_LINE_QTY}.` })
      .refine(decimalsOk, { error: `The quantity may have at most ${QUANTITY_DECIMALS} decimal places.` }),
    unit: text('unit').max(LINE_LIMITS.unit, { error: limit('unit', LINE_LIMITS.unit) }),
    unit_cost_cents: strictInt('unit cost', {
      min: 0,
      max: MAX_UNIT_CENTS,
      maxMessage: `The unit cost may not be more than ${formatUsd(MAX_UNIT_CENTS)}.`,
    }),
    markup_bps: strictInt('markup', {
      min: 0,
      max: 10_000,
      maxMessage: 'The markup may not be more than 100%.',
    }).default(0),
    taxable: z.boolean({ error: 'The taxable field must be true or false.' }).default(true),
    visible_to_client: z
      .boolean({ error: 'The visible to client field must be true or false.' })
      .default(true),
    product: productRefInput.nullable().default(null),
    design: z
      .object({
        id: idField('design'),
        version: strictInt('design version', { min: 1, max: PG_INT_MAX }),
      })
      .nullable()
      .default(null),
    note: z
      .string({ error: 'The note must be text.' })
      .trim()
      .max(LINE_LIMITS.note, { error: limit('note', LINE_LIMITS.note) })
      .default(''),
    parts: z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'The part is invalid.' }))
      .max(MAX_SURFACES + MAX_FIXTURES, { error: 'The line covers too many parts.' })
      .default([]),
  })
  .superRefine((line, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (line.kind === 'material') {
      if (!line.product) issue('product', 'The product field is required.');
      if (!Number.isInteger(line.quantity)) issue('quantity', 'A material is bought in whole units.');
      if (line.markup_bps !== 0)
        issue(
          'markup_bps',
          'A material is sold at the showroom’s price: its markup is set on your markups page.',
        );
    }
    // A unit cost or markup past its limit is refused on its own field (zod still runs this refinement):
    // the total is only worked out from ones within them, or unitPriceOf would throw on a 2^53.
    const within = (n: number, max: number) => Number.isSafeInteger(n) && Math.abs(n) <= max;
    if (!within(line.unit_cost_cents, MAX_UNIT_CENTS) || !within(line.markup_bps, 10_000)) return;
    const total = Math.abs(line.quantity * unitPriceOf(line.unit_cost_cents, line.markup_bps));
    if (total > MAX_LINE_TOTAL_CENTS)
      issue('quantity', `The line total may not be more than ${formatUsd(MAX_LINE_TOTAL_CENTS)}.`);
  });
export type EstimateLineInput = z.output<typeof estimateLineInput>;

/** A line as stored, from what the pro sent: its unit price from cost and markup; a material always taxed. */
export function estimateLineOf(input: EstimateLineInput, id: string): EstimateLine {
  return {
    ...input,
    id,
    unit_price_cents: unitPriceOf(input.unit_cost_cents, input.markup_bps),
    taxable: input.kind === 'material' || input.taxable,
  };
}
