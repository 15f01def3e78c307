import { z } from 'zod';
import { productSampleInput } from '../orders/samples.ts';
import { required, text } from '../shared/fields.ts';
import { idField, strictInt } from '../shared/input-limits.ts';
import { STYLES } from './styles.ts';
import type { Texture } from './texture.ts';

/**
 * What a vendor sends to list a product (issue 12): the product form, `POST/PUT /api/vendor/products` and
 * each product of a CSV import are validated by these schemas, so the three refuse the same input with the
 * same message on the same field. Lengths are inches; money is integer cents.
 */

/** How a size is sold (spec point 3: the category's unit, Box or other). */
export const PRODUCT_UNITS = ['Box', 'Piece', 'Slab', 'Roll', 'Pallet', 'Set'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** The patterns the 3-D room and the swatches can draw (texture.ts). */
export const TEXTURE_PATTERNS = [
  'solid',
  'tile',
  'plank',
  'marble',
  'stone',
  'mosaic',
  'turf',
  'metal',
  'fixture',
] as const satisfies readonly Texture['pattern'][];

export const PRODUCT_LIMITS = {
  name: 150,
  description: 4000,
  colors: 6,
  color: 30,
  finish: 40,
  styleTags: 5,
  sizes: 20,
  dimension: 9999,
  pattern: 60,
  uom: 20,
  boxSqft: 99_999_999.99,
  minQty: 10_000,
  /** The largest price a size may have: $999,999.99 (one order may not charge more). */
  priceCents: 99_999_999,
} as const;

const maxLen = (label: string, max: number) => `The ${label} may not be greater than ${max} characters.`;
const trimmedMax = (label: string, max: number) => text(label).max(max, { error: maxLen(label, max) });
const optionalMax = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(max, { error: maxLen(label, max) })
    .nullish()
    .transform((v) => (v ? v : null));

/** A length in inches as the catalogue stores it: "12", "7.25" (positive, at most 3 decimals). */
const INCHES = /^\d{1,4}(\.\d{1,3})?$/;
const inches = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `The ${label} must be a number of inches.` })
    .transform((v) => String(v).trim())
    .refine((v) => v === '' || (INCHES.test(v) && Number(v) > 0 && Number(v) <= PRODUCT_LIMITS.dimension), {
      error: `The ${label} must be a number of inches between 0 and ${PRODUCT_LIMITS.dimension}.`,
    })
    .nullish()
    .transform((v) => (v ? String(Number(v)) : null));

/** Square feet in a box: positive, at most 2 decimals (numeric(10,2)). */
const boxSqft = z
  .union(
    [
      z.number(),
      z
        .string()
        .regex(/^\d{1,8}(\.\d{1,2})?$/)
        .transform(Number),
    ],
    {
      error: 'The box sqft must be a number of square feet (at most 2 decimals).',
    },
  )
  .pipe(
    z
      .number()
      .positive({ error: 'The box sqft must be greater than 0.' })
      .max(PRODUCT_LIMITS.boxSqft, {
        error: `The box sqft may not be greater than ${PRODUCT_LIMITS.boxSqft}.`,
      })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
        error: 'The box sqft must be a number of square feet (at most 2 decimals).',
      }),
  )
  .nullish()
  .transform((v) => v ?? null);

/** A slab's cut allowance: inches at each cut edge, 0 to 6, at most 2 decimals (numeric(4,2)). */
const cutAllowanceIn = z
  .number({ error: 'The cut allowance must be a number of inches.' })
  .min(0, { error: 'The cut allowance may not be negative.' })
  .max(6, { error: 'The cut allowance may not be greater than 6 in.' })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    error: 'The cut allowance must be a number of inches (at most 2 decimals).',
  })
  .nullish()
  .transform((v) => v ?? null);

export const vendorSizeInputSchema = z
  .object({
    /** Present when editing an existing size; absent for a new one. */
    id: idField('size').optional(),
    width_size: inches('width'),
    height_size: inches('height'),
    length_size: inches('length'),
    pattern: optionalMax('pattern', PRODUCT_LIMITS.pattern),
    unit: z.enum(PRODUCT_UNITS, { error: `The unit must be one of: ${PRODUCT_UNITS.join(', ')}.` }),
    uom: optionalMax('uom', PRODUCT_LIMITS.uom),
    box_sqft: boxSqft,
    /** Slabs only: the fabricator's allowance at each cut edge of a countertop piece (null: 1 in). */
    cut_allowance_in: cutAllowanceIn,
    min_qty: strictInt('minimum quantity', { min: 1, max: PRODUCT_LIMITS.minQty }).default(1),
    vendor_price_cents: strictInt('price', {
      min: 1,
      max: PRODUCT_LIMITS.priceCents,
      minMessage: 'The price must be at least $0.01.',
      maxMessage: 'The price may not be greater than $999,999.99.',
    }),
  })
  .superRefine((size, ctx) => {
    if (!size.width_size && !size.pattern)
      ctx.addIssue({ code: 'custom', path: ['width_size'], message: 'Give a width, or a pattern.' });
    if (size.height_size && size.length_size)
      ctx.addIssue({
        code: 'custom',
        path: ['length_size'],
        message: 'Give a height or a length, not both.',
      });
    if (size.unit !== 'Slab' && size.cut_allowance_in != null)
      ctx.addIssue({
        code: 'custom',
        path: ['cut_allowance_in'],
        message: 'Only a slab has a cut allowance.',
      });
    if (size.unit === 'Box' && size.box_sqft == null)
      ctx.addIssue({
        code: 'custom',
        path: ['box_sqft'],
        message: 'The box sqft field is required for a Box.',
      });
  });
export type VendorSizeInput = z.infer<typeof vendorSizeInputSchema>;

const HEX = /^#[0-9a-f]{6}$/i;
const hex = (label: string) =>
  z
    .string({ error: required(label) })
    .regex(HEX, { error: `The ${label} must be a colour like #a1b2c3.` })
    .transform((v) => v.toLowerCase());
const bounded = (label: string, min: number, max: number) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .min(min, { error: `The ${label} must be at least ${min}.` })
    .max(max, { error: `The ${label} may not be greater than ${max}.` });

/** The texture the 3-D room draws for the product (texture.ts). */
export const textureInputSchema = z.object({
  pattern: z.enum(TEXTURE_PATTERNS, { error: `The pattern must be one of: ${TEXTURE_PATTERNS.join(', ')}.` }),
  base_color: hex('base colour'),
  accent_color: hex('accent colour'),
  grout_color: hex('grout colour'),
  tile_width_in: bounded('tile width', 0.25, 240),
  tile_height_in: bounded('tile height', 0.25, 240),
  grout_width_in: bounded('grout width', 0, 2),
  roughness: bounded('roughness', 0, 1),
}) satisfies z.ZodType<Texture>;

export const vendorProductInputSchema = z.object({
  name: trimmedMax('name', PRODUCT_LIMITS.name),
  description: trimmedMax('description', PRODUCT_LIMITS.description),
  category_id: idField('category'),
  brand_id: idField('brand'),
  colors: z
    .array(trimmedMax('colour', PRODUCT_LIMITS.color), { error: 'The colours must be a list.' })
    .min(1, { error: 'Give at least one colour.' })
    .max(PRODUCT_LIMITS.colors, { error: `Give at most ${PRODUCT_LIMITS.colors} colours.` }),
  finish: optionalMax('finish', PRODUCT_LIMITS.finish),
  style_tags: z
    .array(z.enum(STYLES, { error: `Each style must be one of: ${STYLES.join(', ')}.` }))
    .max(PRODUCT_LIMITS.styleTags, { error: `Give at most ${PRODUCT_LIMITS.styleTags} styles.` })
    .default([])
    .transform((tags) => [...new Set(tags)]),
  texture: textureInputSchema,
  sizes: z
    .array(vendorSizeInputSchema, { error: 'The sizes must be a list.' })
    .min(1, { error: 'Give at least one size.' })
    .max(PRODUCT_LIMITS.sizes, { error: `Give at most ${PRODUCT_LIMITS.sizes} sizes.` }),
  /**
   * The sample the vendor offers (issue 25 point 7: its size and price, 0 free): null takes the offer away;
   * absent leaves it as it is, so a body without it (a CSV import's product) never wipes one.
   */
  sample: productSampleInput.optional(),
});
export type VendorProductInput = z.infer<typeof vendorProductInputSchema>;
/** What a form or a CSV row holds before the schema has read it. */
export type VendorProductDraft = z.input<typeof vendorProductInputSchema>;

/** The text the search index reads (products.search_text): the words a shopper may type to find it. */
export function productSearchText(
  p: Pick<VendorProductInput, 'name' | 'colors' | 'finish' | 'style_tags'>,
  names: { brand: string; category: string },
): string {
  return [p.name, names.brand, names.category, ...p.colors, p.finish ?? '', ...p.style_tags]
    .filter(Boolean)
    .join(' ');
}
