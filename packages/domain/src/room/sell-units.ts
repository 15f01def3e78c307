import type { SellUnit } from './bill-of-materials.ts';

/** A catalogue size as the bill of materials needs it: its category's sell unit, box coverage and labels. */
export type SizeInfo = {
  /** The category's unit: 'Box', 'Pallet', 'Slab', 'Roll' or 'Piece'. */
  unit: string;
  boxSqft: number | null;
  widthSize: string | null;
  heightSize: string | null;
  lengthSize: string | null;
  /** The product's top category ('Hardwood Flooring', 'Tile Flooring', 'Pool Copings'…), when known. */
  category?: string | null;
  /** The product's texture pattern ('plank', 'tile', 'mosaic', 'turf'…), when known. */
  pattern?: string | null;
  /** Inches a slab's fabricator adds at each cut edge, when the vendor says (else slab-fitting's default). */
  cutAllowanceIn?: number | null;
};

/** Categories laid as planks whatever their texture says: wood and vinyl floors (no large-format waste). */
export const PLANK_CATEGORIES = new Set(['Hardwood Flooring', 'Laminate Flooring', 'luxury-flooring']);
/** Categories whose products, when sold by the piece, are tiles counted by area (not coping along an edge). */
export const TILE_CATEGORIES = new Set(['Tile Flooring', 'Backsplash Tiles', 'Stacked Stone', 'Hardscaping']);

/** A size label in inches: '30' → 30, '1.25' → 1.25, '15 ft' → 180; anything else ('Standard') → null. */
export function inchesOf(label: string | null): number | null {
  const m = label?.trim().match(/^(\d+(?:\.\d+)?)\s*(ft)?$/);
  if (!m) return null;
  return Number(m[1]) * (m[2] ? 12 : 1);
}

/**
 * How a size is bought where it is used:
 * - on a fixture: by the piece;
 * - on a surface, sold by the box or pallet: by its coverage (`box_sqft`), laid as its width × length, as
 *   planks when its texture or category says so (no large-format waste), else as tiles;
 * - a slab: the surfaces' runs cut from slabs of its size, with seams and the vendor's cut allowance;
 * - a roll (turf, carpet, sheet vinyl): strips of its width cut from its length (roll-layout.ts);
 * - a tile sold by the piece (a tile category, or a tile or mosaic texture): by area, each piece covering its
 *   width × length;
 * - any other piece on a surface (pool coping): pieces along the edge, as long as its longer side and as deep
 *   as its shorter.
 * Null when the catalogue does not say enough (a boxed size without coverage, a roll without its size).
 */
export function sellUnitOf(size: SizeInfo, on: 'surface' | 'fixture'): SellUnit | null {
  const unitName = size.unit;
  if (on === 'fixture') return { kind: 'piece', unitName };
  const w = inchesOf(size.widthSize);
  const l = inchesOf(size.heightSize ?? size.lengthSize);
  if (size.unit === 'Roll') {
    if (!w || !l) return null;
    return { kind: 'roll', unitName, rollWidthIn: w, rollLengthIn: l };
  }
  if (size.unit === 'Slab' && w && l) {
    const slab = {
      kind: 'slab' as const,
      unitName,
      slabLengthIn: Math.max(w, l),
      slabWidthIn: Math.min(w, l),
    };
    return size.cutAllowanceIn == null ? slab : { ...slab, cutAllowanceIn: size.cutAllowanceIn };
  }
  if (size.unit === 'Piece') {
    const tile =
      TILE_CATEGORIES.has(size.category ?? '') || size.pattern === 'tile' || size.pattern === 'mosaic';
    if (tile && w && l)
      return {
        kind: 'area',
        unitName,
        coverageSqft: (w * l) / 144,
        tileWidthIn: w,
        tileLengthIn: l,
        laid: 'tile',
      };
    const longer = Math.max(w ?? 0, l ?? 0);
    const depth = Math.min(w ?? longer, l ?? longer);
    return longer > 0 ? { kind: 'linear', unitName, pieceLengthIn: longer, pieceDepthIn: depth } : null;
  }
  if (!size.boxSqft || size.boxSqft <= 0) return null;
  const laid = size.pattern === 'plank' || PLANK_CATEGORIES.has(size.category ?? '') ? 'plank' : 'tile';
  return {
    kind: 'area',
    unitName,
    coverageSqft: size.boxSqft,
    tileWidthIn: w ?? 12,
    tileLengthIn: l ?? 12,
    laid,
  };
}
