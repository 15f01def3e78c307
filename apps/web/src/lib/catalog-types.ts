import type { MenuCategory as MenuTopCategory } from '@app/domain/catalog/contract';
import type { PaginationRecord } from '@app/domain/catalog/pagination';

/**
 * The catalogue API's shapes (docs/api-catalogue.md) are the domain's contract (packages/domain/src/catalog/
 * contract.ts, search/contract.ts), never retyped here. Money arrives as integer cents (`*_cents`) plus
 * dollars for display; the web never computes a price itself. Search facet prices are dollars, null when
 * nothing matched.
 */
export type {
  Brand,
  CategoryInfo,
  CategoryRef,
  CategoryTile,
  HomeMedia,
  MenuDepartment,
  ProductCard,
  ProductCardPage,
  ProductDetail,
  ProductSize,
  ProductSort,
  ProductTexture,
  PublicInfo,
  ShowroomProductsBody,
} from '@app/domain/catalog/contract';
export type { PageLink } from '@app/domain/catalog/pagination';
export type { SearchCorrection, SearchFacets, SearchResult } from '@app/domain/search/contract';

/** The pagination record of spec point 3, as the server builds it (domain catalog/pagination). */
export type Paginated<T> = PaginationRecord<T>;

/**
 * A category at any depth of the header menu, for code that walks it: a department's top category (with its
 * image) or one of its sub-categories (no image, no children of its own).
 */
export type MenuCategory = Omit<MenuTopCategory, 'image' | 'children'> & {
  image?: MenuTopCategory['image'];
  children: MenuCategory[];
};
