/**
 * How much grout and thinset a tiled area takes (issue 10 point 4), from the joint and trowel formulas the
 * manufacturers' coverage charts are built on. Sizes in inches, areas in square feet, weights in pounds.
 */

/** Sanded grout, cured: about 95 lb per cubic foot. */
export const GROUT_LB_PER_CUBIC_FT = 95;

/**
 * Pounds of grout for `sqft` of tile L × W × thickness with joints `joint` wide: the joint volume per square
 * foot is (L+W)/(L·W) × joint × thickness × 144 / 1728 cubic feet. 12 × 12 × 3/8 in tile, 1/8 in joint:
 * ~0.062 lb per sq ft, so a 25 lb bag covers ~400 sq ft (charts say ~395).
 */
export function groutPounds(
  sqft: number,
  tile: { lengthIn: number; widthIn: number; thicknessIn: number },
  jointIn: number,
): number {
  const { lengthIn: l, widthIn: w, thicknessIn: t } = tile;
  return sqft * ((l + w) / (l * w)) * jointIn * t * (144 / 1728) * GROUT_LB_PER_CUBIC_FT;
}

/** A notched trowel and the square feet one 50 lb bag of thinset covers with it. */
export type Trowel = { notch: string; sqftPer50lb: number };
export const TROWELS: readonly Trowel[] = [
  { notch: '1/4 × 1/4 in', sqftPer50lb: 90 },
  { notch: '1/4 × 3/8 in', sqftPer50lb: 65 },
  { notch: '1/2 × 1/2 in', sqftPer50lb: 38 },
];

/** The trowel a tile calls for by its longer side: up to 8 in, up to 16 in, larger. */
export function trowelFor(longerSideIn: number): Trowel {
  if (longerSideIn <= 8) return TROWELS[0];
  if (longerSideIn <= 16) return TROWELS[1];
  return TROWELS[2];
}

/** 50 lb bags of thinset for `sqft` of a tile whose longer side is `longerSideIn`. */
export const thinsetBags = (sqft: number, longerSideIn: number) =>
  Math.max(0, Math.ceil(sqft / trowelFor(longerSideIn).sqftPer50lb - 1e-9));
