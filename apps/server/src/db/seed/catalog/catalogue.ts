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
 * A line sold in every width (a cabinet: 14 sizes a product) takes a turn in one round of ROUNDS only, so
 * it adds a few hundred products rather than thousands of size rows to a first start.
 */
const ROUNDS = 10;
const TURNS: ReadonlyArray<{ leaf: Leaf; round: number }> = Array.from({ length: ROUNDS }, (_, round) =>
  LEAVES.filter((l) => round === 0 || !CATEGORY_SPECS[l.tile].allSizesByWidth).map((leaf) => ({
    leaf,
    round,
  })),
).flat();

const BRANDS_OF = new Map(LEAVES.map((l) => [l.tile, brandsMaking(l.tile)]));

/**
 * The product number `i` of the catalogue: leaves take turns, and each is made by one of the brands that
 * make its category. Draws from `random` in order, so products must be made 0, 1, 2…
 */
export function catalogueProduct(random: Random, i: number): GeneratedProduct & { leaf: Leaf } {
  const { leaf, round } = TURNS[i % TURNS.length];
  const brands = BRANDS_OF.get(leaf.tile)!;
  const drawn = random.pick(brands);
  const cycle = Math.floor(i / TURNS.length);
  // A cabinet line (the base, wall and tall cabinets of one cycle) is one brand's.
  const brand = CATEGORY_SPECS[leaf.tile].allSizesByWidth ? brands[cycle % brands.length] : drawn;
  // The product's place among its leaf's products (cabinets walk the styles by it).
  const ordinal = CATEGORY_SPECS[leaf.tile].allSizesByWidth ? cycle : cycle * ROUNDS + round;
  const product = generateProduct(
    random,
    i,
    CATEGORY_SPECS[leaf.tile],
    { name: leaf.tile, leaf: leaf.leaf, ordinal },
    brand,
  );
  return { ...product, leaf };
}
