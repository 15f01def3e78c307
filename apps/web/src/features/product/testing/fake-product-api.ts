import { vi } from 'vitest';
import type { ProductCard, ProductDetail, ProductSize } from '../../../lib/catalog-types.ts';
import { checkReply } from '../../../testing/api-contract.ts';
import { product } from '../../../testing/catalog-fixtures.ts';
import { fakeApi } from '../../../testing/static-fake-api.ts';
import { jsonResponse } from '../../../testing/test-helpers.tsx';

const size = (over: Partial<ProductSize> & Pick<ProductSize, 'id'>): ProductSize => ({
  width_size: '24',
  height_size: '48',
  length_size: null,
  pattern: null,
  size_label: '24 X 48',
  unit: 'Box',
  uom: 'sq ft',
  box_sqft: 15.5,
  min_qty: 1,
  price: 89.6,
  price_cents: 8960,
  price_per_sqft: 5.78,
  ...over,
});

/** A tile sold by the box in two sizes (the second with a pattern, a minimum of 3 and another coverage). */
export function tileProduct(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...product(1, {
      hash: 'p7x2k9q4',
      name: 'Calacatta Gold Porcelain Tile 24x48',
      brand: { id: 3, name: 'Marazzi' },
      category: { id: 12, name: 'Porcelain Tile', slug_url: 'tile-flooring-porcelain-tile', unit: 'Box' },
      image: '/media/products/p7x2k9q4.svg',
      thumb: '/media/products/p7x2k9q4.svg?size=thumb',
      colors: ['White', 'Gold'],
      finish: 'Polished',
      size_id: 41,
    }),
    description: 'A polished porcelain tile with gold veins.',
    images: [0, 1, 2].map((v) => `/media/products/p7x2k9q4.svg?view=${v}`),
    style_tags: ['Luxury', 'Modern'],
    texture: {
      base_color: '#f4f4f2',
      accent_color: '#c9a74a',
      pattern: 'marble',
      tile_width_in: 24,
      tile_height_in: 48,
      grout_color: '#e5e7eb',
      grout_width_in: 0.125,
      roughness: 0.2,
    },
    sizes: [
      size({ id: 41 }),
      size({
        id: 42,
        width_size: '3',
        height_size: '12',
        pattern: 'Herringbone',
        size_label: 'Herringbone',
        box_sqft: 10.5,
        min_qty: 3,
        price: 106.14,
        price_cents: 10614,
        price_per_sqft: 10.11,
      }),
    ],
    breadcrumb: [
      { name: 'Flooring', slug_url: 'flooring' },
      { name: 'Tile Flooring', slug_url: 'tile-flooring' },
      { name: 'Porcelain Tile', slug_url: 'tile-flooring-porcelain-tile' },
    ],
    showroom: { vsd_id: 'DEMO2026', company_name: 'Golden State Remodeling' },
    sample: null,
    ...over,
  };
}

export const card = (hash: string, name: string): ProductCard => {
  const { description, images, style_tags, texture, sizes, breadcrumb, showroom, sample, ...rest } =
    tileProduct();
  return { ...rest, hash, name };
};

type Rows = { related?: ProductCard[]; recent?: ProductCard[]; alsoViewed?: ProductCard[] };
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };

/**
 * Stubs fetch like the catalogue API: GET /api/product/{hash} and /api/public answer `product` (404 for any
 * other hash), the three row endpoints answer `rows`; everything else falls back to the static fake.
 */
export function fakeProductApi(
  product: ProductDetail | null,
  rows: Rows = {},
  /** Answers further calls (e.g. the cart's); `undefined` falls through. */
  more?: (call: Call) => Response | undefined,
) {
  const fallback = fakeApi();
  const fallbackImpl = fallback.getMockImplementation();
  const calls: Call[] = [];
  const notFound = () => jsonResponse(404, { success: false, message: 'Record not found for processing.' });
  // Checked against the endpoint's domain schema like the fake API's replies (testing/api-contract.ts).
  const answer = (data: unknown, url: URL) => {
    const body = { success: true, data };
    checkReply(`GET ${url.pathname}`, { status: 200, body });
    return jsonResponse(200, body);
  };
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    });
    const extra = more?.(calls[calls.length - 1]);
    if (extra) return extra;
    const known = product && [product.hash, String(product.id)];
    if (url.pathname.startsWith('/api/product/'))
      return known?.includes(decodeURIComponent(url.pathname.slice(13))) ? answer(product, url) : notFound();
    if (url.pathname === '/api/public')
      return known?.includes(url.searchParams.get('pid') ?? '') ? answer({ product }, url) : notFound();
    if (url.pathname === '/api/top_products/') return answer(rows.related ?? [], url);
    if (url.pathname === '/api/recently_viewed/') return answer(rows.recent ?? [], url);
    if (url.pathname === '/api/customer_also_viewed/') return answer(rows.alsoViewed ?? [], url);
    return (fallbackImpl as NonNullable<typeof fallbackImpl>)(input);
  });
  vi.stubGlobal('fetch', mock);
  return { calls, mock };
}
