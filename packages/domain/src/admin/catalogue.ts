import { z } from 'zod';
import { paginationSchema } from '../catalog/pagination.ts';
import { text } from '../shared/fields.ts';
import { idField, idParam, strictInt } from '../shared/input-limits.ts';

/**
 * Catalogue moderation (issue 12): the admin hides a product or a whole brand from shoppers, with a reason
 * the vendor is shown. Hiding sets `moderated_at`/`moderation_reason`; the database keeps `products.listed`
 * (migration 0022), which every catalogue read filters on.
 */

/** Products and brands per page (spec point 9: default pagination size 10). */
export const CATALOGUE_PER_PAGE = 10;
export const CATALOGUE_SEARCH_MAX = 100;
export const MODERATION_REASON_MAX = 500;

export const MODERATION_MESSAGES = {
  productHidden: 'The product is hidden from the catalogue.',
  productShown: 'The product is no longer hidden by the admin.',
  brandHidden: 'The brand and all its products are hidden from the catalogue.',
  brandShown: 'The brand is no longer hidden by the admin.',
} as const;

const search = z
  .string()
  .trim()
  .max(CATALOGUE_SEARCH_MAX, {
    error: `The search may not be greater than ${CATALOGUE_SEARCH_MAX} characters.`,
  })
  .optional();
const page = strictInt('page', { min: 1, max: 100_000 }).optional().default(1);
/** An empty query value is no filter (a form's "All"). */
const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

export const adminProductsQuery = z.object({
  q: search,
  brand_id: z.preprocess(blankIsAbsent, idField('brand').optional()),
  vendor_id: z.preprocess(blankIsAbsent, idField('vendor').optional()),
  /** 'true': shown to shoppers; 'false': hidden by its vendor, by the admin, or with its brand. */
  listed: z.preprocess(
    blankIsAbsent,
    z
      .enum(['true', 'false'], { error: 'The listed filter must be true or false.' })
      .transform((v) => v === 'true')
      .optional(),
  ),
  page,
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;

export const adminBrandsQuery = z.object({ q: search, page });
export type AdminBrandsQuery = z.infer<typeof adminBrandsQuery>;

export const moderationInputSchema = z.object({
  reason: text('reason').max(MODERATION_REASON_MAX, {
    error: `The reason may not be greater than ${MODERATION_REASON_MAX} characters.`,
  }),
});
export type ModerationInput = z.infer<typeof moderationInputSchema>;

export const catalogueParams = z.object({ id: idParam });

const party = z.object({ id: z.number().int(), name: z.string() });

/** The admin's moderation of a product or a brand; null while it is not hidden by the admin. */
const moderationSchema = z.object({ moderated_at: z.string(), reason: z.string().nullable() }).nullable();

export const adminProductSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  name: z.string(),
  category: z.string(),
  brand: party.extend({ moderated: z.boolean() }),
  vendor: party.nullable(),
  /** Shown to shoppers (products.listed). */
  listed: z.boolean(),
  hidden_by_vendor: z.boolean(),
  moderation: moderationSchema,
  created_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductsPageSchema = paginationSchema(adminProductSchema);
export type AdminProductsPage = z.infer<typeof adminProductsPageSchema>;

export const adminBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  vendor: party.nullable(),
  products: z.number().int(),
  /** Of its products, how many shoppers see now. */
  listed_products: z.number().int(),
  moderation: moderationSchema,
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export const adminBrandsPageSchema = paginationSchema(adminBrandSchema);
export type AdminBrandsPage = z.infer<typeof adminBrandsPageSchema>;
