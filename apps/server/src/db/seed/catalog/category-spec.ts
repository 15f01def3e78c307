import type { Texture } from '../../schema/catalog.ts';

type SizeSpec = { w: string; h?: string; l?: string; pattern?: string; sqft?: number; min?: number };

/** How one category's products are named, sized, priced and drawn. Prices are vendor prices in cents. */
export type CategorySpec = {
  unit: 'Box' | 'Piece' | 'Slab' | 'Roll' | 'Pallet';
  uom: string;
  nouns: readonly string[];
  materials: readonly string[];
  /** Product lines; a named stone (looks.ts) only names a material that can be that stone. */
  collections: readonly string[];
  finishes: readonly string[];
  colors: readonly string[];
  /** The colours a material comes in, where it narrows `colors` (a slate is never white). */
  colorsByMaterial?: Readonly<Record<string, readonly string[]>>;
  /** The finishes a material takes, where it narrows `finishes` (a stainless sink is brushed). */
  finishesByMaterial?: Readonly<Record<string, readonly string[]>>;
  /** The colours a finish comes in, where it narrows them (a stained vanity is a wood tone). */
  colorsByFinish?: Readonly<Record<string, readonly string[]>>;
  /** The finish is the product's colour (a metal, an appliance skin): named in the name, colour from it. */
  finishIsColour?: boolean;
  /** A leaf category's own nouns, and sizes and materials where they differ (a refrigerator is not sized like a dishwasher). */
  leaves?: Readonly<
    Record<string, { nouns: readonly string[]; sizes?: readonly SizeSpec[]; materials?: readonly string[] }>
  >;
  /** Every size of the line on every product, priced by width (cabinets: one door style in every width). */
  allSizesByWidth?: boolean;
  /** Per style: the door it has and the colours each of its finishes comes in (a Farmhouse cabinet is a painted Shaker). */
  styleLooks?: Readonly<
    Record<string, { door: string; finishes: Readonly<Record<string, readonly string[]>> }>
  >;
  /** [min, max] vendor price per unit in cents. */
  price: readonly [number, number];
  pattern: Texture['pattern'];
  /** Sizes: [width, height or length, box_sqft?] in inches/feet as shown to the buyer. */
  sizes: readonly SizeSpec[];
};
