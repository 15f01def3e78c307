import type { MenuCategory, SearchFacets } from '../../../lib/catalog-types.ts';

/**
 * How many search matches each menu category holds: its own plus its sub-categories' (the facets count
 * the category each product sits in). Null without facets.
 */
export function categoryCounts(categories: MenuCategory[], facets: SearchFacets | undefined) {
  if (!facets) return null;
  const own = new Map(facets.categories.map((c) => [c.id, c.count]));
  const counts = new Map<number, number>();
  const total = (c: MenuCategory): number => {
    const n = (own.get(c.id) ?? 0) + (c.children ?? []).reduce((sum, child) => sum + total(child), 0);
    counts.set(c.id, n);
    return n;
  };
  for (const c of categories) total(c);
  return counts;
}
