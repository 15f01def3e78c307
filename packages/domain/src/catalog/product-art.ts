import type { FixtureKind, FixtureVariant } from '../room/document.ts';
import { STYLES, type Style } from './styles.ts';
import type { Texture } from './texture.ts';

/**
 * Product pictures rendered by the 3-D engine (issue 21 A7, decisions/0027): one rendered still per product
 * family — a fixture model by kind, variant and style, or a surface laid as a sample board — committed under
 * apps/server/assets/product-art/, tinted per product on the server. This table is what the render script
 * draws and what the server looks a product up in, so the two never disagree.
 */
export type FixtureFamily = {
  key: string;
  kind: FixtureKind;
  variant?: FixtureVariant;
  style: Style;
  /** Millimetres, as the room document sizes a fixture. */
  width: number;
  depth: number;
  height: number;
};

/** A surface family: how its texture is drawn and one unit's size in inches. */
export type SurfaceFamily = {
  key: string;
  pattern: Extract<Texture['pattern'], 'tile' | 'mosaic' | 'plank' | 'marble' | 'stone' | 'turf'>;
  w: number;
  h: number;
};

type FixtureLine = Omit<FixtureFamily, 'key' | 'style'> & { line: string; styled: boolean };

/** The models by category line; `styled` lines differ by style (doors, faucet shape, lamp shade...). */
const FIXTURE_LINES: readonly FixtureLine[] = [
  { line: 'bathroom-faucet', kind: 'faucet', width: 160, depth: 170, height: 260, styled: true },
  { line: 'kitchen-faucet', kind: 'faucet', width: 220, depth: 240, height: 420, styled: true },
  { line: 'vanity', kind: 'vanity', width: 910, depth: 560, height: 860, styled: true },
  { line: 'toilet', kind: 'toilet', width: 380, depth: 710, height: 760, styled: true },
  { line: 'tub', kind: 'tub', width: 1520, depth: 760, height: 580, styled: true },
  { line: 'shower', kind: 'shower', width: 910, depth: 910, height: 2000, styled: true },
  { line: 'sink', kind: 'sink', width: 840, depth: 560, height: 240, styled: false },
  { line: 'light', kind: 'light', width: 380, depth: 380, height: 420, styled: true },
  { line: 'fan', kind: 'fan', width: 1320, depth: 1320, height: 380, styled: true },
  { line: 'hardware', kind: 'cabinet', variant: 'base', width: 460, depth: 610, height: 876, styled: true },
  {
    line: 'base-cabinet',
    kind: 'cabinet',
    variant: 'base',
    width: 610,
    depth: 610,
    height: 876,
    styled: true,
  },
  {
    line: 'wall-cabinet',
    kind: 'cabinet',
    variant: 'wall',
    width: 610,
    depth: 305,
    height: 762,
    styled: true,
  },
  {
    line: 'tall-cabinet',
    kind: 'cabinet',
    variant: 'tall',
    width: 610,
    depth: 610,
    height: 2134,
    styled: true,
  },
  {
    line: 'refrigerator',
    kind: 'appliance',
    variant: 'refrigerator',
    width: 910,
    depth: 760,
    height: 1780,
    styled: false,
  },
  { line: 'range', kind: 'appliance', variant: 'range', width: 760, depth: 700, height: 910, styled: false },
  {
    line: 'cooktop',
    kind: 'appliance',
    variant: 'cooktop',
    width: 760,
    depth: 530,
    height: 110,
    styled: false,
  },
  {
    line: 'wall-oven',
    kind: 'appliance',
    variant: 'wall-oven',
    width: 760,
    depth: 600,
    height: 740,
    styled: false,
  },
  {
    line: 'dishwasher',
    kind: 'appliance',
    variant: 'dishwasher',
    width: 600,
    depth: 600,
    height: 860,
    styled: false,
  },
  { line: 'hood', kind: 'appliance', variant: 'hood', width: 760, depth: 500, height: 600, styled: false },
  {
    line: 'microwave',
    kind: 'appliance',
    variant: 'microwave',
    width: 760,
    depth: 400,
    height: 420,
    styled: false,
  },
  {
    line: 'washer',
    kind: 'appliance',
    variant: 'washer',
    width: 690,
    depth: 760,
    height: 980,
    styled: false,
  },
  { line: 'dryer', kind: 'appliance', variant: 'dryer', width: 690, depth: 760, height: 980, styled: false },
];

const styleSlug = (style: Style) => style.toLowerCase();
const UNSTYLED: Style = 'Transitional';

/** The styles a line is drawn in: each of them, or one; pulls in every style whose door has one. */
const stylesOf = ({ line, styled }: FixtureLine): readonly Style[] =>
  !styled ? [UNSTYLED] : line === 'hardware' ? STYLES.filter((s) => s !== 'Minimalist') : STYLES;

export const FIXTURE_FAMILIES: readonly FixtureFamily[] = FIXTURE_LINES.flatMap((entry) => {
  const { line, styled, ...model } = entry;
  return stylesOf(entry).map((style) => ({
    ...model,
    style,
    key: styled ? `${line}-${styleSlug(style)}` : line,
  }));
});

const surface = (pattern: SurfaceFamily['pattern'], w: number, h: number): SurfaceFamily => ({
  key: `${pattern}-${w}x${h}`,
  pattern,
  w,
  h,
});

/** The unit sizes the catalogue sells (apps/server/src/db/seed/catalog/surface-specs.ts), one board each. */
export const SURFACE_FAMILIES: readonly SurfaceFamily[] = [
  ...[
    [12, 12],
    [12, 24],
    [24, 24],
    [24, 48],
    [3, 12],
    [3, 6],
    [4, 4],
    [2, 8],
  ].map(([w, h]) => surface('tile', w!, h!)),
  ...[
    [2, 2],
    [1, 1],
  ].map(([w, h]) => surface('mosaic', w!, h!)),
  ...[
    [5, 48],
    [7, 72],
    [9, 86],
    [7.5, 50],
    [8, 48],
    [7, 48],
    [9, 60],
  ].map(([w, h]) => surface('plank', w!, h!)),
  surface('marble', 126, 63),
  ...[
    [6, 24],
    [8, 24],
    [12, 24],
    [16, 24],
    [6, 9],
    [12, 12],
  ].map(([w, h]) => surface('stone', w!, h!)),
  surface('turf', 180, 300),
];

/** Which fixture line a category slug (a leaf's is `<parent>-<child>`) is drawn as; null: none. */
const LINE_BY_SLUG: ReadonlyArray<[RegExp, string]> = [
  [/^bathroom-faucets/, 'bathroom-faucet'],
  [/^kitchen-faucets/, 'kitchen-faucet'],
  [/^bathroom-vanitys/, 'vanity'],
  [/^toilets/, 'toilet'],
  [/^bath-tubs/, 'tub'],
  [/^showers/, 'shower'],
  [/^kitchen-sinks/, 'sink'],
  [/^lights/, 'light'],
  [/^fans/, 'fan'],
  [/^cabinet-hardware/, 'hardware'],
  [/^cabinets-base/, 'base-cabinet'],
  [/^cabinets-wall/, 'wall-cabinet'],
  [/^cabinets/, 'tall-cabinet'],
  [/refrigerator/, 'refrigerator'],
  [/ranges$/, 'range'],
  [/range-hoods/, 'hood'],
  [/cooktops/, 'cooktop'],
  [/wall-ovens/, 'wall-oven'],
  [/dishwashers/, 'dishwasher'],
  [/microwaves/, 'microwave'],
  [/washers/, 'washer'],
  [/dryers/, 'dryer'],
];

export type ArtSubject = {
  categorySlug: string;
  styleTags: readonly string[];
  texture: Pick<Texture, 'pattern' | 'tile_width_in' | 'tile_height_in'>;
};

const near = (a: number, b: number) => Math.abs(a - b) < 0.01;

/** A surface's board: its pattern at its size, else the same pattern's first size; null: not a surface. */
function surfaceFamily(texture: ArtSubject['texture']): SurfaceFamily | null {
  const { pattern, tile_width_in: w, tile_height_in: h } = texture;
  const same = SURFACE_FAMILIES.filter((f) => f.pattern === pattern);
  const long = Math.max(w, h);
  const short = Math.min(w, h);
  return (
    same.find((f) => near(Math.max(f.w, f.h), long) && near(Math.min(f.w, f.h), short)) ?? same[0] ?? null
  );
}

/**
 * The family a product's picture is rendered from: its category's fixture in its first known style, or its
 * surface at its size. Null (a product no model draws): the texture swatch stays its picture.
 */
export function productArtFamily(subject: ArtSubject): FixtureFamily | SurfaceFamily | null {
  const line = LINE_BY_SLUG.find(([re]) => re.test(subject.categorySlug))?.[1];
  if (!line) return surfaceFamily(subject.texture);
  const tagged = STYLES.find((s) => subject.styleTags.includes(s)) ?? UNSTYLED;
  // A Minimalist cabinet has no pulls: a pull is shown on the Modern door, the nearest that has one.
  const style = line === 'hardware' && tagged === 'Minimalist' ? 'Modern' : tagged;
  const styled = FIXTURE_FAMILIES.find((f) => f.key === `${line}-${styleSlug(style)}`);
  return styled ?? FIXTURE_FAMILIES.find((f) => f.key === line) ?? null;
}

export const isSurfaceFamily = (f: FixtureFamily | SurfaceFamily): f is SurfaceFamily => 'pattern' in f;
