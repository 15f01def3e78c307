import { STYLES } from '@app/domain/catalog/styles';
import type { Texture } from '../../schema/catalog.ts';
import { productHash, type Random } from './random.ts';
import type { CategorySpec } from './taxonomy.ts';

const SWATCH: Record<string, string> = {
  White: '#f4f4f2',
  Ivory: '#efe8d8',
  Beige: '#d9c7a7',
  Grey: '#9ca3af',
  Charcoal: '#3f4448',
  Black: '#1f2023',
  Blue: '#4f7ca8',
  Green: '#5f8a5f',
  Terracotta: '#c0673f',
  Gold: '#c9a44c',
  Natural: '#c8a06a',
  Honey: '#c58b3f',
  Brown: '#7a5230',
  Espresso: '#4a2f22',
  Whitewash: '#ded6c8',
  Amber: '#b87333',
  Silver: '#c0c4c8',
  Bronze: '#7c5a3a',
  Rust: '#9a4e2a',
  Tan: '#c2a27a',
  Red: '#a3412f',
  Sand: '#d8c49c',
  Olive: '#6b7a3a',
  Lime: '#7fb23a',
  Navy: '#243b5e',
  Sage: '#9caf88',
  Walnut: '#5c4033',
  Biscuit: '#e8dcc2',
};
export const swatchOf = (color: string) => SWATCH[color] ?? '#a8a29e';

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
  colors: string[],
  size: CategorySpec['sizes'][number],
): Texture {
  const inches = (v: string | undefined, fallback: number) => {
    const n = Number.parseFloat(v ?? '');
    return Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    base_color: swatchOf(colors[0]),
    accent_color: swatchOf(colors[1] ?? colors[0]),
    pattern: spec.pattern,
    tile_width_in: inches(size.w, 12),
    tile_height_in: inches(size.h ?? size.l, 12),
    grout_color: random.pick(['#e5e7eb', '#d6d3d1', '#6b7280', '#f5f5f4']),
    grout_width_in:
      spec.pattern === 'tile' || spec.pattern === 'mosaic' ? random.pick([0.0625, 0.125, 0.1875]) : 0,
    roughness: Math.round(random.next() * 80 + 10) / 100,
  };
}

const names = (text: string, word: string) =>
  new RegExp(`\\b${word.replace(/[^a-z0-9 -]/gi, '')}\\b`, 'i').test(text);

/**
 * The nouns that agree with the material: those naming it ('Granite' → 'Granite Slab'), else those naming no
 * material at all ('Marble-Look' → 'Floor Tile'), so that no product is a 'Granite Quartzite Slab'.
 */
function nounsFor(spec: CategorySpec, material: string): readonly string[] {
  const own = spec.nouns.filter((n) => names(n, material));
  if (own.length) return own;
  const neutral = spec.nouns.filter((n) => !spec.materials.some((m) => names(n, m)));
  return neutral.length ? neutral : spec.nouns;
}

/** One product of a category, fully determined by the PRNG state and its index. */
export function generateProduct(
  random: Random,
  index: number,
  spec: CategorySpec,
  category: { name: string; leaf: string },
  brand: string,
): GeneratedProduct {
  const collection = random.pick(spec.collections);
  const material = random.pick(spec.materials);
  const noun = random.pick(nounsFor(spec, material));
  const colors = random.some(spec.colors, random.int(1, 2));
  const finish = random.pick(spec.finishes);
  const styleTags = random.some(STYLES, random.int(1, 3));
  const sizeSpecs = random.some(spec.sizes, Math.min(spec.sizes.length, random.int(1, 3)));
  const basePrice = random.int(spec.price[0], spec.price[1]);
  const sizes = sizeSpecs.map((s, position) => ({
    widthSize: s.w,
    heightSize: s.h ?? null,
    lengthSize: s.l ?? null,
    pattern: s.pattern ?? null,
    unit: spec.unit,
    uom: spec.uom,
    boxSqft: s.sqft ? s.sqft.toFixed(2) : null,
    minQty: s.min ?? 1,
    vendorPriceCents: Math.max(100, Math.round((basePrice * (1 + position * 0.18)) / 5) * 5),
    position,
  }));
  const materialInName = noun.toLowerCase().includes(material.toLowerCase()) ? '' : `${material} `;
  const name = `${collection} ${colors[0]} ${materialInName}${noun} ${sizeText(sizeSpecs[0])}`.replace(
    /\s+/g,
    ' ',
  );
  const description = `${brand}'s ${collection} ${noun.toLowerCase()} in ${colors.join(' and ').toLowerCase()} with a ${finish.toLowerCase()} finish. ${material} built for ${styleTags.join(', ').toLowerCase()} ${category.name.toLowerCase()} projects, sold by the ${spec.unit.toLowerCase()}${spec.unit === 'Box' ? ' (see square feet per box)' : ''}. Ships free nationwide within one to three weeks.`;
  return {
    hash: productHash(random, index),
    name,
    description,
    brand,
    colors,
    finish,
    styleTags,
    texture: texture(random, spec, colors, sizeSpecs[0]),
    searchText: [name, brand, category.name, category.leaf, material, ...colors, finish, ...styleTags].join(
      ' ',
    ),
    sizes,
  };
}
