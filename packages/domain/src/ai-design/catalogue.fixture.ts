import { STYLES } from '../catalog/styles.ts';
import { inchesOf, type SizeInfo } from '../room/sell-units.ts';
import type { AccessoryPrices, DesignCandidate } from './design-candidate.ts';
import { seeded } from './random.ts';

/**
 * A synthetic showroom catalogue for the AI designer's tests (issue 26), made the same every time: every
 * category and subcategory any template's slot takes, each product in one to three sizes (a cabinet line in
 * every stock width, as the seed sells them) with the seed's units, box coverages and prices, colours, style
 * tags, finishes, brands and vendors. `perLeaf` products per subcategory: 8 for the tests, ~500 for a
 * catalogue of ~40,000 sizes.
 */
type Size = [w: string, h: string | null, sqft?: number];
type Spec = {
  category: string;
  leaf?: string;
  unit: SizeInfo['unit'];
  sizes: Size[];
  allSizes?: boolean;
  price: [number, number];
  colours: string[];
  finishes: string[];
  pattern?: string;
};

const TONES = ['White', 'Ivory', 'Beige', 'Honey', 'Natural', 'Terracotta', 'Gold', 'Tan', 'Bronze'];
const DARK = ['Charcoal', 'Black', 'Espresso', 'Brown', 'Grey', 'Silver', 'Sand', 'Walnut', 'Navy'];
const ALL = [...TONES, ...DARK];
const METALS = ['Brushed Nickel', 'Matte Black', 'Polished Chrome', 'Brushed Brass'];
const TILE: Size[] = [
  ['12', '12', 15],
  ['12', '24', 15.5],
  ['24', '24', 16],
  ['24', '48', 15.5],
  ['3', '12', 10.76],
];
const STOCK = Array.from({ length: 14 }, (_, i) => String(9 + 3 * i));
const piece = (widths: string[], h: string | null = null): Size[] => widths.map((w) => [w, h]);

// biome-ignore format: one category a line
const SPECS: Spec[] = [
  { category: 'Tile Flooring', unit: 'Box', sizes: TILE, price: [3500, 14000], colours: ALL, finishes: ['Matte', 'Polished'] },
  { category: 'luxury-flooring', unit: 'Box', sizes: [['7', '48', 23.6], ['9', '60', 22.4]], price: [3000, 9500], colours: ALL, finishes: ['Matte', 'Textured'], pattern: 'plank' },
  { category: 'Hardwood Flooring', unit: 'Box', sizes: [['5', '48', 22], ['7', '72', 23.4]], price: [9000, 32000], colours: ['Natural', 'Honey', 'Brown', 'Grey', 'Espresso', 'Whitewash', 'Amber'], finishes: ['Matte', 'Satin'], pattern: 'plank' },
  { category: 'Laminate Flooring', unit: 'Box', sizes: [['7.5', '50', 20.6], ['8', '48', 23.9]], price: [2500, 7500], colours: ALL, finishes: ['Matte', 'Satin'], pattern: 'plank' },
  { category: 'Backsplash Tiles', unit: 'Box', sizes: [['3', '6', 10.5], ['2', '8', 8.6], ['4', '4', 10.8]], price: [4500, 22000], colours: ALL, finishes: ['Glossy', 'Matte'] },
  { category: 'Stacked Stone', unit: 'Box', sizes: [['6', '24', 6], ['8', '24', 8]], price: [6000, 18000], colours: ALL, finishes: ['Natural', 'Split Face'] },
  { category: 'Countertop', unit: 'Slab', sizes: [['126', '63'], ['120', '55']], price: [90000, 420000], colours: ALL, finishes: ['Polished', 'Honed'] },
  { category: 'Lights', unit: 'Piece', sizes: piece(['12', '18'], '14'), price: [2500, 120000], colours: ALL, finishes: METALS },
  { category: 'Fans', unit: 'Piece', sizes: piece(['52', '60']), price: [12000, 90000], colours: ALL, finishes: METALS },
  { category: 'Appliances', leaf: 'Refrigerators', unit: 'Piece', sizes: piece(['30', '33', '36'], '70'), price: [65000, 650000], colours: ['Silver', 'Black', 'White'], finishes: ['Stainless Steel', 'Black Stainless', 'White'] },
  { category: 'Appliances', leaf: 'Ranges', unit: 'Piece', sizes: piece(['30', '36'], '36'), price: [65000, 650000], colours: ['Silver', 'Black', 'White'], finishes: ['Stainless Steel', 'Black Stainless', 'White'] },
  { category: 'Appliances', leaf: 'Cooktops', unit: 'Piece', sizes: piece(['30', '36'], '4'), price: [65000, 300000], colours: ['Silver', 'Black'], finishes: ['Stainless Steel', 'Black Stainless'] },
  { category: 'Appliances', leaf: 'Wall Ovens', unit: 'Piece', sizes: piece(['27', '30'], '29'), price: [65000, 400000], colours: ['Silver', 'Black'], finishes: ['Stainless Steel', 'Black Stainless'] },
  { category: 'Appliances', leaf: 'Dishwashers', unit: 'Piece', sizes: piece(['24', '18'], '34'), price: [45000, 200000], colours: ['Silver', 'Black', 'White'], finishes: ['Stainless Steel', 'Black Stainless', 'White'] },
  { category: 'Appliances', leaf: 'Range Hoods', unit: 'Piece', sizes: piece(['30', '36'], '18'), price: [25000, 250000], colours: ['Silver', 'Black', 'White'], finishes: ['Stainless Steel', 'Black Stainless', 'White'] },
  { category: 'Appliances', leaf: 'Microwaves', unit: 'Piece', sizes: piece(['30'], '17'), price: [25000, 90000], colours: ['Silver', 'Black'], finishes: ['Stainless Steel', 'Black Stainless'] },
  { category: 'Appliances', leaf: 'Washers', unit: 'Piece', sizes: piece(['27'], '39'), price: [60000, 180000], colours: ['White', 'Grey'], finishes: ['White', 'Graphite'] },
  { category: 'Appliances', leaf: 'Dryers', unit: 'Piece', sizes: piece(['27'], '39'), price: [60000, 180000], colours: ['White', 'Grey'], finishes: ['White', 'Graphite'] },
  { category: 'Cabinets', leaf: 'Base Cabinets', unit: 'Piece', sizes: piece(STOCK, '34.5'), allSizes: true, price: [18000, 52000], colours: ALL, finishes: ['Painted', 'Stained', 'Matte'] },
  { category: 'Cabinets', leaf: 'Wall Cabinets', unit: 'Piece', sizes: piece(STOCK, '30'), allSizes: true, price: [15000, 42000], colours: ALL, finishes: ['Painted', 'Stained', 'Matte'] },
  { category: 'Cabinets', leaf: 'Tall Cabinets', unit: 'Piece', sizes: piece(['18', '24', '30', '36'], '84'), allSizes: true, price: [40000, 90000], colours: ALL, finishes: ['Painted', 'Stained', 'Matte'] },
  { category: 'Toilets', unit: 'Piece', sizes: piece(['Standard']), price: [18000, 190000], colours: ['White', 'Ivory', 'Black'], finishes: ['Glossy'] },
  { category: 'Bath Tubs', unit: 'Piece', sizes: piece(['60', '67', '72'], '30'), price: [60000, 380000], colours: ['White', 'Ivory', 'Black'], finishes: ['Glossy', 'Matte'] },
  { category: 'Showers', unit: 'Piece', sizes: piece(['60', '48', '36'], '76'), price: [12000, 180000], colours: ['Silver', 'Black', 'Gold'], finishes: METALS },
  { category: 'Bathroom Vanitys', unit: 'Piece', sizes: piece(['24', '30', '48', '60', '72'], '34'), price: [35000, 260000], colours: ALL, finishes: ['Painted', 'Stained', 'Matte'] },
  { category: 'Bathroom Mirrors', unit: 'Piece', sizes: [['20', '30'], ['24', '36'], ['30', '36'], ['48', '36'], ['60', '36']], price: [8000, 90000], colours: ['Silver', 'Black', 'Gold', 'Bronze'], finishes: METALS },
  { category: 'Bathroom Faucets', unit: 'Piece', sizes: piece(['Standard', 'Widespread']), price: [6000, 42000], colours: ['Silver', 'Black', 'Gold', 'Bronze'], finishes: METALS },
  { category: 'Kitchen Faucets', unit: 'Piece', sizes: piece(['Standard']), price: [9000, 65000], colours: ['Silver', 'Black', 'Gold', 'Bronze'], finishes: METALS },
  { category: 'Kitchen Sinks', unit: 'Piece', sizes: piece(['30', '33', '36'], '18'), price: [15000, 120000], colours: ['Silver', 'Black', 'White'], finishes: ['Brushed', 'Matte'] },
  { category: 'Hardscaping', leaf: 'Pavers', unit: 'Pallet', sizes: [['6', '9', 120], ['12', '12', 110], ['16', '24', 100]], price: [45000, 160000], colours: ['Ivory', 'Sand', 'Tan', 'Red', 'Grey', 'Charcoal'], finishes: ['Tumbled', 'Smooth', 'Textured'] },
  { category: 'Hardscaping', leaf: 'Retaining Walls', unit: 'Pallet', sizes: [['6', '9', 120]], price: [45000, 160000], colours: ['Red', 'Tan', 'Charcoal'], finishes: ['Tumbled'] },
  { category: 'Pool Copings', unit: 'Piece', sizes: [['12', '24'], ['16', '24']], price: [1200, 4800], colours: ['Ivory', 'Beige', 'Grey', 'Walnut'], finishes: ['Tumbled', 'Honed', 'Matte'] },
  { category: 'Artificial Turf', unit: 'Roll', sizes: [['15 ft', '25 ft'], ['15 ft', '50 ft']], price: [18000, 95000], colours: ['Green', 'Olive', 'Lime'], finishes: ['Natural Blade', 'Soft Touch'], pattern: 'turf' },
];

/** What the showroom charges for each installation supply (cents a unit). */
export const ACCESSORY_PRICES: AccessoryPrices = {
  grout: 2400,
  thinset: 3200,
  underlayment: 4500,
  transition: 1800,
  sinkCutOut: 25000,
};

const VENDORS = 6;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function products(spec: Spec, perLeaf: number, nextId: () => number): DesignCandidate[] {
  const leaf = spec.leaf ?? spec.category;
  return Array.from({ length: perLeaf }, (_, i) => {
    const r = (what: string) => seeded(2026, `${leaf}|${i}|${what}`);
    const pick = <T>(xs: readonly T[], what: string) => xs[Math.floor(r(what) * xs.length)];
    const colours = [
      ...new Set([pick(spec.colours, 'c1'), ...(r('two') < 0.4 ? [pick(spec.colours, 'c2')] : [])]),
    ];
    const styleTags = [
      ...new Set([STYLES[i % STYLES.length], ...(r('tags') < 0.5 ? [pick(STYLES, 't2')] : [])]),
    ];
    const finish = pick(spec.finishes, 'finish');
    const vendor = 1 + Math.floor(r('vendor') * VENDORS);
    const count = spec.allSizes
      ? spec.sizes.length
      : 1 + Math.floor(r('sizes') * Math.min(3, spec.sizes.length));
    const start = spec.allSizes ? 0 : Math.floor(r('first') * spec.sizes.length);
    const sizes = Array.from({ length: count }, (_, k) => spec.sizes[(start + k) % spec.sizes.length]);
    const base = spec.price[0] + Math.round((r('price') * (spec.price[1] - spec.price[0])) / 5) * 5;
    const hash = `${slug(leaf)}-${i}`;
    return sizes.map(([w, h, sqft], k): DesignCandidate => {
      const width = inchesOf(w);
      const priceCents = spec.allSizes
        ? Math.round((base * (width ?? 30)) / 30)
        : Math.round(base * (1 + k * 0.18));
      return {
        product: hash,
        sizeId: nextId(),
        category: spec.category,
        leaf,
        colors: colours,
        styleTags,
        widthIn: width,
        heightIn: inchesOf(h),
        finish,
        brand: vendor,
        name: `${colours[0]} ${finish} ${leaf} ${i + 1} ${w}${h ? `x${h}` : ''}`,
        brandName: `Brand ${vendor}`,
        vendor,
        priceCents,
        size: {
          unit: spec.unit,
          boxSqft: sqft ?? null,
          widthSize: w,
          heightSize: h,
          lengthSize: null,
          category: spec.category,
          pattern: spec.pattern ?? (spec.unit === 'Piece' ? 'fixture' : 'tile'),
        },
      };
    });
  }).flat();
}

const made = new Map<number, DesignCandidate[]>();

/** The catalogue with `perLeaf` products in each subcategory (made once per size). */
export function catalogue(perLeaf = 8): DesignCandidate[] {
  let list = made.get(perLeaf);
  if (!list) {
    let id = 0;
    list = SPECS.flatMap((spec) => products(spec, perLeaf, () => ++id));
    made.set(perLeaf, list);
  }
  return list;
}
