import { z } from 'zod';
import { formatUsd } from '../money/cents.ts';
import { strictInt } from '../shared/input-limits.ts';
import {
  basesOf,
  basisMessage,
  LABOUR_CATEGORIES,
  type LabourCategory,
  listedTwiceMessage,
  RATE_BASES,
  type RateBasis,
} from './categories.ts';

/**
 * The pro's install rate table (issue 25 point 1, /pro/rates): one rate per labour category on one of its
 * bases, and the markup the pro adds to labour. Labour lines are drafted from it.
 */
export type RateRow = { category: LabourCategory; basis: RateBasis; rate_cents: number };
export type RateTable = { labour_markup_bps: number; rates: RateRow[] };

/** $10,000 a unit: above any install rate, so a typo of extra zeros is refused on its field. */
export const MAX_RATE_CENTS = 1_000_000;
/** Labour markup, 0 to 100% (no floor: unlike a material's, the platform takes no share of labour). */
export const MAX_LABOUR_MARKUP_BPS = 10_000;
export const DEFAULT_LABOUR_MARKUP_BPS = 2_000;

export const labourMarkupField = strictInt('labour markup', {
  min: 0,
  max: MAX_LABOUR_MARKUP_BPS,
  maxMessage: `The labour markup may not be more than ${MAX_LABOUR_MARKUP_BPS / 100}%.`,
});

export const rateRowInput = z
  .object({
    category: z.enum(LABOUR_CATEGORIES, { error: 'The category is invalid.' }),
    basis: z.enum(RATE_BASES, { error: 'The basis must be sqft, lft or piece.' }),
    rate_cents: strictInt('rate', {
      min: 0,
      max: MAX_RATE_CENTS,
      maxMessage: `The rate may not be more than ${formatUsd(MAX_RATE_CENTS)}.`,
    }),
  })
  .superRefine((row, ctx) => {
    if (!basesOf(row.category).includes(row.basis))
      ctx.addIssue({ code: 'custom', path: ['basis'], message: basisMessage(row.category) });
  });

/** PUT /api/pro/rates: the whole table, one row per category at most. */
export const rateTableInput = z.object({
  labour_markup_bps: labourMarkupField.default(DEFAULT_LABOUR_MARKUP_BPS),
  rates: z
    .array(rateRowInput, { error: 'The rates must be a list.' })
    .max(LABOUR_CATEGORIES.length, {
      error: `The rates may list up to ${LABOUR_CATEGORIES.length} categories.`,
    })
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        if (seen.has(row.category))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'category'],
            message: listedTwiceMessage(row.category),
          });
        seen.add(row.category);
      });
    }),
});
export type RateTableInput = z.input<typeof rateTableInput>;

const row = (category: LabourCategory, rate_cents: number, basis?: RateBasis): RateRow => ({
  category,
  basis: basis ?? basesOf(category)[0],
  rate_cents,
});

/**
 * The table a new pro starts from: US installed-labour rates of the middle of the market (2025 cost guides),
 * to be replaced by the pro's own. Every labour category has a row, so a first draft prices every trade.
 */
export const DEFAULT_RATE_TABLE: RateTable = {
  labour_markup_bps: DEFAULT_LABOUR_MARKUP_BPS,
  rates: [
    row('floor_tile', 700),
    row('flooring', 400),
    row('wall_tile', 900),
    row('shower_tile', 1_400),
    row('backsplash', 1_500),
    row('countertop', 2_500),
    row('paint', 250),
    row('coping', 3_000),
    row('trim', 600),
    row('turf', 500),
    row('hardscape', 1_500),
    row('cabinet', 15_000),
    row('vanity', 35_000),
    row('toilet', 25_000),
    row('tub_shower', 80_000),
    row('sink_faucet', 20_000),
    row('appliance', 15_000),
    row('light_fan', 12_500),
    row('mirror', 7_500),
  ],
};
