import { numberCell, textCell } from './catalog-import-cells.ts';
import type { Texture } from './texture.ts';
import type { ProductUnit } from './vendor-product.ts';

/**
 * The texture of an imported product when the vendor leaves its cells blank (few vendors know them): what
 * the catalogue already draws for the category (`CategoryTexture`, read by the server from the category's
 * products), else a pattern by the category's unit, the first size's width and height as the tile, and the
 * swatch the catalogue uses for the first colour's name.
 */

/** What the category's products mostly look like; any part may be unknown (an empty category). */
export type CategoryTexture = Partial<Omit<Texture, 'tile_width_in' | 'tile_height_in' | 'accent_color'>>;

/** The texture cells of a CSV row, as typed. */
export type TextureCells = {
  texture_pattern?: string;
  base_color?: string;
  accent_color?: string;
  grout_color?: string;
  tile_width_in?: string;
  tile_height_in?: string;
  grout_width_in?: string;
  roughness?: string;
};

const PATTERN_BY_UNIT: Record<ProductUnit, Texture['pattern']> = {
  Box: 'tile',
  Slab: 'marble',
  Roll: 'turf',
  Pallet: 'stone',
  Piece: 'fixture',
  Set: 'fixture',
};

const NEUTRAL = '#a8a29e';
const GROUT = '#d6d3d1';
const TILE_IN = { min: 0.25, max: 240, fallback: 12 };

/** A size's width or height in inches as a tile length, when it is one the room can draw. */
const tileInches = (value: string | null | undefined) => {
  const n = Number(value ?? '');
  return Number.isFinite(n) && n >= TILE_IN.min && n <= TILE_IN.max ? n : TILE_IN.fallback;
};

type Context = {
  category: CategoryTexture;
  /** The category's unit ('Box', 'Piece'…), for the pattern when its products tell nothing. */
  unit: string | undefined;
  colors: string[];
  firstSize: { width_size?: string | null; height_size?: string | null; length_size?: string | null };
  /** The catalogue's swatch for a colour name ("White" → "#f4f4f2"), if it has one. */
  swatch: (colour: string) => string | undefined;
};

/** The texture draft the schema reads: each cell as typed, else its default (an import sets no mirror look). */
export function textureDraft(
  cells: TextureCells,
  ctx: Context,
): Record<Exclude<keyof Texture, 'mirror'>, unknown> {
  const pattern =
    ctx.category.pattern ?? PATTERN_BY_UNIT[ctx.unit as ProductUnit] ?? ('solid' as Texture['pattern']);
  const chosenPattern = textCell(cells.texture_pattern)?.toLowerCase() ?? pattern;
  const base = ctx.swatch(ctx.colors[0] ?? '') ?? ctx.category.base_color ?? NEUTRAL;
  const accent = ctx.colors[1] ? (ctx.swatch(ctx.colors[1]) ?? base) : base;
  const groutWidth =
    ctx.category.grout_width_in ?? (chosenPattern === 'tile' || chosenPattern === 'mosaic' ? 0.125 : 0);
  return {
    pattern: chosenPattern,
    base_color: textCell(cells.base_color) ?? base,
    accent_color: textCell(cells.accent_color) ?? accent,
    grout_color: textCell(cells.grout_color) ?? ctx.category.grout_color ?? GROUT,
    tile_width_in: numberCell(cells.tile_width_in ?? '') ?? tileInches(ctx.firstSize.width_size),
    tile_height_in:
      numberCell(cells.tile_height_in ?? '') ??
      tileInches(ctx.firstSize.height_size ?? ctx.firstSize.length_size ?? ctx.firstSize.width_size),
    grout_width_in: numberCell(cells.grout_width_in ?? '') ?? groutWidth,
    roughness: numberCell(cells.roughness ?? '') ?? ctx.category.roughness ?? 0.5,
  };
}
