import type { FixtureKind, FixtureVariant } from '../room/document.ts';
import { type MetalFinish, metalFinishOf } from './metal-finish.ts';
import { STYLES, type Style } from './styles.ts';
import type { Texture } from './texture.ts';

/**
 * Product pictures rendered by the 3-D engine (issue 21 A7, decisions/0027): one rendered still per product
 * family — a fixture model by kind, variant and style, or a surface laid as a sample board — committed under
 * apps/server/assets/product-art/, tinted per product on the server. This table is what the render script
 * draws and what the server looks a product up in, so the two never disagree.
 */
/**
 * What a product's name or leaf category says its shape is where the style's model would draw another: a
 * knob or a bar pull (the style's pull otherwise), a recessed can (the style's pendant), a clawfoot tub.
 */
export const PRODUCT_SHAPES = ['knob', 'bar', 'recessed', 'clawfoot'] as const;
export type ProductShape = (typeof PRODUCT_SHAPES)[number];

/** The metal finishes a metal line is rendered in, one still each (stainless draws as brushed nickel). */
export const ART_FINISHES = [
  'chrome',
  'brushed-nickel',
  'matte-black',
  'polished-brass',
  'brushed-gold',
  'bronze',
] as const satisfies readonly MetalFinish[];
export type ArtFinish = (typeof ART_FINISHES)[number];

export type FixtureFamily = {
  key: string;
  kind: FixtureKind;
  variant?: FixtureVariant;
  style: Style;
  /** A metal's finish: the still is drawn in that metal (its roughness), then tinted to the product. */
  finish?: MetalFinish;
  /** The product's own shape where it is not the style's (a knob, a recessed can, a clawfoot tub). */
  shape?: ProductShape;
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

type FixtureLine = Omit<FixtureFamily, 'key' | 'style'> & {
  line: string;
  styled: boolean;
  /** A metal line: one still per finish (the product's parts are its metal). */
  metal?: boolean;
};

/** The models by category line; `styled` lines differ by style (doors, faucet shape, lamp shade...). */
const FIXTURE_LINES: readonly FixtureLine[] = [
  {
    line: 'bathroom-faucet',
    kind: 'faucet',
    width: 160,
    depth: 170,
    height: 260,
    styled: true,
    metal: true,
  },
  {
    line: 'kitchen-faucet',
    kind: 'faucet',
    width: 220,
    depth: 240,
    height: 420,
    styled: true,
    metal: true,
  },
  { line: 'vanity', kind: 'vanity', width: 910, depth: 560, height: 860, styled: true },
  { line: 'toilet', kind: 'toilet', width: 380, depth: 710, height: 760, styled: true },
  { line: 'tub', kind: 'tub', width: 1520, depth: 760, height: 580, styled: true },
  // A clawfoot tub is freestanding (a roll-top on feet) whatever the style: one still.
  {
    line: 'tub-clawfoot',
    kind: 'tub',
    shape: 'clawfoot',
    width: 1520,
    depth: 810,
    height: 640,
    styled: false,
  },
  {
    line: 'shower',
    kind: 'shower',
    width: 910,
    depth: 910,
    height: 2000,
    styled: true,
    metal: true,
  },
  { line: 'sink', kind: 'sink', width: 840, depth: 560, height: 240, styled: false },
  // A stainless steel sink is brushed steel, not a glaze: its own still.
  {
    line: 'sink-stainless',
    kind: 'sink',
    finish: 'stainless',
    width: 840,
    depth: 560,
    height: 240,
    styled: false,
  },
  { line: 'light', kind: 'light', width: 380, depth: 380, height: 420, styled: true, metal: true },
  // A recessed light is a can in the ceiling, a trim ring round its lens, in any style.
  {
    line: 'light-recessed',
    kind: 'light',
    shape: 'recessed',
    width: 190,
    depth: 190,
    height: 120,
    styled: false,
    metal: true,
  },
  { line: 'fan', kind: 'fan', width: 1320, depth: 1320, height: 380, styled: true },
  // Pulls by shape, shown on one door (a Transitional shaker): a knob is a knob, a bar pull a bar.
  ...(['knob', 'bar'] as const).map(
    (shape): FixtureLine => ({
      line: `hardware-${shape}`,
      kind: 'cabinet',
      variant: 'base',
      shape,
      width: 460,
      depth: 610,
      height: 876,
      styled: false,
      metal: true,
    }),
  ),
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

/** The styles a line is drawn in: each of them, or one. */
const stylesOf = ({ styled }: FixtureLine): readonly Style[] => (!styled ? [UNSTYLED] : STYLES);

export const FIXTURE_FAMILIES: readonly FixtureFamily[] = FIXTURE_LINES.flatMap((entry) => {
  const { line, styled, metal, ...model } = entry;
  return stylesOf(entry).flatMap((style) => {
    const key = styled ? `${line}-${styleSlug(style)}` : line;
    if (!metal) return [{ ...model, style, key }];
    return ART_FINISHES.map((finish) => ({ ...model, style, finish, key: `${key}-${finish}` }));
  });
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
  [/^lights-recessed/, 'light-recessed'],
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
  /** The product's name: what says a knob from a pull, a clawfoot tub from another. */
  name: string;
  styleTags: readonly string[];
  texture: Pick<Texture, 'pattern' | 'tile_width_in' | 'tile_height_in' | 'base_color' | 'roughness'>;
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

const METAL_LINES = new Set(FIXTURE_LINES.filter((l) => l.metal).map((l) => l.line));

/** The product's own shape, where its name says one the style's model would not draw. */
export function productShapeOf(subject: Pick<ArtSubject, 'categorySlug' | 'name'>): ProductShape | null {
  const { categorySlug, name } = subject;
  if (/^cabinet-hardware/.test(categorySlug)) return /\bknob\b/i.test(name) ? 'knob' : 'bar';
  if (/^lights/.test(categorySlug) && (/recessed/.test(categorySlug) || /\brecessed\b/i.test(name)))
    return 'recessed';
  if (/^bath-tubs/.test(categorySlug) && /\bclaw-?foot\b/i.test(name)) return 'clawfoot';
  return null;
}

/** The still a metal product is drawn from: its own finish, else by its gloss (a red faucet is a red chrome). */
export function artFinishOf(texture: ArtSubject['texture']): ArtFinish {
  const finish = metalFinishOf(texture);
  if (finish === 'stainless') return 'brushed-nickel';
  return finish ?? (texture.roughness < 0.3 ? 'chrome' : 'brushed-nickel');
}

/**
 * The family a product's picture is rendered from: its category's fixture in its first known style (a metal
 * line in the product's finish; a knob, a recessed light or a clawfoot tub in its own shape), or its surface
 * at its size. Null (a product no model draws): the texture swatch stays its picture.
 */
export function productArtFamily(subject: ArtSubject): FixtureFamily | SurfaceFamily | null {
  const found = LINE_BY_SLUG.find(([re]) => re.test(subject.categorySlug))?.[1];
  if (!found) return surfaceFamily(subject.texture);
  const shape = productShapeOf(subject);
  // A Silver satin sink is stainless steel (granite composite is Grey, fireclay and cast iron glazed).
  const stainlessSink = found === 'sink' && metalFinishOf(subject.texture) === 'brushed-nickel';
  const line = stainlessSink
    ? 'sink-stainless'
    : found === 'hardware'
      ? `hardware-${shape ?? 'bar'}`
      : shape === 'recessed'
        ? 'light-recessed'
        : shape === 'clawfoot'
          ? 'tub-clawfoot'
          : found;
  const style = STYLES.find((s) => subject.styleTags.includes(s)) ?? UNSTYLED;
  const finish = METAL_LINES.has(line) ? `-${artFinishOf(subject.texture)}` : '';
  const keys = [`${line}-${styleSlug(style)}${finish}`, `${line}${finish}`];
  return keys.map((key) => FIXTURE_FAMILIES.find((f) => f.key === key)).find(Boolean) ?? null;
}

export const isSurfaceFamily = (f: FixtureFamily | SurfaceFamily): f is SurfaceFamily => 'pattern' in f;
