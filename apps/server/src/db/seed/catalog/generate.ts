import { colourHex } from '@app/domain/catalog/colour-names';
import { STYLES } from '@app/domain/catalog/styles';
import type { Texture } from '../../schema/catalog.ts';
import { collectionFits, FINISH_COLOUR, FINISH_SURFACE, isStone, ROUGHNESS, STONES } from './looks.ts';
import { productHash, type Random } from './random.ts';
import type { CategorySpec } from './taxonomy.ts';

export type GeneratedSize = {
  widthSize: string | null;
  heightSize: string | null;
  lengthSize: string | null;
  pattern: string | null;
  unit: string;
  uom: string;
  boxSqft: string | null;
  minQty: number;
  vendorPriceCents: number;
  position: number;
};

export type GeneratedProduct = {
  hash: string;
  name: string;
  description: string;
  brand: string;
  colors: string[];
  finish: string;
  /** What it is made of (not a column: the name and search text carry it). */
  material: string;
  styleTags: string[];
  texture: Texture;
  searchText: string;
  sizes: GeneratedSize[];
};

const sizeText = (s: CategorySpec['sizes'][number]) =>
  s.pattern && !s.h && !s.l ? s.pattern : `${s.w}${s.h ? `x${s.h}` : s.l ? `x${s.l}` : ''}`;

function texture(
  random: Random,
  spec: CategorySpec,
  look: { colors: string[]; finish: string },
  size: CategorySpec['sizes'][number],
): Texture {
  const { colors, finish } = look;
  // The roughness is the finish's (the product page reads "Surface" back from it).
  const [lo, hi] = ROUGHNESS[FINISH_SURFACE[finish] ?? 'satin'];
  const inches = (v: string | undefined, fallback: number) => {
    const n = Number.parseFloat(v ?? '');
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    base_color: colourHex(colors[0]),
    accent_color: colourHex(colors[1] ?? colors[0]),
    pattern: spec.pattern,
    tile_width_in: inches(size.w, 12),
    tile_height_in: inches(size.h ?? size.l, 12),
    grout_color: random.pick(['#e5e7eb', '#d6d3d1', '#6b7280', '#f5f5f4']),
    grout_width_in:
      spec.pattern === 'tile' || spec.pattern === 'mosaic' ? random.pick([0.0625, 0.125, 0.1875]) : 0,
    roughness: Math.round((lo + random.next() * (hi - lo)) * 100) / 100,
  };
}

const names = (text: string, word: string) =>
  new RegExp(`\\b${word.replace(/[^a-z0-9 -]/gi, '')}\\b`, 'i').test(text);

/**
 * The nouns that agree with the material: those naming it ('Granite' → 'Granite Slab'), else those naming no
 * material at all ('Marble-Look' → 'Floor Tile'), so that no product is a 'Granite Quartzite Slab'.
 */
function nounsFor(
  nouns: readonly string[],
  materials: readonly string[],
  material: string,
): readonly string[] {
  const byMaterial = nounsMemo.get(nouns) ?? new Map<string, readonly string[]>();
  nounsMemo.set(nouns, byMaterial);
  const known = byMaterial.get(material);
  if (known) return known;
  const found = agreeingNouns(nouns, materials, material);
  byMaterial.set(material, found);
  return found;
}
// Thousands of products share a few noun lists: the regular expressions run once per list and material.
const nounsMemo = new WeakMap<readonly string[], Map<string, readonly string[]>>();

function agreeingNouns(nouns: readonly string[], materials: readonly string[], material: string) {
  const own = nouns.filter((n) => names(n, material));
  if (own.length) return own;
  const neutral = nouns.filter((n) => !materials.some((m) => names(n, m)));
  return neutral.length ? neutral : nouns;
}

const STONE_ONLY = new Set(['Marble', 'Marble-Look', 'Stone-Look', 'Granite', 'Quartz', 'Quartzite']);

/** The collections that may name a product of `material` (memoised: a few per category). */
function collectionsFor(spec: CategorySpec, material: string): readonly string[] {
  const byMaterial = collectionsMemo.get(spec) ?? new Map<string, readonly string[]>();
  collectionsMemo.set(spec, byMaterial);
  let found = byMaterial.get(material);
  if (!found) {
    // A stone-look material is always named after its stone; others may take a plain line name.
    const fitting = spec.collections.filter(
      (c) => collectionFits(c, material) && (isStone(c) || !STONE_ONLY.has(material)),
    );
    found = fitting.length ? fitting : spec.collections;
    byMaterial.set(material, found);
  }
  return found;
}
const collectionsMemo = new WeakMap<CategorySpec, Map<string, readonly string[]>>();

type Look = {
  collection: string;
  finish: string;
  colors: string[];
  styleTags: string[];
  door: string | null;
};

/**
 * The look a product's words promise, chosen so that they agree: a named stone's own colours, a metal or an
 * appliance the colour of its finish, a cabinet its style's door and finish, else colours the material
 * comes in. `ordinal` (the product's place in its category) walks the styles, so the first cabinets of a
 * category already cover every style.
 */
function lookOf(random: Random, spec: CategorySpec, material: string, ordinal: number): Look {
  const drawnCollection = random.pick(collectionsFor(spec, material));
  if (spec.styleLooks) {
    // A cabinet line's collection name too is the line's (the style's lines in turn).
    const collection = spec.collections[Math.floor(ordinal / STYLES.length) % spec.collections.length];
    const style = STYLES[ordinal % STYLES.length];
    const { door, finishes } = spec.styleLooks[style];
    // A line is sold as base, wall and tall cabinets alike: the products of one ordinal share its finish and
    // colour (the style's pairs in turn). The two draws the look once took are still made, so every product
    // after a cabinet keeps the look it had.
    random.next();
    random.next();
    const pairs = Object.entries(finishes).flatMap(([f, colours]) => colours.map((c) => [f, c] as const));
    const [finish, colour] = pairs[Math.floor(ordinal / STYLES.length) % pairs.length];
    const others = STYLES.filter((s) => s !== style && spec.styleLooks?.[s]?.door === door);
    return {
      collection,
      finish,
      colors: [colour],
      styleTags: [style, ...random.some(others, random.int(0, 1))],
      door,
    };
  }
  const collection = drawnCollection;
  const finish = random.pick(spec.finishesByMaterial?.[material] ?? spec.finishes);
  const stone = STONES[collection];
  const colors = stone
    ? [...stone.colours]
    : spec.finishIsColour
      ? [FINISH_COLOUR[finish] ?? 'Silver']
      : random.some(
          spec.colorsByFinish?.[finish] ?? spec.colorsByMaterial?.[material] ?? spec.colors,
          random.int(1, 2),
        );
  return { collection, finish, colors, styleTags: random.some(STYLES, random.int(1, 3)), door: null };
}

/**
 * The product's name as a catalogue prints it: a stone by its stone's name (its colours are in it), a metal
 * or an appliance by its finish, a cabinet by colour and door, anything else by its colour and material.
 */
function nameOf(spec: CategorySpec, look: Look, material: string, noun: string) {
  const materialInName = noun.toLowerCase().includes(material.toLowerCase()) ? '' : `${material} `;
  if (STONES[look.collection]) return `${look.collection} ${materialInName}${noun}`;
  if (spec.finishIsColour) return `${look.collection} ${look.finish} ${noun}`;
  if (look.door) return `${look.collection} ${look.colors[0]} ${look.door} ${noun}`;
  // A material that comes in one colour says it (a stainless sink is not a "Silver Stainless Steel" sink).
  const colour = spec.colorsByMaterial?.[material]?.length === 1 ? '' : `${look.colors[0]} `;
  return `${look.collection} ${colour}${materialInName}${noun}`;
}

/** One product of a category, fully determined by the PRNG state and its index. */
export function generateProduct(
  random: Random,
  index: number,
  spec: CategorySpec,
  category: { name: string; leaf: string; ordinal?: number },
  brand: string,
): GeneratedProduct {
  const leaf = spec.leaves?.[category.leaf];
  const material = random.pick(leaf?.materials ?? spec.materials);
  const look = lookOf(random, spec, material, category.ordinal ?? index);
  const noun = random.pick(nounsFor(leaf?.nouns ?? spec.nouns, spec.materials, material));
  const { colors, finish, styleTags } = look;
  const lineSizes = leaf?.sizes ?? spec.sizes;
  const sizeSpecs = spec.allSizesByWidth
    ? [...lineSizes]
    : random.some(lineSizes, Math.min(lineSizes.length, random.int(1, 3)));
  const basePrice = random.int(spec.price[0], spec.price[1]);
  const priceOf = (s: (typeof sizeSpecs)[number], position: number) =>
    spec.allSizesByWidth ? (basePrice * Number(s.w)) / 30 : basePrice * (1 + position * 0.18);
  const sizes = sizeSpecs.map((s, position) => ({
    widthSize: s.w,
    heightSize: s.h ?? null,
    lengthSize: s.l ?? null,
    pattern: s.pattern ?? null,
    unit: spec.unit,
    uom: spec.uom,
    boxSqft: s.sqft ? s.sqft.toFixed(2) : null,
    minQty: s.min ?? 1,
    vendorPriceCents: Math.max(100, Math.round(priceOf(s, position) / 5) * 5),
    position,
  }));
  const name = `${nameOf(spec, look, material, noun)} ${sizeText(sizeSpecs[0])}`.replace(/\s+/g, ' ');
  const door = look.door ? ` ${look.door} doors on a ${material.toLowerCase()} box.` : '';
  const description = `${brand}'s ${look.collection} ${noun.toLowerCase()} in ${colors.join(' and ').toLowerCase()} with a ${finish.toLowerCase()} finish.${door} ${material} built for ${styleTags.join(', ').toLowerCase()} ${category.name.toLowerCase()} projects, sold by the ${spec.unit.toLowerCase()}${spec.unit === 'Box' ? ' (see square feet per box)' : ''}. Ships free nationwide within one to three weeks.`;
  return {
    hash: productHash(random, index),
    name,
    description,
    brand,
    colors,
    finish,
    material,
    styleTags,
    texture: texture(random, spec, look, sizeSpecs[0]),
    searchText: [name, brand, category.name, category.leaf, material, ...colors, finish, ...styleTags].join(
      ' ',
    ),
    sizes,
  };
}
