import { z } from 'zod';
import { formatUsd } from '../money/cents.ts';
import { strictInt } from '../shared/input-limits.ts';
import { BASIS_UNITS, defaultBasis, LABOUR_CATEGORIES, type LabourCategory } from './categories.ts';
import type { AllowanceRule } from './draft.ts';
import { MAX_UNIT_CENTS } from './estimate-line.ts';
import { MAX_RATE_CENTS } from './rates.ts';

/**
 * The allowances a first draft gives the slots the homeowner has not chosen yet (issue 25 point 1): an amount
 * per unit of the category's first basis (per sq ft for a surface, per linear ft for an edge, per piece for a
 * fixture). Mid-market material allowances of 2025 cost guides; the pro changes any of them in the request,
 * or leaves a category out (null), and edits the lines after.
 */
const perUnit = (per_unit_cents: number): AllowanceRule => ({ per_unit_cents });
export const DEFAULT_ALLOWANCES: Record<LabourCategory, AllowanceRule> = {
  floor_tile: perUnit(600),
  flooring: perUnit(500),
  wall_tile: perUnit(600),
  shower_tile: perUnit(800),
  backsplash: perUnit(1_200),
  countertop: perUnit(6_000),
  paint: perUnit(100),
  coping: perUnit(2_500),
  trim: perUnit(400),
  turf: perUnit(500),
  hardscape: perUnit(1_000),
  cabinet: perUnit(40_000),
  vanity: perUnit(80_000),
  toilet: perUnit(35_000),
  tub_shower: perUnit(120_000),
  sink_faucet: perUnit(30_000),
  appliance: perUnit(120_000),
  light_fan: perUnit(15_000),
  mirror: perUnit(20_000),
};

/** "$6.00 per sq ft" / "$800.00 lump sum": an allowance rule in words, for the page that offers it. */
export const allowanceWords = (category: LabourCategory, rule: AllowanceRule) =>
  'lump_sum_cents' in rule
    ? `${formatUsd(rule.lump_sum_cents)} lump sum`
    : `${formatUsd(rule.per_unit_cents)} per ${BASIS_UNITS[defaultBasis(category)]}`;

const CATEGORIES = new Set<string>(LABOUR_CATEGORIES);
const ONE_OF = 'The allowance must be an amount per unit or a lump sum.';

/** One category's allowance as the request gives it: exactly one of the two amounts, or null for none. */
const allowanceRuleInput = z
  .object(
    {
      per_unit_cents: strictInt('allowance', {
        min: 0,
        max: MAX_RATE_CENTS,
        maxMessage: `The allowance may not be more than ${formatUsd(MAX_RATE_CENTS)} a unit.`,
      }).optional(),
      lump_sum_cents: strictInt('allowance', {
        min: 0,
        max: MAX_UNIT_CENTS,
        maxMessage: `The allowance may not be more than ${formatUsd(MAX_UNIT_CENTS)}.`,
      }).optional(),
    },
    { error: ONE_OF },
  )
  .superRefine((rule, ctx) => {
    if ((rule.per_unit_cents === undefined) === (rule.lump_sum_cents === undefined))
      ctx.addIssue({ code: 'custom', message: ONE_OF });
  })
  .transform(
    (rule): AllowanceRule =>
      rule.lump_sum_cents !== undefined
        ? { lump_sum_cents: rule.lump_sum_cents }
        : { per_unit_cents: rule.per_unit_cents! },
  )
  .nullable();

/**
 * The request's allowances by labour category; a category left out keeps its default, null drops it. An
 * unknown category is a 422 on its key.
 */
export const allowancesInput = z
  .record(z.string(), allowanceRuleInput, { error: 'The allowances must be an object of categories.' })
  .superRefine((table, ctx) => {
    for (const key of Object.keys(table))
      if (!CATEGORIES.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key.slice(0, 30)} is not a labour category.`,
        });
  })
  .default({});

/** The rules a draft uses: the defaults with the request's changes. */
export function allowancesOf(
  given: Readonly<Record<string, AllowanceRule | null>>,
): Partial<Record<LabourCategory, AllowanceRule>> {
  const out: Partial<Record<LabourCategory, AllowanceRule>> = {};
  for (const category of LABOUR_CATEGORIES) {
    const rule = Object.hasOwn(given, category) ? given[category] : DEFAULT_ALLOWANCES[category];
    if (rule) out[category] = rule;
  }
  return out;
}
