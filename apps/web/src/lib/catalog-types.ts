import type { PageLink, PaginationRecord } from '@app/domain/catalog/pagination';
/**
 * Catalogue shapes as the server answers them (docs/api-catalogue.md). Money arrives as integer cents
 * (`*_cents`) plus dollars for display; the web never computes a price itself.
 */

export type CategoryRef = { id: number; name: string; slug_url: string; unit: string };

export type ProductCard = {
  id: number;
  hash: string;
  name: string;
  brand: { id: number; name: string };
  category: CategoryRef;
  image: string;
  thumb: string;
  colors: string[];
  finish: string | null;
  price: number;
  price_cents: number;
  unit: string;
  uom: string | null;
  box_sqft: number | null;
  price_per_sqft: number | null;
  min_qty: number;
  size_id: number;
  size_label: string;
};

export type ProductSize = {
  id: number;
  width_size: string | null;
  height_size: string | null;
  length_size: string | null;
  pattern: string | null;
  size_label: string;
  unit: string;
  uom: string | null;
  box_sqft: number | null;
  min_qty: number;
  price: number;
  price_cents: number;
  price_per_sqft: number | null;
};

export type ProductTexture = {
  base_color: string;
  accent_color: string;
  pattern: string;
  tile_width_in: number;
  tile_height_in: number;
  grout_color: string;
  grout_width_in: number;
  roughness: number;
};

export type ProductDetail = ProductCard & {
  description: string;
  images: string[];
  style_tags: string[];
  texture: ProductTexture;
  sizes: ProductSize[];
  breadcrumb: { name: string; slug_url: string }[];
  showroom: { vsd_id: string; company_name: string } | null;
};

/** The pagination record of spec point 3, as the server builds it (domain catalog/pagination). */
export type Paginated<T> = PaginationRecord<T>;
export type { PageLink };

export type SearchFacets = {
  categories: { id: number; name: string; count: number }[];
  brands: { id: number; name: string; count: number }[];
  colors: { value: string; count: number }[];
  price: { min: number; max: number };
};

export type SearchResult = Paginated<ProductCard> & { facets: SearchFacets };

export type MenuCategory = {
  id: number;
  name: string;
  slug_url: string;
  image?: string;
  product_count: number;
  children: MenuCategory[];
};

/** One header department (spec point 3 "Header menu"). */
export type MenuDepartment = { id: number; name: string; menu_slug: string; categories: MenuCategory[] };

export type CategoryTile = { id: number; name: string; slug_url: string; image: string };

export type HomeMedia = {
  inspired: { tab: string; images: { src: string; alt: string }[] }[];
  brands: { name: string; logo: string }[];
};

export type PublicInfo = {
  product?: ProductDetail;
  category?: {
    id: number;
    name: string;
    slug_url: string;
    unit: string;
    department: { name: string; menu_slug: string };
    children: MenuCategory[];
  };
};
