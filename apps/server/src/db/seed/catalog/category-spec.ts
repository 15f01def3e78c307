import type { Texture } from '../../schema/catalog.ts';

/** How one category's products are named, sized, priced and drawn. Prices are vendor prices in cents. */
export type CategorySpec = {
  unit: 'Box' | 'Piece' | 'Slab' | 'Roll' | 'Pallet';
  uom: string;
  nouns: readonly string[];
  materials: readonly string[];
  collections: readonly string[];
  finishes: readonly string[];
  colors: readonly string[];
  /** [min, max] vendor price per unit in cents. */
  price: readonly [number, number];
  pattern: Texture['pattern'];
  /** Sizes: [width, height or length, box_sqft?] in inches/feet as shown to the buyer. */
  sizes: ReadonlyArray<{ w: string; h?: string; l?: string; pattern?: string; sqft?: number; min?: number }>;
};
