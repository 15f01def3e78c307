import { describe, expect, it } from 'vitest';
import { readStored, STORAGE_KEYS } from '../../lib/storage.ts';
import { categoryTarget, departmentShopAll, rememberProductCategory } from './menu-links.ts';

const flooring = { menu_slug: 'flooring' };
const leaf = (id: number, slug_url: string) => ({ id, name: `Category ${id}`, slug_url, children: [] });

describe('header menu links (spec point 2)', () => {
  it('sends a category with children to its department list, by slug_url', () => {
    const tile = { id: 13, slug_url: 'tile-flooring', children: [leaf(14, 'porcelain-tile')] };
    expect(categoryTarget(flooring, tile)).toEqual({ to: '/department/flooring/tile-flooring', leaf: false });
  });

  it('falls back to the id when a category has no slug_url', () => {
    const tile = { id: 13, slug_url: '', children: [leaf(14, 'porcelain-tile')] };
    expect(categoryTarget(flooring, tile).to).toBe('/department/flooring/13');
    expect(categoryTarget(flooring, leaf(20, '')).to).toBe('/category/20/product');
  });

  it('sends a leaf category to its shop-products page', () => {
    expect(categoryTarget(flooring, leaf(14, 'porcelain-tile'))).toEqual({
      to: '/category/porcelain-tile/product',
      leaf: true,
    });
  });

  it("links a department's Shop All to the department list", () => {
    expect(departmentShopAll({ menu_slug: 'lighting-fans' })).toBe('/department/lighting-fans');
  });

  it('stores a chosen leaf as the current product category', () => {
    rememberProductCategory({ id: 14, name: 'Porcelain Tile', slug_url: 'porcelain-tile' });
    expect(readStored(STORAGE_KEYS.product_category)).toEqual({
      id: 14,
      name: 'Porcelain Tile',
      slug_url: 'porcelain-tile',
    });
  });
});
