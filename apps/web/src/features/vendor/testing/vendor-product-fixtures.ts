import type { VendorProduct } from '@app/domain/catalog/vendor-products-contract';
import { setAuthToken } from '../../../lib/storage.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { authUser, TOKEN } from '../../../testing/users.ts';

/** The vendor product page's test data (VendorProductPage and its Samples tests). */

const OPTIONS = {
  categories: [
    { id: 12, name: 'Porcelain Tile', path: 'Flooring › Tile Flooring', unit: 'Box', uom: 'sq ft' },
    { id: 14, name: 'Toilets', path: 'Bathroom', unit: 'Piece', uom: null },
  ],
  brands: [{ id: 3, name: 'Silverline' }],
  units: ['Box', 'Piece', 'Slab', 'Roll', 'Pallet', 'Set'],
  styles: ['Modern', 'Traditional', 'Luxury'],
  patterns: ['solid', 'tile', 'plank', 'marble'],
};

const TEXTURE = {
  pattern: 'tile' as const,
  base_color: '#f4f4f2',
  accent_color: '#c9a44c',
  grout_color: '#e5e7eb',
  tile_width_in: 12,
  tile_height_in: 24,
  grout_width_in: 0.125,
  roughness: 0.3,
};

/** Product 7: a saved tile with one Box size, which a shopper's cart holds, and no sample offered. */
export const SAVED: VendorProduct = {
  id: 7,
  hash: 'abcde0000007',
  name: 'Calacatta Tile',
  description: 'A polished porcelain tile.',
  category: { id: 12, name: 'Porcelain Tile' },
  brand: { id: 3, name: 'Silverline' },
  colors: ['White', 'Gold'],
  finish: 'Polished',
  style_tags: ['Modern'],
  texture: TEXTURE,
  sizes: [
    {
      id: 81,
      width_size: '12',
      height_size: '24',
      length_size: null,
      pattern: null,
      size_label: '12 X 24',
      unit: 'Box',
      uom: 'sq ft',
      box_sqft: 15.5,
      min_qty: 1,
      vendor_price_cents: 6400,
      in_carts: true,
    },
  ],
  state: 'listed',
  moderation_reason: null,
  sample: null,
  updated_at: '2026-11-26T10:00:00Z',
};

/** A signed-in vendor and the product page's reads; `routes` add or replace replies. */
export function asVendor(routes: Parameters<typeof fakeApi>[0]) {
  setAuthToken(TOKEN);
  return fakeApi({
    'GET /api/authuser': ok(authUser({ type: 'Vendor' })),
    'GET /api/vendor/catalog_options': ok(OPTIONS),
    'GET /api/vendor/products/7/images': ok({ images: [] }),
    ...routes,
  });
}
