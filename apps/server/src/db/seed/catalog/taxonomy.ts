import type { HOME_TILES } from '@app/domain/catalog/home-tiles';
import type { Texture } from '../../schema/catalog.ts';

/** How one category's products are named, sized, priced and drawn. Prices are vendor prices in cents. */
export type CategorySpec = {
  unit: 'Box' | 'Piece' | 'Slab' | 'Roll' | 'Pallet';
  uom: string;
  nouns: readonly string[];
  materials: readonly string[];
  collections: readonly string[];
  finishes: readonly string[];
  colors: readonly string[];
  /** [min, max] vendor price per unit in cents. */
  price: readonly [number, number];
  pattern: Texture['pattern'];
  /** Sizes: [width, height or length, box_sqft?] in inches/feet as shown to the buyer. */
  sizes: ReadonlyArray<{ w: string; h?: string; l?: string; pattern?: string; sqft?: number; min?: number }>;
};

const STONE_COLLECTIONS = [
  'Calacatta Gold',
  'Carrara',
  'Statuario',
  'Nero Marquina',
  'Travertine',
  'Slate',
  'Onyx',
  'Emperador',
  'Bardiglio',
  'Pietra Grey',
];
const WOOD = [
  'White Oak',
  'Red Oak',
  'Hickory',
  'Maple',
  'Walnut',
  'Acacia',
  'Teak',
  'Birch',
  'Ash',
  'Cherry',
];
const TILE_COLORS = [
  'White',
  'Ivory',
  'Beige',
  'Grey',
  'Charcoal',
  'Black',
  'Blue',
  'Green',
  'Terracotta',
  'Gold',
];
const WOOD_COLORS = ['Natural', 'Honey', 'Brown', 'Grey', 'Espresso', 'Whitewash', 'Amber'];
const METAL_FINISHES = [
  'Chrome',
  'Brushed Nickel',
  'Matte Black',
  'Polished Brass',
  'Oil-Rubbed Bronze',
  'Stainless Steel',
];
const METAL_COLORS = ['Silver', 'Black', 'Gold', 'Bronze', 'White'];
const FIXTURE_COLLECTIONS = [
  'Avalon',
  'Brookline',
  'Cascade',
  'Delmar',
  'Everett',
  'Fairmont',
  'Harbor',
  'Linden',
  'Monterey',
  'Sonoma',
  'Tahoe',
  'Whitney',
];

const tileSizes = [
  { w: '12', h: '12', sqft: 15 },
  { w: '12', h: '24', sqft: 15.5 },
  { w: '24', h: '24', sqft: 16 },
  { w: '24', h: '48', sqft: 15.5 },
  { w: '3', h: '12', sqft: 10.76 },
  { w: '2', h: '2', pattern: 'Hexagon Mosaic', sqft: 9.8 },
  { w: '3', h: '12', pattern: 'Herringbone', sqft: 10.5 },
];

export const CATEGORY_SPECS: Record<string, CategorySpec> = {
  'Tile Flooring': {
    unit: 'Box',
    uom: 'sq ft',
    nouns: ['Floor Tile', 'Porcelain Tile', 'Ceramic Tile'],
    materials: ['Porcelain', 'Ceramic', 'Marble-Look', 'Stone-Look'],
    collections: STONE_COLLECTIONS,
    finishes: ['Matte', 'Polished', 'Honed', 'Textured'],
    colors: TILE_COLORS,
    price: [3500, 14000],
    pattern: 'tile',
    sizes: tileSizes,
  },
  'Backsplash Tiles': {
    unit: 'Box',
    uom: 'sq ft',
    nouns: ['Backsplash Tile', 'Subway Tile', 'Mosaic Tile'],
    materials: ['Glass', 'Ceramic', 'Marble', 'Zellige'],
    collections: [...STONE_COLLECTIONS, 'Coastal', 'Artisan'],
    finishes: ['Glossy', 'Matte', 'Crackle'],
    colors: TILE_COLORS,
    price: [4500, 22000],
    pattern: 'mosaic',
    sizes: [
      { w: '3', h: '6', sqft: 10.5 },
      { w: '2', h: '8', sqft: 8.6 },
      { w: '1', h: '1', pattern: 'Penny Round', sqft: 9.4 },
      { w: '4', h: '4', sqft: 10.8 },
    ],
  },
  'Hardwood Flooring': {
    unit: 'Box',
    uom: 'sq ft',
    nouns: ['Hardwood Flooring', 'Engineered Hardwood', 'Solid Hardwood Plank'],
    materials: WOOD,
    collections: ['Heritage', 'Mountain Lodge', 'Coastal Living', 'Urban Loft', 'Country Estate'],
    finishes: ['Wire-Brushed', 'Hand-Scraped', 'Smooth', 'Distressed'],
    colors: WOOD_COLORS,
    price: [9000, 32000],
    pattern: 'plank',
    sizes: [
      { w: '5', l: '48', sqft: 22 },
      { w: '7', l: '72', sqft: 23.4 },
      { w: '9', l: '86', sqft: 26 },
    ],
  },
  'Laminate Flooring': {
    unit: 'Box',
    uom: 'sq ft',
    nouns: ['Laminate Flooring', 'Laminate Plank'],
    materials: WOOD,
    collections: ['Everyday', 'Family Proof', 'Rustic Charm', 'Modern Grain'],
    finishes: ['Embossed', 'Smooth', 'Textured'],
    colors: WOOD_COLORS,
    price: [2500, 7500],
    pattern: 'plank',
    sizes: [
      { w: '7.5', l: '50', sqft: 20.6 },
      { w: '8', l: '48', sqft: 23.9 },
    ],
  },
  'luxury-flooring': {
    unit: 'Box',
    uom: 'sq ft',
    nouns: ['Luxury Vinyl Plank', 'Luxury Vinyl Tile', 'Rigid Core Plank'],
    materials: [...WOOD, 'Stone-Look'],
    collections: ['Waterproof Pro', 'Aqua Guard', 'Resilient Home', 'Studio'],
    finishes: ['Matte', 'Embossed', 'Low Gloss'],
    colors: WOOD_COLORS,
    price: [3000, 9500],
    pattern: 'plank',
    sizes: [
      { w: '7', l: '48', sqft: 23.6 },
      { w: '9', l: '60', sqft: 22.4 },
      { w: '12', h: '24', sqft: 19.8 },
    ],
  },
  Countertop: {
    unit: 'Slab',
    uom: 'slab',
    nouns: ['Quartz Countertop Slab', 'Granite Slab', 'Marble Slab', 'Quartzite Slab'],
    materials: ['Quartz', 'Granite', 'Marble', 'Quartzite'],
    collections: STONE_COLLECTIONS,
    finishes: ['Polished', 'Honed', 'Leathered'],
    colors: ['White', 'Grey', 'Black', 'Beige', 'Gold'],
    price: [90000, 420000],
    pattern: 'marble',
    sizes: [
      { w: '126', h: '63', sqft: 55 },
      { w: '120', h: '55', sqft: 45.8 },
    ],
  },
  'Stacked Stone': {
    unit: 'Box',
    uom: 'sq ft',
    nouns: ['Stacked Stone Panel', 'Ledgestone Veneer'],
    materials: ['Natural Stone', 'Slate', 'Quartzite', 'Limestone'],
    collections: ['Alpine', 'Canyon', 'Desert Sand', 'Glacier', 'Rustic Ridge'],
    finishes: ['Split Face', 'Natural Cleft'],
    colors: ['Grey', 'Beige', 'Charcoal', 'Rust', 'White'],
    price: [6000, 18000],
    pattern: 'stone',
    sizes: [
      { w: '6', h: '24', sqft: 6 },
      { w: '8', h: '24', sqft: 8 },
    ],
  },
  'Pool Copings': {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Pool Coping', 'Bullnose Coping'],
    materials: ['Travertine', 'Limestone', 'Porcelain', 'Concrete'],
    collections: ['Resort', 'Riviera', 'Oasis', 'Lagoon'],
    finishes: ['Tumbled', 'Honed', 'Brushed'],
    colors: ['Ivory', 'Beige', 'Grey', 'Walnut'],
    price: [1200, 4800],
    pattern: 'stone',
    sizes: [
      { w: '12', h: '24', min: 10 },
      { w: '16', h: '24', min: 10 },
    ],
  },
  Hardscaping: {
    unit: 'Pallet',
    uom: 'pallet',
    nouns: ['Paver', 'Patio Slab', 'Retaining Wall Block'],
    materials: ['Concrete', 'Travertine', 'Bluestone', 'Brick'],
    collections: ['Cobble', 'Plaza', 'Terrace', 'Garden Path'],
    finishes: ['Tumbled', 'Smooth', 'Textured'],
    colors: ['Grey', 'Tan', 'Charcoal', 'Red', 'Sand'],
    price: [45000, 160000],
    pattern: 'stone',
    sizes: [
      { w: '6', h: '9', sqft: 120 },
      { w: '12', h: '12', sqft: 110 },
      { w: '16', h: '24', sqft: 100 },
    ],
  },
  'Artificial Turf': {
    unit: 'Roll',
    uom: 'roll',
    nouns: ['Artificial Turf', 'Synthetic Grass', 'Putting Green Turf'],
    materials: ['Polyethylene', 'Nylon'],
    collections: ['Evergreen', 'Pet Friendly', 'Premium Lawn', 'Play Safe'],
    finishes: ['Natural Blade', 'Soft Touch'],
    colors: ['Green', 'Olive', 'Lime'],
    price: [18000, 95000],
    pattern: 'turf',
    sizes: [
      { w: '15 ft', l: '25 ft' },
      { w: '15 ft', l: '50 ft' },
    ],
  },
  'Kitchen Faucets': {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Pull-Down Kitchen Faucet', 'Bridge Kitchen Faucet', 'Pot Filler', 'Bar Faucet'],
    materials: ['Brass', 'Stainless'],
    collections: FIXTURE_COLLECTIONS,
    finishes: METAL_FINISHES,
    colors: METAL_COLORS,
    price: [9000, 65000],
    pattern: 'fixture',
    sizes: [{ w: 'Standard', pattern: 'Single Handle' }],
  },
  'Bathroom Faucets': {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Widespread Bathroom Faucet', 'Single-Hole Faucet', 'Vessel Faucet', 'Wall-Mount Faucet'],
    materials: ['Brass'],
    collections: FIXTURE_COLLECTIONS,
    finishes: METAL_FINISHES,
    colors: METAL_COLORS,
    price: [6000, 42000],
    pattern: 'fixture',
    sizes: [
      { w: 'Standard', pattern: '8 in. Widespread' },
      { w: 'Standard', pattern: 'Single Hole' },
    ],
  },
  'Kitchen Sinks': {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Undermount Kitchen Sink', 'Farmhouse Sink', 'Drop-In Sink'],
    materials: ['Stainless Steel', 'Fireclay', 'Granite Composite', 'Cast Iron'],
    collections: FIXTURE_COLLECTIONS,
    finishes: ['Brushed', 'Glossy', 'Matte'],
    colors: ['Silver', 'White', 'Black', 'Grey'],
    price: [15000, 120000],
    pattern: 'fixture',
    sizes: [
      { w: '30', h: '18' },
      { w: '33', h: '22' },
      { w: '36', h: '20' },
    ],
  },
  'Bathroom Vanitys': {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Bathroom Vanity', 'Double Vanity', 'Floating Vanity'],
    materials: ['Solid Wood', 'Oak', 'Birch', 'MDF'],
    collections: FIXTURE_COLLECTIONS,
    finishes: ['Painted', 'Stained', 'Lacquered'],
    colors: ['White', 'Navy', 'Grey', 'Walnut', 'Black', 'Sage'],
    price: [35000, 260000],
    pattern: 'fixture',
    sizes: [
      { w: '30', h: '34' },
      { w: '48', h: '34' },
      { w: '60', h: '34' },
      { w: '72', h: '34' },
    ],
  },
  'Bath Tubs': {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Freestanding Tub', 'Alcove Bathtub', 'Soaking Tub', 'Clawfoot Tub'],
    materials: ['Acrylic', 'Cast Iron', 'Stone Resin'],
    collections: FIXTURE_COLLECTIONS,
    finishes: ['Glossy', 'Matte'],
    colors: ['White', 'Black', 'Grey'],
    price: [60000, 380000],
    pattern: 'fixture',
    sizes: [
      { w: '60', l: '30' },
      { w: '67', l: '32' },
      { w: '72', l: '36' },
    ],
  },
  Showers: {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Shower System', 'Rain Shower Head', 'Frameless Shower Door', 'Shower Base'],
    materials: ['Brass', 'Tempered Glass', 'Acrylic'],
    collections: FIXTURE_COLLECTIONS,
    finishes: METAL_FINISHES,
    colors: METAL_COLORS,
    price: [12000, 180000],
    pattern: 'fixture',
    sizes: [
      { w: '60', h: '76' },
      { w: '48', h: '72' },
      { w: '10', pattern: 'Round' },
    ],
  },
  Toilets: {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Two-Piece Toilet', 'One-Piece Toilet', 'Wall-Hung Toilet', 'Smart Toilet'],
    materials: ['Vitreous China'],
    collections: FIXTURE_COLLECTIONS,
    finishes: ['Glossy'],
    colors: ['White', 'Biscuit', 'Black'],
    price: [18000, 190000],
    pattern: 'fixture',
    sizes: [
      { w: 'Standard', pattern: 'Elongated' },
      { w: 'Standard', pattern: 'Round Front' },
    ],
  },
  'Cabinet Hardware': {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Cabinet Pull', 'Cabinet Knob', 'Appliance Pull', 'Edge Pull'],
    materials: ['Zinc', 'Brass', 'Stainless Steel'],
    collections: FIXTURE_COLLECTIONS,
    finishes: METAL_FINISHES,
    colors: METAL_COLORS,
    price: [300, 3500],
    pattern: 'metal',
    sizes: [
      { w: '3', pattern: '3 in. Center' },
      { w: '5', pattern: '5 in. Center' },
      { w: '1.25', pattern: '1-1/4 in. Knob' },
    ],
  },
  Lights: {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Pendant Light', 'Chandelier', 'Recessed Light', 'Wall Sconce', 'Flush Mount'],
    materials: ['Metal', 'Glass', 'Rattan'],
    collections: FIXTURE_COLLECTIONS,
    finishes: METAL_FINISHES,
    colors: METAL_COLORS,
    price: [2500, 120000],
    pattern: 'fixture',
    sizes: [
      { w: '12', h: '14' },
      { w: '18', h: '20' },
      { w: '6', pattern: '6 in. Round' },
    ],
  },
  Fans: {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Ceiling Fan', 'Outdoor Ceiling Fan', 'Smart Ceiling Fan'],
    materials: ['Metal', 'Wood'],
    collections: FIXTURE_COLLECTIONS,
    finishes: METAL_FINISHES,
    colors: METAL_COLORS,
    price: [12000, 90000],
    pattern: 'fixture',
    sizes: [
      { w: '52', pattern: '52 in. Blade Span' },
      { w: '60', pattern: '60 in. Blade Span' },
    ],
  },
  Appliances: {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Refrigerator', 'Gas Range', 'Induction Cooktop', 'Dishwasher', 'Wall Oven', 'Range Hood'],
    materials: ['Stainless Steel', 'Black Stainless'],
    collections: ['Pro Series', 'Chef', 'Counter-Depth', 'Quiet Clean', 'Smart Home'],
    finishes: ['Stainless', 'Fingerprint Resistant', 'Panel Ready'],
    colors: ['Silver', 'Black', 'White'],
    price: [65000, 650000],
    pattern: 'fixture',
    sizes: [
      { w: '30', h: '36' },
      { w: '36', h: '70' },
      { w: '24', h: '34' },
    ],
  },
};

/** Departments (the header menu) holding the spec's 21 home tiles, in the spec's tile order via `tile`. */
export const DEPARTMENTS: ReadonlyArray<{
  name: string;
  slug: string;
  categories: ReadonlyArray<{ name: string; slug: string; children?: readonly string[] }>;
}> = [
  {
    name: 'Kitchen',
    slug: 'kitchen',
    categories: [
      { name: 'Kitchen Faucets', slug: 'kitchen-faucets' },
      { name: 'Kitchen Sinks', slug: 'kitchen-sinks' },
      { name: 'Countertop', slug: 'countertop' },
      { name: 'Cabinet Hardware', slug: 'cabinet-hardware' },
      { name: 'Backsplash Tiles', slug: 'backsplash-tiles' },
    ],
  },
  {
    name: 'Bathroom',
    slug: 'bathroom',
    categories: [
      { name: 'Bathroom Faucets', slug: 'bathroom-faucets' },
      { name: 'Bathroom Vanitys', slug: 'bathroom-vanitys' },
      { name: 'Bath Tubs', slug: 'bath-tubs' },
      { name: 'Showers', slug: 'showers', children: ['Shower Systems', 'Shower Doors'] },
      { name: 'Toilets', slug: 'toilets' },
    ],
  },
  {
    name: 'Flooring',
    slug: 'flooring',
    categories: [
      {
        name: 'Tile Flooring',
        slug: 'tile-flooring',
        children: ['Porcelain Tile', 'Ceramic Tile', 'Mosaic Tile'],
      },
      {
        name: 'Hardwood Flooring',
        slug: 'hardwood-flooring',
        children: ['Engineered Hardwood', 'Solid Hardwood'],
      },
      { name: 'Laminate Flooring', slug: 'laminate-flooring' },
      { name: 'luxury-flooring', slug: 'luxury-flooring' },
    ],
  },
  {
    name: 'Outdoor',
    slug: 'outdoor',
    categories: [
      { name: 'Artificial Turf', slug: 'artificial-turf' },
      { name: 'Hardscaping', slug: 'hardscaping', children: ['Pavers', 'Retaining Walls'] },
      { name: 'Pool Copings', slug: 'pool-copings' },
      { name: 'Stacked Stone', slug: 'stacked-stone' },
    ],
  },
  {
    name: 'Lighting & Fans',
    slug: 'lighting-fans',
    categories: [
      {
        name: 'Lights',
        slug: 'lights',
        children: ['Pendants', 'Chandeliers', 'Recessed Lighting', 'Wall Sconces'],
      },
      { name: 'Fans', slug: 'fans' },
    ],
  },
  {
    name: 'Appliances',
    slug: 'appliances',
    categories: [
      {
        name: 'Appliances',
        slug: 'appliances-all',
        children: ['Refrigerators', 'Ranges & Cooktops', 'Dishwashers'],
      },
    ],
  },
];

export { HOME_TILES } from '@app/domain/catalog/home-tiles';

type HomeTile = (typeof HOME_TILES)[number];

/** The brands and the home-tile categories each one makes: every category is carried by two to four brands. */
export const BRAND_LINES: Readonly<Record<string, readonly HomeTile[]>> = {
  'Arcadia Tile Co.': ['Tile Flooring', 'Backsplash Tiles', 'Showers', 'Pool Copings'],
  Bellhaven: ['Bathroom Vanitys', 'Bath Tubs', 'Toilets'],
  'Cortland & Reed': ['Cabinet Hardware', 'Kitchen Faucets', 'Bathroom Faucets'],
  Driftstone: ['Hardscaping', 'Stacked Stone', 'Pool Copings', 'Artificial Turf'],
  'Elmwood Floors': ['Hardwood Flooring', 'Laminate Flooring', 'luxury-flooring'],
  'Foxglove Fixtures': ['Kitchen Faucets', 'Bathroom Faucets', 'Showers'],
  'Granite Peak': ['Countertop', 'Kitchen Sinks', 'Stacked Stone'],
  'Harlow Home': ['Lights', 'Fans', 'Cabinet Hardware'],
  Ironbridge: ['Countertop', 'Hardscaping', 'Kitchen Sinks'],
  'Juniper Bath': ['Bath Tubs', 'Showers', 'Bathroom Vanitys', 'Toilets'],
  'Kestrel Lighting': ['Lights'],
  'Larkspur Stone': ['Tile Flooring', 'Backsplash Tiles', 'Stacked Stone', 'Countertop'],
  'Meridian Appliances': ['Appliances'],
  'Northwind Fans': ['Fans', 'Lights'],
  Oakhurst: ['Hardwood Flooring', 'luxury-flooring', 'Bathroom Vanitys'],
  'Pacific Crest': ['Bath Tubs', 'Kitchen Sinks', 'Toilets'],
  'Quarry Lane': ['Countertop', 'Tile Flooring', 'Pool Copings'],
  'Redwood Row': ['Laminate Flooring', 'luxury-flooring', 'Hardwood Flooring'],
  Silverline: ['Appliances', 'Kitchen Sinks', 'Kitchen Faucets'],
  'Terra Verde Turf': ['Artificial Turf'],
  Urbano: ['Tile Flooring', 'Backsplash Tiles', 'Laminate Flooring'],
  'Vista Pools': ['Pool Copings', 'Hardscaping', 'Artificial Turf'],
  Westbrook: ['Appliances', 'Cabinet Hardware', 'Lights'],
  'Yardley & Co.': ['Cabinet Hardware', 'Bathroom Faucets', 'Toilets', 'Fans'],
};

export const BRANDS = Object.keys(BRAND_LINES);

/** The brands that make a category (by its home-tile name). */
export const brandsMaking = (tile: string) => BRANDS.filter((b) => BRAND_LINES[b].includes(tile as HomeTile));
