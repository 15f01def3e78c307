import type { ProductRef } from './document.ts';

/**
 * How a product is sold, as the bill of materials needs it (resolved from the showroom's catalogue):
 * - `area`: units (box, pallet, or one tile sold by the piece) that each cover `coverageSqft`, laid as tiles or
 *   planks (`laid`, tile when absent) of `tileWidthIn` × `tileLengthIn` (a tile's longer side decides the
 *   large-format waste; a plank's never does);
 * - `slab`: slabs of `slabLengthIn` × `slabWidthIn` that the surfaces' runs are cut from, each piece with
 *   `cutAllowanceIn` at each cut edge (slab-fitting.ts: 1 in when absent);
 * - `roll`: rolls of `rollWidthIn` × `rollLengthIn` cut into strips (roll-layout.ts);
 * - `linear`: pieces laid along an edge, each `pieceLengthIn` long and `pieceDepthIn` deep (pool coping:
 *   coping.ts);
 * - `piece`: one per fixture that uses it.
 */
export type SellUnit =
  | {
      kind: 'area';
      unitName: string;
      coverageSqft: number;
      tileWidthIn: number;
      tileLengthIn: number;
      laid?: 'tile' | 'plank';
    }
  | { kind: 'slab'; unitName: string; slabLengthIn: number; slabWidthIn: number; cutAllowanceIn?: number }
  | { kind: 'roll'; unitName: string; rollWidthIn: number; rollLengthIn: number }
  | { kind: 'linear'; unitName: string; pieceLengthIn: number; pieceDepthIn?: number }
  | { kind: 'piece'; unitName: string };

/** Rounding up must not turn 6.0000000001 boxes into 7: quantities within this of a whole unit are that unit. */
const EPSILON = 1e-9;
export const ceilUnits = (x: number) => Math.max(0, Math.ceil(x - EPSILON));

/** A surface's share of a line: what it measures and the waste its pattern adds. */
export type BomSurface = { surfaceId: string; netSqft: number; wastePercent: number; withWasteSqft: number };

/** One line of the bill of materials: a product, how much of it, and the arithmetic that got there. */
export type BomLine = {
  product: ProductRef;
  kind: SellUnit['kind'];
  surfaces: BomSurface[];
  fixtures: string[];
  /** The quantity to buy, in the product's sell unit. */
  units: number;
  unitName: string;
  /** The arithmetic, one sentence per step, in the buyer's units (sq ft, ft, in). */
  steps: string[];
  /** Seams the layout makes (slab and roll lines): where two pieces of one run or two strips meet. */
  seams?: number;
};

export const sq = (x: number) => x.toFixed(2);
