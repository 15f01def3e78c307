import { type GeneratedProduct, generateProduct } from './generate.ts';
import type { Random } from './random.ts';
import { brandsMaking, CATEGORY_SPECS, DEPARTMENTS } from './taxonomy.ts';

/** The total the demo catalogue seeds and the seed it draws from: the same catalogue on every first start. */
export const CATALOGUE_SIZE = 25_200;
export const CATALOGUE_SEED = 2026;

/** A category products go in: a home tile without children, or one child of it (its `tile` is the parent). */
export type Leaf = { tile: string; leaf: string };

/** Every leaf in the order the seed inserts them (department, category, child). */
export const LEAVES: readonly Leaf[] = DEPARTMENTS.flatMap((d) =>
  d.categories.flatMap((c) =>
    c.children?.length
      ? c.children.map((leaf) => ({ tile: c.name, leaf }))
      : [{ tile: c.name, leaf: c.name }],
  ),
);

/**
 * The product number `i` of the catalogue: leaves take turns, and each is made by one of the brands that
 * make its category. Draws from `random` in order, so products must be made 0, 1, 2…
 */
export function catalogueProduct(random: Random, i: number): GeneratedProduct & { leaf: Leaf } {
  const leaf = LEAVES[i % LEAVES.length];
  const brand = random.pick(brandsMaking(leaf.tile));
  const product = generateProduct(
    random,
    i,
    CATEGORY_SPECS[leaf.tile],
    { name: leaf.tile, leaf: leaf.leaf, ordinal: Math.floor(i / LEAVES.length) },
    brand,
  );
  return { ...product, leaf };
}
