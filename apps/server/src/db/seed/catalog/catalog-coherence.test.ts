import { COLOUR_NAMES, colourHex, deltaE, isColourName } from '@app/domain/catalog/colour-names';
import { productSwatchSvg } from '@app/domain/catalog/product-swatch';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_SEED, CATALOGUE_SIZE, catalogueProduct, type Leaf } from './catalogue.ts';
import type { GeneratedProduct } from './generate.ts';
import { MIRROR_PRODUCTS, mirrorPriceCents } from './mirrors.ts';
import { createRandom } from './random.ts';
import { CATEGORY_SPECS } from './taxonomy.ts';

/**
 * Every product of the demo catalogue (the same generator, seed and count as a first start, and the bathroom
 * mirrors written out beside it), read as a shopper reads it: its name, colours, finish, description, the
 * "Surface" row of its page and its picture must not contradict each other.
 */
const random = createRandom(CATALOGUE_SEED);
const PRODUCTS = [
  ...Array.from({ length: CATALOGUE_SIZE }, (_, i) => catalogueProduct(random, i)),
  ...MIRROR_PRODUCTS,
];

const word = (phrase: string) => new RegExp(`(^|[^a-z-])${phrase.toLowerCase()}($|[^a-z-])`);
const has = (text: string, phrase: string) => word(phrase).test(text.toLowerCase());
/** The name without its material and noun, where a colour word is the wood or stone ("White Oak"). */
const nameWords = (p: GeneratedProduct) => p.name.replace(new RegExp(p.material, 'i'), ' ');

/** The product page's "Surface" row (apps/web spec-rows): read back from the texture's roughness. */
const surfaceShown = (roughness: number) =>
  roughness < 0.3 ? 'Glossy' : roughness < 0.6 ? 'Satin' : 'Matte';
/** What each finish word tells a shopper about the surface. */
const SURFACE_OF_FINISH: Array<[RegExp, string]> = [
  [/polished|glossy|chrome|lacquered|crackle|^white$/i, 'Glossy'],
  [
    /matte|textured|tumbled|leathered|wire-brushed|scraped|distressed|embossed|split face|cleft|blade|soft touch|bronze/i,
    'Matte',
  ],
  [/honed|satin|smooth|low gloss|painted|stained|brushed|stainless|nickel|gold/i, 'Satin'],
];
/** The colour each stone is known by: its ground colour, as any stone yard would show it. */
const STONE_GROUND: Record<string, string> = {
  Calacatta: 'White',
  Carrara: 'White',
  Statuario: 'White',
  'Nero Marquina': 'Black',
  Emperador: 'Brown',
  Bardiglio: 'Grey',
  'Pietra Grey': 'Grey',
  'Crema Marfil': 'Beige',
  Travertine: 'Beige',
  Slate: 'Charcoal',
  'Absolute Black': 'Black',
  'Kashmir White': 'White',
  'Steel Grey': 'Grey',
  'Taj Mahal': 'Ivory',
  'Super White': 'White',
};
/** The colour a metal or appliance finish is. */
const METAL_COLOUR: Array<[RegExp, string]> = [
  [/black/i, 'Black'],
  [/brass|gold/i, 'Gold'],
  [/bronze/i, 'Bronze'],
  [/chrome|nickel|stainless/i, 'Silver'],
];
const ALL_FINISHES = [...new Set(Object.values(CATEGORY_SPECS).flatMap((s) => s.finishes))];
const STONE_FREE_MATERIALS = ['Ceramic', 'Glass', 'Zellige'];

const failures = (check: (p: GeneratedProduct & { leaf: Leaf }) => string | null) =>
  PRODUCTS.map((p) => {
    const why = check(p);
    return why && `${p.name}: ${why}`;
  }).filter(Boolean);

describe(`the demo catalogue's ${CATALOGUE_SIZE} products and its mirrors agree with themselves`, () => {
  it('colour words in a name are the product colours, and each colour is one the colour table draws', () => {
    expect(
      failures((p) => {
        const unknown = p.colors.filter((c) => !isColourName(c));
        if (unknown.length) return `colours ${unknown} are not in the colour table`;
        const named = COLOUR_NAMES.filter((c) => has(nameWords(p), c));
        const wrong = named.filter((c) => !p.colors.includes(c));
        return wrong.length ? `the name says ${wrong} but its colours are ${p.colors}` : null;
      }),
    ).toEqual([]);
  });

  it('the 3-D material and the picture show the named colour (ΔE < 3 between texture and colour table)', () => {
    expect(
      failures((p) => {
        const base = deltaE(p.texture.base_color, colourHex(p.colors[0]));
        const accent = deltaE(p.texture.accent_color, colourHex(p.colors[1] ?? p.colors[0]));
        return base < 3 && accent < 3 ? null : `texture ${p.texture.base_color} is not ${p.colors[0]}`;
      }),
    ).toEqual([]);
    // The swatch every shop page shows: drawn from the texture, its tiles or planks are the named colour.
    for (const p of PRODUCTS.filter((_, i) => i % 97 === 0)) {
      if (p.texture.pattern === 'fixture' || p.texture.pattern === 'metal') continue;
      const fills = [...productSwatchSvg(p.name, p.texture, 0).matchAll(/fill="(#[0-9a-f]{6})"/g)].map(
        (m) => m[1],
      );
      const near = fills.filter((f) => deltaE(f, colourHex(p.colors[0])) < 12);
      expect(near.length / fills.length, p.name).toBeGreaterThan(0.5);
    }
  });

  it('a named stone is that stone: its colours, and only on a material that can be it', () => {
    expect(
      failures((p) => {
        const stone = Object.keys(STONE_GROUND).find((s) => has(nameWords(p), s));
        if (!stone) return null;
        if (p.colors[0] !== STONE_GROUND[stone]) return `${stone} is ${STONE_GROUND[stone]}, not ${p.colors}`;
        if (STONE_FREE_MATERIALS.includes(p.material)) return `a ${p.material} tile is not ${stone}`;
        if (
          p.material === 'Granite' &&
          ['Calacatta', 'Carrara', 'Statuario', 'Nero Marquina'].includes(stone)
        )
          return `${stone} is a marble, not a granite`;
        return null;
      }),
    ).toEqual([]);
  });

  it('finish words in the name and description are its finish, and the page shows the finish as its surface', () => {
    expect(
      failures((p) => {
        // A finish that is a colour ('White') is checked as a colour; 'Brushed' is part of 'Brushed Nickel'.
        const inName = ALL_FINISHES.filter((f) => !isColourName(f) && has(nameWords(p), f));
        const wrong = inName.filter((f) => !has(p.finish, f));
        if (wrong.length) return `the name says ${wrong} but its finish is ${p.finish}`;
        const said = /with an? ([a-z -]+) finish/.exec(p.description)?.[1];
        if (said !== p.finish.toLowerCase()) return `the description says ${said}, the finish is ${p.finish}`;
        const expected = SURFACE_OF_FINISH.find(([re]) => re.test(p.finish))?.[1];
        if (!expected) return `finish ${p.finish} has no known surface`;
        const shown = surfaceShown(p.texture.roughness);
        return shown === expected ? null : `Finish: ${p.finish} beside Surface: ${shown}`;
      }),
    ).toEqual([]);
  });

  it('a metal or appliance is the colour of its finish (no Black Stainless pot filler in bronze)', () => {
    expect(
      failures((p) => {
        if (!CATEGORY_SPECS[p.leaf.tile]?.finishIsColour) return null;
        const colour =
          METAL_COLOUR.find(([re]) => re.test(p.finish))?.[1] ?? (has(p.finish, 'White') ? 'White' : null);
        if (!colour) return `finish ${p.finish} names no colour`;
        if (!p.colors.includes(colour)) return `finish ${p.finish} but colours ${p.colors}`;
        // The first metal word of the name is the colour it promises ('Black Stainless' is black).
        const named = METAL_COLOUR.find(([re]) => re.test(nameWords(p)))?.[1] ?? colour;
        return named === colour ? null : `the name says ${named}, the finish is ${p.finish}`;
      }),
    ).toEqual([]);
  });

  it('each appliance is the appliance its category says, sized as one', () => {
    const NOUN: Record<string, RegExp> = {
      Refrigerators: /Refrigerator/,
      Ranges: /Range \d/,
      Cooktops: /Cooktop/,
      'Wall Ovens': /Wall Oven/,
      Dishwashers: /Dishwasher/,
      'Range Hoods': /Range Hood/,
      Microwaves: /Microwave/,
      Washers: /Washer/,
      Dryers: /Dryer/,
    };
    const appliances = PRODUCTS.filter((p) => p.leaf.tile === 'Appliances');
    expect(new Set(appliances.map((p) => p.leaf.leaf))).toEqual(new Set(Object.keys(NOUN)));
    expect(
      failures((p) => (p.leaf.tile !== 'Appliances' || NOUN[p.leaf.leaf].test(p.name) ? null : p.leaf.leaf)),
    ).toEqual([]);
    const fridgeWidths = new Set(
      appliances
        .filter((p) => p.leaf.leaf === 'Refrigerators')
        .flatMap((p) => p.sizes.map((s) => s.widthSize)),
    );
    expect([...fridgeWidths].sort()).toEqual(['30', '33', '36']);
  });

  it('cabinets come base, wall and tall in every stock width, their door by style, priced by width', () => {
    const cabinets = PRODUCTS.filter((p) => p.leaf.tile === 'Cabinets');
    const widths = (leaf: string) =>
      new Set(
        cabinets.filter((p) => p.leaf.leaf === leaf).flatMap((p) => p.sizes.map((s) => Number(s.widthSize))),
      );
    const stock = Array.from({ length: 14 }, (_, i) => 9 + 3 * i);
    expect([...widths('Base Cabinets')].sort((a, b) => a - b)).toEqual(stock);
    expect([...widths('Wall Cabinets')].sort((a, b) => a - b)).toEqual(stock);
    expect([...widths('Tall Cabinets')].sort((a, b) => a - b)).toEqual([18, 24, 30, 36]);
    const DOOR: Record<string, RegExp> = {
      Farmhouse: /Shaker/,
      Transitional: /Shaker/,
      Modern: /Slab/,
      Minimalist: /Flat Panel|Slab/,
      Traditional: /Raised Panel/,
    };
    expect(
      failures((p) => {
        if (p.leaf.tile !== 'Cabinets') return null;
        const door = DOOR[p.styleTags[0]];
        if (door && !door.test(p.name)) return `a ${p.styleTags[0]} cabinet with another door`;
        const [narrow, wide] = [p.sizes[0], p.sizes.at(-1)!];
        return wide.vendorPriceCents > narrow.vendorPriceCents ? null : 'a wider cabinet is not dearer';
      }),
    ).toEqual([]);
  });

  it('a mirror is drawn as its name says (round, arched, frameless, a wood frame) in its finish, and a bigger one costs more', () => {
    expect(MIRROR_PRODUCTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(MIRROR_PRODUCTS.map((p) => p.hash)).size).toBe(MIRROR_PRODUCTS.length);
    const mirrors = (check: (p: (typeof MIRROR_PRODUCTS)[number]) => string | null) =>
      MIRROR_PRODUCTS.map((p) => {
        const why = check(p);
        return why && `${p.name}: ${why}`;
      }).filter(Boolean);
    expect(
      mirrors((p) => {
        const look = p.texture.mirror;
        if (!look) return 'no mirror look';
        const shape = /Round/.test(p.name) ? 'round' : /Arched/.test(p.name) ? 'arch' : 'rectangle';
        if (look.shape !== shape) return `named ${shape}, drawn ${look.shape}`;
        const frame = /Frameless/.test(p.name) ? 'bevel' : /Wood-Frame/.test(p.name) ? 'wood' : 'metal';
        if (look.frame !== frame) return `named ${frame}, drawn ${look.frame}`;
        if ((frame === 'bevel') !== (look.frame_in === 0))
          return `a ${frame} mirror with a ${look.frame_in} in frame`;
        // A metal frame is the colour of its finish, and named by it.
        const metal = METAL_COLOUR.find(([re]) => re.test(p.finish))?.[1];
        if (frame === 'metal' && (!metal || p.colors[0] !== metal || !p.name.includes(p.finish)))
          return `a ${p.finish} frame in ${p.colors}`;
        // Round is as wide as it is tall; a size is its texture's first size; dearer as it grows.
        const sizes = p.sizes.map((s) => [Number(s.widthSize), Number(s.heightSize)] as [number, number]);
        if (shape === 'round' && sizes.some(([w, h]) => w !== h)) return 'a round mirror that is not round';
        if (p.texture.tile_width_in !== sizes[0][0] || p.texture.tile_height_in !== sizes[0][1])
          return 'its texture is not its first size';
        if (!p.name.endsWith(`${sizes[0][0]}x${sizes[0][1]}`)) return 'its name is not its first size';
        // More glass costs more (a 30 × 36 in and a 36 × 30 in mirror are the same glass, at one price).
        const area = (s: (typeof p.sizes)[number]) => Number(s.widthSize) * Number(s.heightSize);
        for (const a of p.sizes)
          for (const b of p.sizes)
            if (area(a) > area(b) && a.vendorPriceCents <= b.vendorPriceCents)
              return 'a bigger mirror is not dearer';
        return null;
      }),
    ).toEqual([]);
    // The 24 × 32 in brass mirror at $189 (less a cent), its 60 × 36 in at 189 × (2160 / 768)^0.75 = $410.47:
    // $409.99.
    expect(mirrorPriceCents({ cents: 18900, sizes: [[24, 32]] }, [60, 36])).toBe(40999);
  });
});
