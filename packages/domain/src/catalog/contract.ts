import { z } from 'zod';
import { sampleOfferSchema } from '../orders/samples.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/constants.ts';
import { idField, PG_INT_MAX, strictInt } from '../shared/input-limits.ts';
import { paginationSchema } from './pagination.ts';
import { PRODUCT_SHAPES } from './product-art.ts';
import { MIRROR_FRAMES, MIRROR_SHAPES } from './texture.ts';

/**
 * The catalogue API's answers (docs/api-catalogue.md): the server serialises with these schemas and the web's
 * types are their z.infer. Money is integer US cents (`*_cents`) plus, for display, dollars with 2 decimals
 * (`price`, `price_per_sqft`); every price is computed by the server (pricing.ts) at the showroom's markup.
 */

const id = z.number().int();
const cents = z.number().int();

/** A product's category as a card shows it; `unit` is what the category sells by ('Box', 'Each', ...). */
export const categoryRefSchema = z.object({ id, name: z.string(), slug_url: z.string(), unit: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/**
 * A product in a list (POST /api/visualization/products, GET /api/search, the product rails of views), priced
 * by its default size: `price`/`price_cents` is that size's unit price in the showroom.
 */
export const productCardSchema = z.object({
  id,
  /** The product's public reference (GET /api/product/{hash}). */
  hash: z.string(),
  name: z.string(),
  brand: z.object({ id, name: z.string() }),
  category: categoryRefSchema,
  image: z.string(),
  thumb: z.string(),
  colors: z.array(z.string()),
  finish: z.string().nullable(),
  /** Unit price in dollars (2 decimals), for display. */
  price: z.number(),
  /** Unit price in cents. */
  price_cents: cents,
  unit: z.string(),
  uom: z.string().nullable(),
  /** Square feet in a box; null when the size is not sold by area. */
  box_sqft: z.number().nullable(),
  /** price / box_sqft in dollars (2 decimals), null without box_sqft. */
  price_per_sqft: z.number().nullable(),
  min_qty: z.number().int(),
  size_id: id,
  /** Spec point 3: the pattern if set, else `width X height`, else `width X length`. */
  size_label: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** What a size is, whoever reads it: its dimensions or pattern, how it is sold, its minimum. */
export const sizeShapeSchema = z.object({
  id,
  width_size: z.string().nullable(),
  height_size: z.string().nullable(),
  length_size: z.string().nullable(),
  pattern: z.string().nullable(),
  size_label: z.string(),
  unit: z.string(),
  uom: z.string().nullable(),
  box_sqft: z.number().nullable(),
  min_qty: z.number().int(),
});

/** One size of a product at the showroom's prices (ProductDetail `sizes`, in the product's order). */
export const productSizeSchema = sizeShapeSchema.extend({
  price: z.number(),
  price_cents: cents,
  price_per_sqft: z.number().nullable(),
});
export type ProductSize = z.infer<typeof productSizeSchema>;

/** What the /media swatches draw (texture.ts); lengths in inches. */
export const productTextureSchema = z.object({
  base_color: z.string(),
  accent_color: z.string(),
  pattern: z.string(),
  tile_width_in: z.number(),
  tile_height_in: z.number(),
  grout_color: z.string(),
  grout_width_in: z.number(),
  roughness: z.number(),
  /** A mirror's outline and frame (texture.ts MirrorLook); absent on every other product. */
  mirror: z
    .object({ shape: z.enum(MIRROR_SHAPES), frame: z.enum(MIRROR_FRAMES), frame_in: z.number() })
    .optional(),
  /**
   * The product's own shape where its name or leaf says one its room style would draw otherwise (product-art.ts
   * productShapeOf: a recessed light, a clawfoot tub); absent otherwise.
   */
  shape: z.enum(PRODUCT_SHAPES).optional(),
});
export type ProductTexture = z.infer<typeof productTextureSchema>;

/**
 * GET /api/product/{hash} (and GET /api/public `product`): the card (priced by the first size) with the
 * gallery, every size priced, the breadcrumb (department → category → sub-category), the showroom the
 * prices are for (null: the platform's default markup) and the vendor's sample (null: none to order).
 */
export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  style_tags: z.array(z.string()),
  texture: productTextureSchema,
  sizes: z.array(productSizeSchema),
  breadcrumb: z.array(z.object({ name: z.string(), slug_url: z.string() })),
  showroom: z.object({ vsd_id: z.string(), company_name: z.string() }).nullable(),
  /** The sample its vendor offers at the vendor's own price (0: free; no markup); null: none. */
  sample: sampleOfferSchema.nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** POST /api/visualization/products: a pagination record (spec point 3) of a category's cards. */
export const productCardPageSchema = paginationSchema(productCardSchema);
export type ProductCardPage = z.infer<typeof productCardPageSchema>;

/** A sub-category in the header menu: the menu has two levels, so its `children` is always empty. */
export const menuSubCategorySchema = z.object({
  id,
  name: z.string(),
  slug_url: z.string(),
  product_count: z.number().int(),
  children: z.array(z.never()),
});
export type MenuSubCategory = z.infer<typeof menuSubCategorySchema>;

/** A top category of a department; `product_count` includes its sub-categories' products. */
export const menuCategorySchema = z.object({
  id,
  name: z.string(),
  slug_url: z.string(),
  image: z.string(),
  product_count: z.number().int(),
  children: z.array(menuSubCategorySchema),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

/** GET /api/menu_category (an array of these; also shop_profile `category`): a header department. */
export const menuDepartmentSchema = z.object({
  id,
  name: z.string(),
  menu_slug: z.string(),
  categories: z.array(menuCategorySchema),
});
export type MenuDepartment = z.infer<typeof menuDepartmentSchema>;

/** GET /api/categories/tiles (an array of these): a home 'Shop by category' tile, in the spec's order. */
export const categoryTileSchema = z.object({ id, name: z.string(), slug_url: z.string(), image: z.string() });
export type CategoryTile = z.infer<typeof categoryTileSchema>;

/** GET /api/brands (an array of these, by name). */
export const brandSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  logo: z.string(),
  product_count: z.number().int(),
});
export type Brand = z.infer<typeof brandSchema>;

/** GET /api/home_media: the 'Inspired Designs' tabs (7 images each) and the brand logos. */
export const homeMediaSchema = z.object({
  inspired: z.array(
    z.object({
      tab: z.string(),
      /** A render of a real plan and template; `href` opens that design in /visualize. */
      images: z.array(z.object({ src: z.string(), alt: z.string(), href: z.string() })),
    }),
  ),
  brands: z.array(brandSchema.pick({ name: true, logo: true })),
});
export type HomeMedia = z.infer<typeof homeMediaSchema>;

/** GET /api/public `category`: a category with its department and its sub-categories. */
export const categoryInfoSchema = categoryRefSchema.extend({
  department: z.object({ name: z.string(), menu_slug: z.string() }),
  children: z.array(z.object({ id, name: z.string(), slug_url: z.string() })),
});
export type CategoryInfo = z.infer<typeof categoryInfoSchema>;

/** GET /api/public: the product (`pid`) and/or the category (`cid`) found; each absent when not asked or not found. */
export const publicInfoSchema = z.object({
  product: productDetailSchema.optional(),
  category: categoryInfoSchema.optional(),
});
export type PublicInfo = z.infer<typeof publicInfoSchema>;

/* ---------- Requests: fields the catalogue's routes share, and the body the web sends ---------- */

/** Largest page a caller may ask for; a bigger `ppp` is served at this size. */
export const MAX_PER_PAGE = 48;

/** `page`: any integer up to PG_INT_MAX; the service clamps it to 1..last_page (spec point 4, pagination). */
export const pageField = strictInt('page', { min: -PG_INT_MAX, max: PG_INT_MAX }).optional();
/** `ppp`: page size, default 10 (spec point 9), at most MAX_PER_PAGE. */
export const perPageField = strictInt('ppp', { min: -PG_INT_MAX, max: PG_INT_MAX })
  .optional()
  .transform((n) => Math.min(MAX_PER_PAGE, Math.max(1, n ?? DEFAULT_PAGE_SIZE)));

/** The showroom a caller shops in: its owner's user id (`showroom`, the spec's my_item.showroom) or `vsd_id`. */
export const showroomRefFields = {
  showroom: idField('showroom').optional(),
  vsd_id: z.string().trim().max(40).optional(),
};
export type ShowroomRef = { showroom?: number; vsd_id?: string };

export const productSortField = z.enum(['relevance', 'price_asc', 'price_desc', 'newest']).optional();
export type ProductSort = z.infer<typeof productSortField>;

/** POST /api/visualization/products: the body (the web's request type is its z.input). */
export const showroomProductsBody = z.object({
  category: z.union([idField('category'), z.string().trim().min(1).max(120)], {
    error: 'The category field is required.',
  }),
  ...showroomRefFields,
  page: pageField,
  ppp: perPageField,
  sort: productSortField,
});
export type ShowroomProductsBody = z.input<typeof showroomProductsBody>;
