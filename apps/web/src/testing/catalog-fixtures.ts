import { menuDepartmentSchema, productCardSchema } from '@app/domain/catalog/contract';
import { searchFacetsSchema, searchResultSchema } from '@app/domain/search/contract';
import { type ShopProfile, shopProfileSchema } from '@app/domain/showrooms/contract';
import { z } from 'zod';
import type { MenuDepartment, ProductCard, SearchFacets, SearchResult } from '../lib/catalog-types.ts';
import type { MyItem } from '../lib/showroom-selection.ts';

export const DEMO_SHOWROOM: MyItem = {
  showroom: 2,
  vsd_id: 'DEMO2026',
  company_name: 'Golden State Remodeling',
  theme_color: '#b45309',
  business_logo: null,
  custom_addon: 1,
  basic_addon: 'active',
  showroom_subscription: 'Premium',
};

/** DEMO2026's shop profile (GET /api/visualization/shop_profile), Premium; built through the domain's schema. */
export const demoShopProfile = (overrides: Partial<ShopProfile> = {}): ShopProfile =>
  shopProfileSchema.parse({
    id: 1,
    user_id: 2,
    vsd_id: 'DEMO2026',
    company_name: 'Golden State Remodeling',
    basic_addon: { subscription_status: 'active' },
    custom_addon: { subscription_status: 'active' },
    theme_color: '#b45309',
    business_logo: '/media/showrooms/DEMO2026.svg',
    showroom_subscription: 'Premium',
    ...overrides,
  });

/** A product card as the API sends it; built through the domain's schema, so a fixture cannot drift. */
export const product = (id: number, overrides: Partial<ProductCard> = {}): ProductCard =>
  productCardSchema.parse({
    id,
    hash: `hash${id}`,
    name: `Porcelain Tile ${id}`,
    brand: { id: 5, name: 'Elmwood Floors' },
    category: { id: 14, name: 'Porcelain Tile', slug_url: 'tile-flooring-porcelain-tile', unit: 'Box' },
    image: `/media/products/hash${id}.svg`,
    thumb: `/media/products/hash${id}.svg?size=thumb`,
    colors: ['White'],
    finish: 'Matte',
    price: 89.6,
    price_cents: 8960,
    unit: 'Box',
    uom: 'sq ft',
    box_sqft: 15.5,
    price_per_sqft: 5.78,
    min_qty: 1,
    size_id: id,
    size_label: '24 X 48',
    ...overrides,
  });

export const FACETS: SearchFacets = searchFacetsSchema.parse({
  categories: [
    { id: 14, name: 'Porcelain Tile', count: 30 },
    { id: 15, name: 'Ceramic Tile', count: 12 },
  ],
  brands: [
    { id: 5, name: 'Elmwood Floors', count: 25 },
    { id: 12, name: 'Larkspur Stone', count: 17 },
  ],
  colors: [
    { value: 'White', count: 20 },
    { value: 'Blue', count: 4 },
  ],
  price: { min: 3.6, max: 420 },
});

/** A search answer for `page` of `total` products, 10 a page, like the server's (page clamped). */
export function searchResult(
  total: number,
  page = 1,
  name = (id: number) => `Porcelain Tile ${id}`,
): SearchResult {
  const perPage = 10;
  const last = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(page, 1), last);
  const first = (current - 1) * perPage + 1;
  const count = Math.max(0, Math.min(perPage, total - first + 1));
  return searchResultSchema.parse({
    data: Array.from({ length: count }, (_, i) => product(first + i, { name: name(first + i) })),
    total,
    per_page: perPage,
    current_page: current,
    last_page: last,
    path: '/api/search',
    links: [],
    facets: FACETS,
    corrected: null,
  });
}

export const MENU: MenuDepartment[] = z.array(menuDepartmentSchema).parse([
  {
    id: 3,
    name: 'Flooring',
    menu_slug: 'flooring',
    categories: [
      {
        id: 13,
        name: 'Tile Flooring',
        slug_url: 'tile-flooring',
        image: '/media/categories/tile-flooring.svg',
        product_count: 42,
        children: [
          {
            id: 14,
            name: 'Porcelain Tile',
            slug_url: 'tile-flooring-porcelain-tile',
            product_count: 30,
            children: [],
          },
          {
            id: 15,
            name: 'Ceramic Tile',
            slug_url: 'tile-flooring-ceramic-tile',
            product_count: 12,
            children: [],
          },
        ],
      },
      {
        id: 16,
        name: 'Laminate Flooring',
        slug_url: 'laminate-flooring',
        image: '/media/categories/laminate-flooring.svg',
        product_count: 8,
        children: [],
      },
    ],
  },
]);

export const TILE_FLOORING_INFO = {
  category: {
    id: 13,
    name: 'Tile Flooring',
    slug_url: 'tile-flooring',
    unit: 'Box',
    department: { name: 'Flooring', menu_slug: 'flooring' },
    children: [
      { id: 14, name: 'Porcelain Tile', slug_url: 'tile-flooring-porcelain-tile' },
      { id: 15, name: 'Ceramic Tile', slug_url: 'tile-flooring-ceramic-tile' },
    ],
  },
};
