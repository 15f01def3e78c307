import type { ProductDetail } from '@app/domain/catalog/contract';
import { productImageUrl } from '@app/domain/catalog/product-images';
import type { Texture } from '@app/domain/catalog/texture';
import type { SizeRow } from './pricing.ts';
import { type PricedSize, priceOfSize } from './pricing.ts';
import { cardOf, productImage, productSwatch } from './product-card.ts';
import type { ProductDetailRow } from './product-detail.repository.ts';
import { sampleOfferOf } from './sample-offer.ts';

/** Gallery views the /media route renders for each product (view=0..2). */
const GALLERY_VIEWS = 3;

export type { ProductDetail };

/** A detail row → ProductDetail: every size priced by the domain; the first size is the card's price. */
export function toProductDetail(row: ProductDetailRow): ProductDetail {
  const sizes: PricedSize[] = (row.sizes as SizeRow[]).map(priceOfSize);
  const first = sizes[0];
  const swatch = productSwatch(row.hash);
  const showroom = row.showroom as { vsd_id: string; company_name: string } | null;
  const uploaded = row.image_shas;
  return {
    ...cardOf({ ...row, image_sha256: uploaded[0] ?? null }, first),
    description: row.description,
    // The vendor's pictures in their order; without any, the rendered picture, then close-ups of the texture.
    images: uploaded.length
      ? uploaded.map(productImageUrl)
      : [
          productImage(row.hash),
          ...Array.from({ length: GALLERY_VIEWS - 1 }, (_, view) => `${swatch}?view=${view + 1}`),
        ],
    style_tags: row.style_tags ?? [],
    texture: row.texture as Texture,
    sizes,
    breadcrumb: [
      { name: row.department_name, slug_url: row.menu_slug },
      ...(row.parent_name && row.parent_slug ? [{ name: row.parent_name, slug_url: row.parent_slug }] : []),
      { name: row.category_name, slug_url: row.category_slug },
    ],
    showroom: showroom ? { vsd_id: showroom.vsd_id, company_name: showroom.company_name } : null,
    sample: sampleOfferOf(row),
  };
}
