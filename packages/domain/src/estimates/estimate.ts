import { z } from 'zod';
import { applyBps, cents, formatUsd } from '../money/cents.ts';
import { isCalendarDay } from '../shared/day-range.ts';
import { strictInt } from '../shared/input-limits.ts';
import { type EstimateLine, estimateLineInput, type LineKind, lineTotalCents } from './estimate-line.ts';

/** What the pro asks on approval: a percent of the total (basis points) or a fixed amount. */
export type Deposit = { kind: 'percent'; bps: number } | { kind: 'fixed'; cents: number };
export type Estimate = { lines: readonly EstimateLine[]; deposit: Deposit };

/**
 * The tax an estimate is priced under, from the ship-to state (settings): its sales tax rate in basis points
 * (725 = 7.25%) and whether the state taxes installation labour.
 */
export type TaxRule = { taxBps: number; labourTaxable: boolean };

export type EstimateTotals = {
  materials_cents: number;
  labour_cents: number;
  allowances_cents: number;
  fees_cents: number;
  /** The four above. */
  subtotal_cents: number;
  tax_cents: number;
  /** subtotal + tax. */
  total_cents: number;
  /**
   * Asked on approval, of the pro's own work (labour and fees with their tax, workCents): the materials are
   * paid in full by the order the approval places, and an allowance is paid when it is chosen. Never more
   * than that work, never below 0.
   */
  deposit_cents: number;
};

/** A material is taxed like the order that sells it; labour as the state says; anything else as the pro says. */
export const isTaxed = (line: Pick<EstimateLine, 'kind' | 'taxable'>, tax: TaxRule) =>
  line.kind === 'material' ? true : line.kind === 'labour' ? tax.labourTaxable : line.taxable;

/** The tax of one line: half up on its total, as the order's lines are taxed (order-totals.ts priceLine). */
export const lineTaxCents = (line: EstimateLine, tax: TaxRule) =>
  isTaxed(line, tax) ? applyBps(lineTotalCents(line), tax.taxBps) : 0;

/** The deposit of the pro's work: percent half up, a fixed amount as it is, either capped at the work. */
export function depositCents(deposit: Deposit, workCents: number): number {
  if (workCents <= 0) return 0;
  const asked = deposit.kind === 'percent' ? applyBps(workCents, deposit.bps) : deposit.cents;
  return cents(Math.min(Math.max(asked, 0), workCents));
}

/** The pro's own work, which the deposit is of: labour and fees, each with its tax. */
const isWork = (line: Pick<EstimateLine, 'kind'>) => line.kind === 'labour' || line.kind === 'fee';

const KIND_FIELD = {
  material: 'materials_cents',
  labour: 'labour_cents',
  allowance: 'allowances_cents',
  fee: 'fees_cents',
} as const satisfies Record<LineKind, keyof EstimateTotals>;

/**
 * An estimate's totals in whole cents: each line's total (one rounding, estimate-line.ts), summed by kind;
 * tax summed line by line on the taxed lines, so the materials' tax is to the cent what their order will
 * charge; total = subtotal + tax; the deposit from the pro's work (labour and fees with their tax).
 */
export function estimateTotals(estimate: Estimate, tax: TaxRule): EstimateTotals {
  const byKind = { materials_cents: 0, labour_cents: 0, allowances_cents: 0, fees_cents: 0 };
  let taxCents = 0;
  let workCents = 0;
  for (const line of estimate.lines) {
    const total = lineTotalCents(line);
    const lineTax = lineTaxCents(line, tax);
    byKind[KIND_FIELD[line.kind]] += total;
    taxCents += lineTax;
    if (isWork(line)) workCents += total + lineTax;
  }
  const subtotal = byKind.materials_cents + byKind.labour_cents + byKind.allowances_cents + byKind.fees_cents;
  const total = cents(subtotal + taxCents);
  return {
    ...byKind,
    subtotal_cents: subtotal,
    tax_cents: taxCents,
    total_cents: total,
    deposit_cents: depositCents(estimate.deposit, cents(workCents)),
  };
}

export const ESTIMATE_MODES = ['open_book', 'fixed_price'] as const;
export type EstimateMode = (typeof ESTIMATE_MODES)[number];
export const ESTIMATE_LIMITS = { lines: 500, message: 2000 } as const;
const MAX_DEPOSIT_CENTS = 2_147_483_647;

export const depositInput = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('percent'),
      bps: strictInt('deposit', {
        min: 0,
        max: 10_000,
        maxMessage: 'The deposit may not be more than 100%.',
      }),
    }),
    z.object({
      kind: z.literal('fixed'),
      cents: strictInt('deposit', {
        min: 0,
        max: MAX_DEPOSIT_CENTS,
        maxMessage: `The deposit may not be more than ${formatUsd(MAX_DEPOSIT_CENTS)}.`,
      }),
    }),
  ],
  { error: 'The deposit must be a percent or an amount.' },
);

/** A version of an estimate as the pro saves it: its lines, how it is shown, the deposit, until when it holds. */
export const estimateBodyInput = z.object({
  mode: z
    .enum(ESTIMATE_MODES, { error: 'The mode must be open book or fixed price.' })
    .default('fixed_price'),
  deposit: depositInput.default({ kind: 'percent', bps: 0 }),
  valid_until: z
    .string({ error: 'The valid until field must be a date (YYYY-MM-DD).' })
    .refine(isCalendarDay, { error: 'The valid until field must be a date (YYYY-MM-DD).' })
    .nullable()
    .default(null),
  message: z
    .string({ error: 'The message must be text.' })
    .trim()
    .max(ESTIMATE_LIMITS.message, {
      error: `The message may not be greater than ${ESTIMATE_LIMITS.message} characters.`,
    })
    .default(''),
  lines: z
    .array(estimateLineInput, { error: 'The lines must be a list.' })
    .max(ESTIMATE_LIMITS.lines, { error: `An estimate can hold up to ${ESTIMATE_LIMITS.lines} lines.` })
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        if (line.id === undefined) return;
        if (seen.has(line.id))
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'Each line must have its own id.' });
        seen.add(line.id);
      });
    }),
});
export type EstimateBodyInput = z.output<typeof estimateBodyInput>;
