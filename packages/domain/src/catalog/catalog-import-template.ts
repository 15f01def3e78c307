import { IMPORT_COLUMNS, type ImportColumn } from './catalog-import-format.ts';

/**
 * The downloadable template (GET /api/vendor/imports/template.csv): the header and two example products,
 * a tile in two sizes with its texture given, and a faucet that leaves its texture to the category's
 * defaults. The vendor replaces "Your Brand" with the name of one of their brands.
 */
const PRODUCT_ROWS: Array<Partial<Record<ImportColumn, string>>> = [
  {
    product_ref: 'TILE-001',
    name: 'Calacatta Gold Porcelain Tile',
    description: 'A polished porcelain tile with soft gold veining, rectified edges.',
    category: 'Porcelain Tile',
    brand: 'Your Brand',
    colors: 'White|Gold',
    finish: 'Polished',
    style_tags: 'Modern|Luxury',
    texture_pattern: 'tile',
    base_color: '#f4f4f2',
    accent_color: '#c9a44c',
    grout_color: '#e5e7eb',
    tile_width_in: '12',
    tile_height_in: '24',
    grout_width_in: '0.125',
    roughness: '0.3',
    width_size: '12',
    height_size: '24',
    unit: 'Box',
    uom: 'sq ft',
    box_sqft: '15.50',
    min_qty: '1',
    price: '64.00',
  },
  {
    width_size: '24',
    height_size: '48',
    unit: 'Box',
    uom: 'sq ft',
    box_sqft: '15.50',
    min_qty: '1',
    price: '89.50',
  },
  {
    product_ref: 'FAUCET-001',
    name: 'Arc Pull-Down Kitchen Faucet',
    description: 'A single-handle pull-down kitchen faucet with a magnetic docking spray head.',
    category: 'Kitchen Faucets',
    brand: 'Your Brand',
    colors: 'Silver',
    finish: 'Brushed Nickel',
    style_tags: 'Transitional',
    pattern: 'Single Handle',
    unit: 'Piece',
    min_qty: '1',
    price: '249.00',
  },
];

/** The template's rows, header first: the second tile row repeats its product's columns, as any row may. */
export function templateRows(): string[][] {
  const [tile, tileLarge, faucet] = PRODUCT_ROWS;
  const rows = [tile, { ...tile, ...tileLarge }, faucet];
  return [[...IMPORT_COLUMNS], ...rows.map((row) => IMPORT_COLUMNS.map((c) => row[c] ?? ''))];
}

/** The template's file name. */
export const TEMPLATE_FILE_NAME = 'catalogue-import-template.csv';
