import { z } from 'zod';
import { sampleOfferSchema } from '../orders/samples.ts';
import { idField, strictInt } from '../shared/input-limits.ts';
import { sizeShapeSchema } from './contract.ts';
import { paginationSchema } from './pagination.ts';
import { STYLES } from './styles.ts';
import { PRODUCT_LIMITS, PRODUCT_UNITS, TEXTURE_PATTERNS } from './vendor-product.ts';

/**
 * The vendor portal's product answers (docs/api-vendor-products.md): the server serialises with these
 * schemas and the vendor pages' types are their z.infer. A vendor sees its own vendor prices (cents).
 */

/**
 * Who sees a product (docs/decisions/0017-product-visibility.md): `listed` (shoppers see it), `hidden` (its
 * vendor hid it; the vendor may show it again) or `moderated` (the admin hid it or its brand; only the admin
 * lists it again). The admin's decision wins over the vendor's: a product both hidden and moderated is
 * `moderated`. The database keeps the same rule as `products.listed` (migration 0022).
 */
export const PRODUCT_STATES = ['listed', 'hidden', 'moderated'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

export const PRODUCT_STATE_LABELS: Record<ProductState, string> = {
  listed: 'Listed',
  hidden: 'Hidden',
  moderated: 'Hidden by admin',
};

export function productState(p: {
  hidden: boolean;
  moderated: boolean;
  brandModerated: boolean;
}): ProductState {
  if (p.moderated || p.brandModerated) return 'moderated';
  return p.hidden ? 'hidden' : 'listed';
}

/** Products per page of GET /api/vendor/products unless `per_page` says otherwise (spec point 9: 10). */
export const VENDOR_PRODUCTS_PER_PAGE = 10;
export const VENDOR_PRODUCTS_PER_PAGE_MAX = 50;

export const vendorProductsQuery = z.object({
  /** Words of the product's name (any case). */
  q: z
    .string({ error: 'The search must be text.' })
    .trim()
    .max(PRODUCT_LIMITS.name, {
      error: `The search may not be greater than ${PRODUCT_LIMITS.name} characters.`,
    })
    .optional()
    .transform((v) => v || undefined),
  category_id: idField('category').optional(),
  state: z
    .enum(PRODUCT_STATES, { error: `The state must be one of: ${PRODUCT_STATES.join(', ')}.` })
    .optional(),
  page: strictInt('page', { min: 1, max: 1_000_000 }).optional().default(1),
  per_page: strictInt('per page', { min: 1, max: VENDOR_PRODUCTS_PER_PAGE_MAX })
    .optional()
    .default(VENDOR_PRODUCTS_PER_PAGE),
});
export type VendorProductsQuery = z.output<typeof vendorProductsQuery>;

const id = z.number().int();
const ref = z.object({ id, name: z.string() });

/** Why the admin hid it (the product's reason, else its brand's); null unless `moderated`. */
const moderation = {
  state: z.enum(PRODUCT_STATES),
  moderation_reason: z.string().nullable(),
};

/** A row of the vendor's product table. */
export const vendorProductRowSchema = z.object({
  id,
  hash: z.string(),
  name: z.string(),
  category: ref,
  brand: ref,
  sizes_count: z.number().int(),
  /** The lowest vendor price of its sizes, in cents. */
  price_from_cents: z.number().int().nullable(),
  ...moderation,
  updated_at: z.string(),
});
export type VendorProductRow = z.infer<typeof vendorProductRowSchema>;

export const vendorProductsPageSchema = paginationSchema(vendorProductRowSchema);
export type VendorProductsPage = z.infer<typeof vendorProductsPageSchema>;

/** A size as its vendor edits it. */
export const vendorSizeSchema = sizeShapeSchema.extend({
  vendor_price_cents: z.number().int(),
  /** A slab's cut allowance in inches at each cut edge; null: the default (1 in). */
  cut_allowance_in: z.number().nullable().optional(),
  /** In a shopper's cart: it cannot be removed (decision 0017), only changed. */
  in_carts: z.boolean(),
});
export type VendorSize = z.infer<typeof vendorSizeSchema>;

/** GET /api/vendor/products/{id}: everything the product form edits, with its state. */
export const vendorProductSchema = vendorProductRowSchema
  .omit({ sizes_count: true, price_from_cents: true })
  .extend({
    description: z.string(),
    colors: z.array(z.string()),
    finish: z.string().nullable(),
    style_tags: z.array(z.string()),
    texture: z.object({
      pattern: z.enum(TEXTURE_PATTERNS),
      base_color: z.string(),
      accent_color: z.string(),
      grout_color: z.string(),
      tile_width_in: z.number(),
      tile_height_in: z.number(),
      grout_width_in: z.number(),
      roughness: z.number(),
    }),
    sizes: z.array(vendorSizeSchema),
    /** The sample the vendor offers (its size and price in cents, 0 free); null: none. */
    sample: sampleOfferSchema.nullable(),
  });
export type VendorProduct = z.infer<typeof vendorProductSchema>;

/** A category products may be filed under (one without sub-categories), with the unit it sells by. */
export const vendorCategoryOptionSchema = z.object({
  id,
  name: z.string(),
  /** "Department › Category" above it, to tell apart leaves of the same name. */
  path: z.string(),
  unit: z.string(),
  uom: z.string().nullable(),
});

/** GET /api/vendor/catalog_options: what the product form offers. */
export const vendorCatalogOptionsSchema = z.object({
  categories: z.array(vendorCategoryOptionSchema),
  /** The vendor's own brands that the admin has not hidden. */
  brands: z.array(ref),
  units: z.array(z.enum(PRODUCT_UNITS)),
  styles: z.array(z.enum(STYLES)),
  patterns: z.array(z.enum(TEXTURE_PATTERNS)),
});
export type VendorCatalogOptions = z.infer<typeof vendorCatalogOptionsSchema>;

export const VENDOR_PRODUCT_MESSAGES = {
  saved: 'Your product is saved.',
  hidden: 'Your product is hidden from shoppers.',
  shown: 'Your product is listed again.',
  brandInvalid: 'The selected brand is invalid.',
  categoryInvalid: 'The selected category is invalid.',
  sizeInvalid: 'The selected size is invalid.',
  /** Decision 0017: a size in a cart stays, so that no shopper's cart loses a line. */
  sizeInCart: (label: string) =>
    `The size ${label ? `"${label}" ` : ''}is in a shopper's cart and cannot be removed. Keep it (you may change it), or hide the product.`,
  moderated: (reason: string | null) =>
    `The marketplace hid this product${reason ? `: ${reason}` : ''}. Contact support to list it again.`,
  brandModerated: (brand: string, reason: string | null) =>
    `The marketplace hid the brand ${brand}${reason ? `: ${reason}` : ''}. Contact support to list its products again.`,
} as const;
