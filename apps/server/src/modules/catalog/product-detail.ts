import type { Texture } from '@app/domain/catalog/texture';
import { z } from 'zod';
import { type PricedSize, priceOfSize } from './pricing.ts';
import { cardOf, productCardSchema, productImage, type SizeRow } from './product-card.ts';
import type { ProductDetailRow } from './product-detail.repository.ts';

/** Gallery views the /media route renders for each product (view=0..2). */
const GALLERY_VIEWS = 3;

const pricedSizeSchema = z.object({
  id: z.number(),
  width_size: z.string().nullable(),
  height_size: z.string().nullable(),
  length_size: z.string().nullable(),
  pattern: z.string().nullable(),
  size_label: z.string(),
  unit: z.string(),
  uom: z.string().nullable(),
  box_sqft: z.number().nullable(),
  min_qty: z.number().int(),
  price: z.number(),
  price_cents: z.number().int(),
  price_per_sqft: z.number().nullable(),
});

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  images: z.array(z.string()),
  style_tags: z.array(z.string()),
  texture: z.object({
    base_color: z.string(),
    accent_color: z.string(),
    pattern: z.string(),
    tile_width_in: z.number(),
    tile_height_in: z.number(),
    grout_color: z.string(),
    grout_width_in: z.number(),
    roughness: z.number(),
  }),
  sizes: z.array(pricedSizeSchema),
  breadcrumb: z.array(z.object({ name: z.string(), slug_url: z.string() })),
  showroom: z.object({ vsd_id: z.string(), company_name: z.string() }).nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A detail row → ProductDetail: every size priced by the domain; the first size is the card's price. */
export function toProductDetail(row: ProductDetailRow): ProductDetail {
  const sizes: PricedSize[] = (row.sizes as SizeRow[]).map(priceOfSize);
  const first = sizes[0];
  const image = productImage(row.hash);
  const showroom = row.showroom as { vsd_id: string; company_name: string } | null;
  return {
    ...cardOf(row, first),
    description: row.description,
    images: Array.from({ length: GALLERY_VIEWS }, (_, view) => `${image}?view=${view}`),
    style_tags: row.style_tags ?? [],
    texture: row.texture as Texture,
    sizes,
    breadcrumb: [
      { name: row.department_name, slug_url: row.menu_slug },
      ...(row.parent_name && row.parent_slug ? [{ name: row.parent_name, slug_url: row.parent_slug }] : []),
      { name: row.category_name, slug_url: row.category_slug },
    ],
    showroom: showroom ? { vsd_id: showroom.vsd_id, company_name: showroom.company_name } : null,
  };
}
