import { paths } from '../../../config/paths.ts';
import type { CategoryTile } from '../../../lib/catalog-types.ts';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage.ts';

/** The showroom page, opened on one category (`?category=<slug_url>`). */
export const showroomCategoryPath = (tile: Pick<CategoryTile, 'slug_url'>) =>
  `${paths.visualizeShowroom}?category=${encodeURIComponent(tile.slug_url)}`;

/** Remembers the tile as the current product category (storage key `product_category`, spec point 3). */
export function rememberProductCategory({ id, name, slug_url }: CategoryTile) {
  writeStored(STORAGE_KEYS.product_category, { id, name, slug_url });
}
