import type { ProductTexture } from '@app/domain/catalog/contract';
import type { LayingPattern } from '@app/domain/room/document';
import { MM_PER_IN } from '@app/domain/room/geometry';

/**
 * The repeat cell of a product's texture, at true scale: one tile and its grout joint (two rows for a brick
 * bond, a 2L × 2L square for herringbone, three staggered rows of planks). Geometry UVs are in metres, so the
 * texture repeats 1 / cell-size times per metre.
 */
export type CellDrawing = 'tile' | 'mosaic' | 'marble' | 'stone' | 'plank' | 'turf' | 'plain';

const DRAWINGS: Record<string, CellDrawing> = {
  tile: 'tile',
  mosaic: 'mosaic',
  marble: 'marble',
  stone: 'stone',
  plank: 'plank',
  turf: 'turf',
  solid: 'plain',
  metal: 'plain',
  fixture: 'plain',
};

/** How a product pattern is drawn; an unknown pattern is drawn as tile. */
export const cellDrawing = (texture: Pick<ProductTexture, 'pattern'>): CellDrawing =>
  DRAWINGS[texture.pattern] ?? 'tile';

/** Turf is noise, not units: a roll many feet wide would blur, so its cell is a fixed foot. */
const TURF_CELL_IN = 12;
const FALLBACK_IN = 12;
export const M_PER_IN = MM_PER_IN / 1000;
/** Each cell is drawn at most this many pixels on its long side: a 126 in slab still gets 4 px an inch, and its
 * three maps (colour, normal, roughness) are 3 MB, which uploads in a few milliseconds in SwiftShader. */
export const CELL_MAX_PX = 512;
/** Pavers and stone are laid with a joint even when the product names none (a sanded joint, 1/8 in). */
const STONE_JOINT_IN = 0.125;

/** One unit's size in inches: the long side first for planks (they run along u). */
export function unitInches(texture: ProductTexture) {
  const w = texture.tile_width_in > 0 ? texture.tile_width_in : FALLBACK_IN;
  const h = texture.tile_height_in > 0 ? texture.tile_height_in : FALLBACK_IN;
  const joint = Math.max(cellDrawing(texture) === 'stone' ? STONE_JOINT_IN : 0, texture.grout_width_in || 0);
  return cellDrawing(texture) === 'plank' ? { w: Math.max(w, h), h: Math.min(w, h), joint } : { w, h, joint };
}

/** How many short sides make a long side in herringbone (a whole number, so the cell repeats). */
export const herringboneRatio = (long: number, short: number) => Math.max(1, Math.round(long / short));

/** The repeat cell in inches and the texture's turn (diagonal lays the same cell at 45°). */
export function cellInches(texture: ProductTexture, pattern: LayingPattern) {
  const kind = cellDrawing(texture);
  if (kind === 'turf') return { width: TURF_CELL_IN, height: TURF_CELL_IN, rotation: 0 };
  const { w, h, joint } = unitInches(texture);
  const [uw, uh] = [w + joint, h + joint];
  const rotation = pattern === 'diagonal' ? Math.PI / 4 : 0;
  if (pattern === 'herringbone') {
    const long = Math.max(uw, uh);
    return { width: 2 * long, height: 2 * long, rotation };
  }
  if (pattern === 'brick') return { width: uw, height: 2 * uh, rotation };
  // Planks laid straight still stagger their end joints: three rows, each a third along.
  if (kind === 'plank') return { width: uw, height: 3 * uh, rotation };
  return { width: uw, height: uh, rotation };
}

/** The texture's repeat per metre of UV (geometry UVs are metres) and its rotation in radians. */
export function textureRepeat(texture: ProductTexture, pattern: LayingPattern) {
  const cell = cellInches(texture, pattern);
  return { x: 1 / (cell.width * M_PER_IN), y: 1 / (cell.height * M_PER_IN), rotation: cell.rotation };
}

/** 12 px an inch is 2 mm a pixel: finer than a room on screen shows, and a 1/8 in joint still gets 1.5 px. */
const MAX_PX_PER_IN = 12;
/** A joint is drawn at least this wide where the cell's size allows: a 2 in mosaic's 1/16 in grout is not rounded away. */
const JOINT_MIN_PX = 2;

/**
 * The cell's pixel size: at most CELL_MAX_PX on its long side; 12 px an inch, or finer where the joint would
 * be under JOINT_MIN_PX; at least 8 px a side.
 */
export function cellPixels(cell: { width: number; height: number }, jointIn = 0) {
  const forJoint = jointIn > 0 ? JOINT_MIN_PX / jointIn : 0;
  const pxPerIn = Math.min(
    CELL_MAX_PX / Math.max(cell.width, cell.height),
    Math.max(MAX_PX_PER_IN, forJoint),
  );
  return {
    width: Math.max(8, Math.round(cell.width * pxPerIn)),
    height: Math.max(8, Math.round(cell.height * pxPerIn)),
    pxPerIn,
  };
}
