import type { ProductCard } from '@app/domain/catalog/contract';
import { productImageUrl, productThumbUrl } from '@app/domain/catalog/product-images';
import { type PricedSize, priceOfSize, type SizeRow } from './pricing.ts';

export type ProductCardRow = SizeRow & {
  id: number;
  hash: string;
  name: string;
  brand_id: number;
  brand_name: string;
  category_id: number;
  category_name: string;
  category_slug: string;
  category_unit: string;
  colors: string[] | null;
  finish: string | null;
  /** The first uploaded picture's hash (decisions/0018); null or absent: the generated swatch. */
  image_sha256?: string | null;
};

/** A card as the catalogue answers it: the domain's contract (packages/domain/src/catalog/contract.ts). */
export type { ProductCard };

/** The swatch drawn from the product's texture (media/product-swatch.ts): the close-up views of its gallery. */
export const productSwatch = (hash: string) => `/media/products/${hash}.svg`;

/**
 * The picture rendered by the 3-D engine for a product without uploads, tinted with its colour
 * (decisions/0027); a product no model draws is redirected to its swatch.
 */
export const productImage = (hash: string) => `/media/products/${hash}.art.webp`;

/** A card's picture and thumbnail: the vendor's first upload, else the rendered picture. */
export const cardMedia = (row: Pick<ProductCardRow, 'hash' | 'image_sha256'>) =>
  row.image_sha256
    ? { image: productImageUrl(row.image_sha256), thumb: productThumbUrl(row.image_sha256) }
    : { image: productImage(row.hash), thumb: `${productImage(row.hash)}?size=thumb` };

/** The product columns a card shows, without its size. */
export type ProductCardBase = Omit<ProductCardRow, keyof SizeRow>;

/** A product and one of its priced sizes → ProductCard (lists use the default size, the detail the first). */
export function cardOf(row: ProductCardBase, size: PricedSize): ProductCard {
  return {
    id: Number(row.id),
    hash: row.hash,
    name: row.name,
    brand: { id: Number(row.brand_id), name: row.brand_name },
    category: {
      id: Number(row.category_id),
      name: row.category_name,
      slug_url: row.category_slug,
      unit: row.category_unit,
    },
    ...cardMedia(row),
    colors: row.colors ?? [],
    finish: row.finish,
    price: size.price,
    price_cents: size.price_cents,
    unit: size.unit,
    uom: size.uom,
    box_sqft: size.box_sqft,
    price_per_sqft: size.price_per_sqft,
    min_qty: size.min_qty,
    size_id: size.id,
    size_label: size.size_label,
  };
}

/** A list row → ProductCard, priced by the domain rules for the markup the query resolved. */
export const toProductCard = (row: ProductCardRow): ProductCard => cardOf(row, priceOfSize(row));
