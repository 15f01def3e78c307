import { colourHex } from '@app/domain/catalog/colour-names';
import type { Style } from '@app/domain/catalog/styles';
import type { MirrorLook, Texture } from '@app/domain/catalog/texture';
import type { GeneratedProduct, GeneratedSize } from './generate.ts';

/**
 * The bathroom mirrors (issue 21 A3): the 'Bathroom Mirrors' category the bathroom templates hang over each
 * vanity. Written out line by line rather than drawn by the catalogue's generator, so that adding them leaves
 * every generated product as it was, and under fixed hashes, so that a catalogue seeded before them gets
 * them too (seed/mirrors.ts). Each line is a frame style in one finish: its name says the finish and the
 * frame, its colour is the finish's, its texture the colour and the finish's surface, and its `mirror` look
 * the outline and frame the 3-D room draws.
 */
export const MIRROR_CATEGORY = { name: 'Bathroom Mirrors', slug: 'bathroom-mirrors' } as const;

type Line = {
  hash: string;
  collection: string;
  /** The finish as the catalogue names it, and the colour it is. */
  finish: string;
  colour: string;
  /** What the frame is made of (the glass of a frameless one). */
  material: string;
  noun: string;
  look: MirrorLook;
  /** The finish's surface: glossy, satin or matte (looks.ts ROUGHNESS). */
  roughness: number;
  styles: Style[];
  brand: 'Bellhaven' | 'Juniper Bath' | 'Oakhurst';
  /** Width × height in inches, smallest first. */
  sizes: Array<[number, number]>;
  /** Vendor price of the first size, in cents. */
  cents: number;
};

const THIN = (shape: MirrorLook['shape'] = 'rectangle'): MirrorLook => ({
  shape,
  frame: 'metal',
  frame_in: 0.75,
});
const WOOD: MirrorLook = { shape: 'rectangle', frame: 'wood', frame_in: 2.5 };
const BEVEL: MirrorLook = { shape: 'rectangle', frame: 'bevel', frame_in: 0 };
const RECT: Array<[number, number]> = [
  [24, 32],
  [30, 36],
  [36, 30],
  [48, 36],
  [60, 36],
];

// biome-ignore format: one line a row
const LINES: Line[] = [
  { hash: 'mir-linden-brass-thin', collection: 'Linden', finish: 'Polished Brass', colour: 'Gold', material: 'Brass', noun: 'Thin-Frame Vanity Mirror', look: THIN(), roughness: 0.14, styles: ['Luxury', 'Transitional', 'Modern'], brand: 'Bellhaven', sizes: RECT, cents: 18900 },
  { hash: 'mir-whitney-black-thin', collection: 'Whitney', finish: 'Matte Black', colour: 'Black', material: 'Steel', noun: 'Thin-Frame Vanity Mirror', look: THIN(), roughness: 0.72, styles: ['Industrial', 'Modern', 'Farmhouse'], brand: 'Juniper Bath', sizes: RECT, cents: 15900 },
  { hash: 'mir-harbor-chrome-thin', collection: 'Harbor', finish: 'Chrome', colour: 'Silver', material: 'Aluminum', noun: 'Thin-Frame Vanity Mirror', look: THIN(), roughness: 0.1, styles: ['Coastal', 'Modern', 'Minimalist'], brand: 'Juniper Bath', sizes: RECT, cents: 14900 },
  { hash: 'mir-delmar-nickel-thin', collection: 'Delmar', finish: 'Brushed Nickel', colour: 'Silver', material: 'Aluminum', noun: 'Thin-Frame Vanity Mirror', look: THIN(), roughness: 0.42, styles: ['Transitional', 'Traditional', 'Coastal'], brand: 'Bellhaven', sizes: RECT, cents: 16900 },
  { hash: 'mir-sonoma-walnut-wood', collection: 'Sonoma', finish: 'Stained', colour: 'Walnut', material: 'Solid Wood', noun: 'Wood-Frame Vanity Mirror', look: WOOD, roughness: 0.48, styles: ['Mid-Century', 'Rustic', 'Traditional'], brand: 'Oakhurst', sizes: RECT, cents: 22900 },
  { hash: 'mir-tahoe-natural-wood', collection: 'Tahoe', finish: 'Stained', colour: 'Natural', material: 'Solid Wood', noun: 'Wood-Frame Vanity Mirror', look: WOOD, roughness: 0.5, styles: ['Farmhouse', 'Rustic', 'Coastal'], brand: 'Oakhurst', sizes: RECT, cents: 21900 },
  { hash: 'mir-fairmont-espresso-wood', collection: 'Fairmont', finish: 'Stained', colour: 'Espresso', material: 'Solid Wood', noun: 'Wood-Frame Vanity Mirror', look: WOOD, roughness: 0.45, styles: ['Traditional', 'Luxury', 'Transitional'], brand: 'Oakhurst', sizes: RECT, cents: 23900 },
  { hash: 'mir-everett-white-wood', collection: 'Everett', finish: 'Painted', colour: 'White', material: 'Solid Wood', noun: 'Wood-Frame Vanity Mirror', look: WOOD, roughness: 0.4, styles: ['Farmhouse', 'Coastal', 'Traditional'], brand: 'Bellhaven', sizes: RECT, cents: 19900 },
  { hash: 'mir-avalon-frameless-bevel', collection: 'Avalon', finish: 'Polished', colour: 'Silver', material: 'Glass', noun: 'Frameless Beveled Vanity Mirror', look: BEVEL, roughness: 0.08, styles: ['Minimalist', 'Modern', 'Luxury'], brand: 'Juniper Bath', sizes: [[24, 36], [30, 36], [36, 30], [48, 36], [60, 36], [72, 36]], cents: 10900 },
  { hash: 'mir-cascade-frameless-bevel', collection: 'Cascade', finish: 'Polished', colour: 'Silver', material: 'Glass', noun: 'Frameless Beveled Vanity Mirror', look: BEVEL, roughness: 0.08, styles: ['Transitional', 'Coastal', 'Traditional'], brand: 'Bellhaven', sizes: [[20, 30], [24, 36], [36, 30], [48, 36], [60, 36]], cents: 9900 },
  { hash: 'mir-monterey-gold-arch', collection: 'Monterey', finish: 'Brushed Gold', colour: 'Gold', material: 'Steel', noun: 'Arched Vanity Mirror', look: THIN('arch'), roughness: 0.4, styles: ['Transitional', 'Luxury', 'Mid-Century'], brand: 'Bellhaven', sizes: [[20, 30], [24, 36], [30, 40]], cents: 21900 },
  { hash: 'mir-brookline-black-arch', collection: 'Brookline', finish: 'Matte Black', colour: 'Black', material: 'Steel', noun: 'Arched Vanity Mirror', look: THIN('arch'), roughness: 0.7, styles: ['Farmhouse', 'Industrial', 'Traditional'], brand: 'Juniper Bath', sizes: [[20, 30], [24, 36], [30, 40]], cents: 19900 },
  { hash: 'mir-cascade-bronze-round', collection: 'Cascade', finish: 'Oil-Rubbed Bronze', colour: 'Bronze', material: 'Steel', noun: 'Round Vanity Mirror', look: THIN('round'), roughness: 0.7, styles: ['Rustic', 'Industrial', 'Farmhouse'], brand: 'Juniper Bath', sizes: [[24, 24], [30, 30], [36, 36]], cents: 14900 },
  { hash: 'mir-linden-gold-round', collection: 'Linden', finish: 'Brushed Gold', colour: 'Gold', material: 'Steel', noun: 'Round Vanity Mirror', look: THIN('round'), roughness: 0.38, styles: ['Mid-Century', 'Modern', 'Luxury'], brand: 'Bellhaven', sizes: [[24, 24], [30, 30], [36, 36]], cents: 16900 },
  { hash: 'mir-harbor-chrome-round', collection: 'Harbor', finish: 'Chrome', colour: 'Silver', material: 'Aluminum', noun: 'Round Vanity Mirror', look: THIN('round'), roughness: 0.1, styles: ['Coastal', 'Minimalist', 'Modern'], brand: 'Juniper Bath', sizes: [[24, 24], [30, 30], [36, 36]], cents: 13900 },
];

/**
 * A size's price: the first size's, grown with the glass's area to the power 0.75 (a mirror twice the size
 * costs about 70% more), in whole dollars less a cent.
 */
export const mirrorPriceCents = (line: Pick<Line, 'cents' | 'sizes'>, [w, h]: [number, number]) => {
  const [w0, h0] = line.sizes[0];
  return Math.round(((line.cents + 1) * ((w * h) / (w0 * h0)) ** 0.75) / 100) * 100 - 1;
};

const sizeOf = (line: Line, size: [number, number], position: number): GeneratedSize => ({
  widthSize: String(size[0]),
  heightSize: String(size[1]),
  lengthSize: null,
  pattern: null,
  unit: 'Piece',
  uom: 'piece',
  boxSqft: null,
  minQty: 1,
  vendorPriceCents: mirrorPriceCents(line, size),
  position,
});

export type MirrorProduct = GeneratedProduct & { leaf: { tile: string; leaf: string } };

/** Every mirror, as the seed inserts it and the catalogue-coherence test reads it. */
export const MIRROR_PRODUCTS: readonly MirrorProduct[] = LINES.map((line) => {
  const [w, h] = line.sizes[0];
  // A metal frame is named by its finish, a wood frame by its colour; a frameless mirror by neither.
  const word = { metal: `${line.finish} `, wood: `${line.colour} `, bevel: '' }[line.look.frame];
  const name = `${line.collection} ${word}${line.noun} ${w}x${h}`;
  const texture: Texture = {
    base_color: colourHex(line.colour),
    accent_color: colourHex(line.colour),
    pattern: 'fixture',
    tile_width_in: w,
    tile_height_in: h,
    grout_color: '#d6d3d1',
    grout_width_in: 0,
    roughness: line.roughness,
    mirror: line.look,
  };
  const frame =
    line.look.frame === 'bevel'
      ? 'a 1 in bevelled edge and no frame'
      : `a ${line.look.frame_in} in ${line.material.toLowerCase()} frame`;
  const shape = { rectangle: 'rectangular', arch: 'arched', round: 'round' }[line.look.shape];
  const description = `${line.brand}'s ${line.collection} ${shape} vanity mirror in ${line.colour.toLowerCase()} with ${/^[AEIOU]/.test(line.finish) ? 'an' : 'a'} ${line.finish.toLowerCase()} finish: silvered glass with ${frame}, hung by a French cleat over the vanity. Built for ${line.styles.join(', ').toLowerCase()} bathrooms, sold by the piece. Ships free nationwide within one to three weeks.`;
  return {
    hash: line.hash,
    name,
    description,
    brand: line.brand,
    colors: [line.colour],
    finish: line.finish,
    material: line.material,
    styleTags: line.styles,
    texture,
    searchText: [
      name,
      line.brand,
      MIRROR_CATEGORY.name,
      'mirror',
      shape,
      line.material,
      line.colour,
      line.finish,
      ...line.styles,
    ].join(' '),
    sizes: line.sizes.map((s, i) => sizeOf(line, s, i)),
    leaf: { tile: MIRROR_CATEGORY.name, leaf: MIRROR_CATEGORY.name },
  };
});
