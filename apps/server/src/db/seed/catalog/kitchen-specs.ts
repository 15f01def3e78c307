import type { CategorySpec } from './category-spec.ts';

const size = (w: number, h: number) => ({ w: String(w), h: String(h) });
/** Stock cabinet widths: 9 to 48 in by 3 in. */
const STOCK_WIDTHS = Array.from({ length: 14 }, (_, i) => 9 + i * 3);

/**
 * Appliances (each leaf its own nouns and real sizes: a template fills a refrigerator slot only from
 * Refrigerators) and cabinets (one door style and finish per product, in every stock width, so a kitchen's
 * row of cabinets is one line billed piece by piece).
 */
export const KITCHEN_SPECS: Record<string, CategorySpec> = {
  Appliances: {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Refrigerator'],
    materials: ['Steel'],
    collections: ['Pro Series', 'Chef', 'Counter-Depth', 'Quiet Clean', 'Smart Home'],
    finishes: ['Stainless Steel', 'Black Stainless', 'Fingerprint-Resistant Stainless', 'White'],
    colors: ['Silver', 'Black', 'White'],
    finishIsColour: true,
    price: [65000, 650000],
    pattern: 'fixture',
    sizes: [size(36, 70)],
    leaves: {
      Refrigerators: {
        nouns: ['French Door Refrigerator', 'Side-by-Side Refrigerator', 'Bottom-Freezer Refrigerator'],
        sizes: [size(30, 70), size(33, 70), size(36, 70)],
      },
      Ranges: {
        nouns: ['Gas Range', 'Induction Range', 'Dual-Fuel Range'],
        sizes: [size(30, 36), size(36, 36)],
      },
      Cooktops: { nouns: ['Induction Cooktop', 'Gas Cooktop'], sizes: [size(30, 4), size(36, 4)] },
      'Wall Ovens': { nouns: ['Single Wall Oven', 'Double Wall Oven'], sizes: [size(27, 29), size(30, 51)] },
      Dishwashers: { nouns: ['Dishwasher'], sizes: [size(24, 34), size(18, 34)] },
      'Range Hoods': {
        nouns: ['Wall-Mount Range Hood', 'Under-Cabinet Range Hood'],
        sizes: [size(30, 18), size(36, 18)],
      },
      Microwaves: { nouns: ['Over-the-Range Microwave'], sizes: [size(30, 17)] },
      Washers: { nouns: ['Front-Load Washer', 'Top-Load Washer'], sizes: [size(27, 39)] },
      Dryers: { nouns: ['Electric Dryer', 'Gas Dryer'], sizes: [size(27, 39)] },
    },
  },
  Cabinets: {
    unit: 'Piece',
    uom: 'piece',
    nouns: ['Base Cabinet'],
    materials: ['Plywood', 'Solid Wood', 'MDF'],
    collections: ['Hampton', 'Aspen', 'Greenwich', 'Bristol', 'Sausalito', 'Westport'],
    finishes: ['Painted'],
    colors: ['White'],
    // Per piece of the 30 in width; a piece's price follows its width.
    price: [18000, 52000],
    pattern: 'fixture',
    sizes: [size(30, 34.5)],
    allSizesByWidth: true,
    leaves: {
      'Base Cabinets': { nouns: ['Base Cabinet'], sizes: STOCK_WIDTHS.map((w) => size(w, 34.5)) },
      'Wall Cabinets': { nouns: ['Wall Cabinet'], sizes: STOCK_WIDTHS.map((w) => size(w, 30)) },
      'Tall Cabinets': { nouns: ['Tall Pantry Cabinet'], sizes: [18, 24, 30, 36].map((w) => size(w, 84)) },
    },
    styleLooks: {
      Modern: {
        door: 'Slab',
        finishes: { Lacquered: ['White', 'Black', 'Grey'], Matte: ['Charcoal', 'White'] },
      },
      Minimalist: { door: 'Flat Panel', finishes: { Matte: ['White', 'Grey', 'Beige'] } },
      Farmhouse: { door: 'Shaker', finishes: { Painted: ['White', 'Sage', 'Navy'] } },
      Transitional: { door: 'Shaker', finishes: { Painted: ['White', 'Grey', 'Navy'] } },
      Traditional: {
        door: 'Raised Panel',
        finishes: { Stained: ['Espresso', 'Brown', 'Honey'], Painted: ['White', 'Ivory'] },
      },
      Luxury: {
        door: 'Inset Raised Panel',
        finishes: { Lacquered: ['Ivory', 'Black'], Stained: ['Walnut'] },
      },
      Coastal: { door: 'Beadboard', finishes: { Painted: ['White', 'Blue', 'Sage'] } },
      Industrial: { door: 'Slab', finishes: { Matte: ['Charcoal', 'Black'], Stained: ['Walnut'] } },
      'Mid-Century': { door: 'Slab', finishes: { Stained: ['Walnut', 'Natural', 'Honey'] } },
      Rustic: { door: 'Plank', finishes: { Distressed: ['Natural', 'Brown', 'Whitewash'] } },
    },
  },
};
