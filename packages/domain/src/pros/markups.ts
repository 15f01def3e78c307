import { z } from 'zod';
import { DEFAULT_MARKUP_BPS, MIN_MARKUP_BPS, unitPrice } from '../catalog/pricing.ts';
import { idField, strictInt } from '../shared/input-limits.ts';

/** A pro's markup (spec point 1): at least 10%, 10% recommended; at most 100% (no typo prices a tile at 10×). */
export const RECOMMENDED_MARKUP_BPS = DEFAULT_MARKUP_BPS;
export const MAX_MARKUP_BPS = 10_000;
export const MARKUP_MIN_MESSAGE = `The markup must be at least ${MIN_MARKUP_BPS / 100}%.`;
export const MARKUP_MAX_MESSAGE = `The markup may not be more than ${MAX_MARKUP_BPS / 100}%.`;

/** Basis points, as an integer (1250 = 12.5%). */
export const markupBpsField = strictInt('markup', {
  min: MIN_MARKUP_BPS,
  max: MAX_MARKUP_BPS,
  minMessage: MARKUP_MIN_MESSAGE,
  maxMessage: MARKUP_MAX_MESSAGE,
});

/** PUT /api/pro/markups: the showroom default and any category or product overrides (null removes one). */
export const markupsUpdateSchema = z.object({
  default_bps: markupBpsField.optional(),
  categories: z
    .array(z.object({ category_id: idField('category id'), markup_bps: markupBpsField.nullable() }))
    .max(500, 'At most 500 categories at once.')
    .optional(),
  products: z
    .array(z.object({ product_id: idField('product id'), markup_bps: markupBpsField.nullable() }))
    .max(500, 'At most 500 products at once.')
    .optional(),
});
export type MarkupsUpdate = z.input<typeof markupsUpdateSchema>;
/** The update as the server reads it (integers, checked). */
export type MarkupsChange = z.output<typeof markupsUpdateSchema>;

/** GET /api/pro/markups: the showroom's default, the limits, and every category with its override or null. */
export const markupsSchema = z.object({
  default_bps: z.number().int(),
  min_bps: z.number().int(),
  recommended_bps: z.number().int(),
  max_bps: z.number().int(),
  platform_fee_bps: z.number().int(),
  categories: z.array(
    z.object({
      category_id: z.number().int(),
      name: z.string(),
      department: z.string(),
      markup_bps: z.number().int().nullable(),
    }),
  ),
  /** The products with a markup of their own (it wins over their category's and the default). */
  products: z.array(
    z.object({
      product_id: z.number().int(),
      hash: z.string(),
      name: z.string(),
      category: z.string(),
      markup_bps: z.number().int(),
    }),
  ),
});
export type Markups = z.infer<typeof markupsSchema>;

/**
 * What a client pays for a material a vendor prices at `vendorCents` (default $100), with this markup: the
 * preview beside each markup field. An example price, so the pro never sees a real vendor price.
 */
export function clientPriceExample(markupBps: number, platformFeeBps: number, vendorCents = 10_000) {
  const price = unitPrice({ vendorPriceCents: vendorCents, platformFeeBps, markupBps });
  return { vendorCents, clientCents: price.unitPriceCents, earnCents: price.contractorMarkupCents };
}
