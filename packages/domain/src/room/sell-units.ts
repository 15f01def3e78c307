import type { SellUnit } from './bill-of-materials.ts';

/** A catalogue size as the bill of materials needs it: its category's sell unit, box coverage and labels. */
export type SizeInfo = {
  /** The category's unit: 'Box', 'Pallet', 'Slab', 'Roll' or 'Piece'. */
  unit: string;
  boxSqft: number | null;
  widthSize: string | null;
  heightSize: string | null;
  lengthSize: string | null;
};

/** A size label in inches: '30' → 30, '1.25' → 1.25, '15 ft' → 180; anything else ('Standard') → null. */
export function inchesOf(label: string | null): number | null {
  const m = label?.trim().match(/^(\d+(?:\.\d+)?)\s*(ft)?$/);
  if (!m) return null;
  return Number(m[1]) * (m[2] ? 12 : 1);
}

/**
 * How a size is bought where it is used:
 * - on a fixture: by the piece;
 * - on a surface, sold by the box or pallet: by its coverage (`box_sqft`), laid as its width × length;
 * - a slab: the surfaces' runs cut from slabs of its size, with seams (slab-fitting.ts);
 * - a roll (turf): its width × length in square feet, no tile waste;
 * - a piece on a surface (pool coping): pieces along the edge, each as long as its longer side.
 * Null when the catalogue does not say enough (a boxed size without coverage).
 */
export function sellUnitOf(size: SizeInfo, on: 'surface' | 'fixture'): SellUnit | null {
  const unitName = size.unit;
  if (on === 'fixture') return { kind: 'piece', unitName };
  const w = inchesOf(size.widthSize);
  const l = inchesOf(size.heightSize ?? size.lengthSize);
  if (size.unit === 'Roll') {
    if (!w || !l) return null;
    return { kind: 'area', unitName, coverageSqft: (w * l) / 144, tileWidthIn: 0, tileLengthIn: 0 };
  }
  if (size.unit === 'Slab' && w && l) {
    return { kind: 'slab', unitName, slabLengthIn: Math.max(w, l), slabWidthIn: Math.min(w, l) };
  }
  if (size.unit === 'Piece') {
    const longer = Math.max(w ?? 0, l ?? 0);
    return longer > 0 ? { kind: 'linear', unitName, pieceLengthIn: longer } : null;
  }
  if (!size.boxSqft || size.boxSqft <= 0) return null;
  return { kind: 'area', unitName, coverageSqft: size.boxSqft, tileWidthIn: w ?? 12, tileLengthIn: l ?? 12 };
}
