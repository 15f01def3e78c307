import { describe, expect, it } from 'vitest';
import { type ImportRow, readCatalogRows } from './catalog-import.ts';
import { dollarsToCents, PRICE_NOT_DOLLARS } from './catalog-import-cells.ts';
import { importSample } from './catalog-import-contract.ts';
import { IMPORT_COLUMNS, IMPORT_LIMITS, type ImportColumn, readHeader } from './catalog-import-format.ts';
import { type CategoryOption, importLookup } from './catalog-import-lookup.ts';
import { templateRows } from './catalog-import-template.ts';

const CATEGORIES: CategoryOption[] = [
  {
    id: 11,
    name: 'Porcelain Tile',
    slug: 'tile-flooring-porcelain-tile',
    unit: 'Box',
    uom: 'sq ft',
    children: 0,
    childSlug: null,
    texture: { pattern: 'tile', grout_color: '#6b7280', roughness: 0.4 },
  },
  {
    id: 12,
    name: 'Kitchen Faucets',
    slug: 'kitchen-faucets',
    unit: 'Piece',
    uom: 'each',
    children: 0,
    childSlug: null,
    texture: {},
  },
  {
    id: 13,
    name: 'Tile Flooring',
    slug: 'tile-flooring',
    unit: 'Box',
    uom: 'sq ft',
    children: 3,
    childSlug: 'tile-flooring-porcelain-tile',
    texture: {},
  },
];
const lookup = importLookup({
  categories: CATEGORIES,
  brands: [
    { id: 7, name: 'Your Brand', moderated: false },
    { id: 8, name: 'Hidden Brand', moderated: true },
  ],
  swatches: new Map([
    ['White', '#f4f4f2'],
    ['silver', '#c0c4c8'],
  ]),
});

/** CSV rows (header first, as string arrays) → the reader's rows, lines counted from 1. */
function rowsOf(table: string[][]): ImportRow[] {
  const header = readHeader(table[0]);
  if ('error' in header) throw new Error(header.error);
  return table.slice(1).map((cells, i) => ({
    line: i + 2,
    cells: Object.fromEntries(header.columns.flatMap((c, k) => (c ? [[c, cells[k] ?? '']] : []))) as Partial<
      Record<ImportColumn, string>
    >,
  }));
}

const template = templateRows();
const col = (name: ImportColumn) => IMPORT_COLUMNS.indexOf(name);
/** The template with `cells` changed on data row `row` (0 = the first product row). */
const withCells = (row: number, cells: Partial<Record<ImportColumn, string>>) =>
  template.map((r, i) => {
    if (i !== row + 1) return r;
    const copy = [...r];
    for (const [name, v] of Object.entries(cells)) copy[col(name as ImportColumn)] = v;
    return copy;
  });

describe('catalogue import: reading the rows', () => {
  it('reads the template: two products, three sizes, texture defaults from the category', () => {
    const reading = readCatalogRows(rowsOf(template), lookup);
    expect(reading.errors).toEqual([]);
    expect(reading.counts).toEqual({ rows: 3, products: 2, sizes: 3, rows_with_errors: 0, errors: 0 });
    const [tile, faucet] = reading.products;
    expect(tile).toMatchObject({ ref: 'TILE-001', line: 2, brand: 'Your Brand', category: 'Porcelain Tile' });
    expect(tile.input).toMatchObject({ category_id: 11, brand_id: 7, colors: ['White', 'Gold'] });
    expect(tile.input.sizes.map((s) => s.vendor_price_cents)).toEqual([6400, 8950]);
    expect(tile.input.sizes[0]).toMatchObject({ width_size: '12', height_size: '24', box_sqft: 15.5 });
    expect(tile.input.texture).toMatchObject({ pattern: 'tile', grout_color: '#e5e7eb', roughness: 0.3 });
    // No `sample` key: an import leaves a product's sample offer as it is (issue 25 point 7).
    expect('sample' in tile.input).toBe(false);
    // The faucet gives no texture: Piece → fixture, the catalogue's swatch for "Silver", neutral defaults.
    expect(faucet.input.texture).toEqual({
      pattern: 'fixture',
      base_color: '#c0c4c8',
      accent_color: '#c0c4c8',
      grout_color: '#d6d3d1',
      tile_width_in: 12,
      tile_height_in: 12,
      grout_width_in: 0,
      roughness: 0.5,
    });
    expect(importSample(reading.products)[0].sizes[1]).toEqual({
      label: '24 X 48',
      unit: 'Box',
      uom: 'sq ft',
      box_sqft: 15.5,
      min_qty: 1,
      price_cents: 8950,
      cut_allowance_in: null,
    });
  });

  it('takes blank texture cells from what the category draws, and unit and uom from the category', () => {
    const blank = { texture_pattern: '', grout_color: '', roughness: '', unit: '', uom: '' };
    const table = withCells(0, blank).map((r, i) => (i === 2 ? withCells(1, blank)[2] : r));
    const [tile] = readCatalogRows(rowsOf(table), lookup).products;
    expect(tile.input.texture).toMatchObject({ pattern: 'tile', grout_color: '#6b7280', roughness: 0.4 });
    expect(tile.input.sizes[0]).toMatchObject({ unit: 'Box', uom: 'sq ft' });
  });

  it('puts each refusal on its line and column, with the product form’s messages', () => {
    const table = [
      ...withCells(0, { price: '1e308', width_size: '0x10', roughness: '2' }),
      [...template[3]].map((v, i) => (i === col('product_ref') ? 'LAMP-1' : v)),
    ];
    table[4][col('name')] = ' ';
    table[4][col('brand')] = 'Somebody Else';
    table[4][col('category')] = 'tile-flooring';
    const { errors, counts, products } = readCatalogRows(rowsOf(table), lookup);
    expect(errors).toEqual([
      { line: 2, column: 'roughness', message: 'The roughness may not be greater than 1.' },
      {
        line: 2,
        column: 'width_size',
        message: 'The width must be a number of inches between 0 and 9999.',
      },
      { line: 2, column: 'price', message: PRICE_NOT_DOLLARS },
      // The second row of the tile still says 0.3: the rows of one product describe one product.
      { line: 3, column: 'roughness', message: 'The roughness differs from line 2 of product "TILE-001".' },
      { line: 5, column: 'name', message: 'The name field is required.' },
      {
        line: 5,
        column: 'category',
        message:
          'The selected category is invalid: "tile-flooring" has sub-categories; choose one of them (e.g. tile-flooring-porcelain-tile).',
      },
      {
        line: 5,
        column: 'brand',
        message: 'The selected brand is invalid: "Somebody Else" is not one of your brands.',
      },
    ]);
    expect(counts).toMatchObject({ products: 3, sizes: 4, rows_with_errors: 3, errors: 7 });
    // Only the product without errors is kept: a product is listed whole or not at all.
    expect(products.map((p) => p.ref)).toEqual(['FAUCET-001']);
  });

  it('reads a slab’s cut allowance and refuses it on another unit, above 6 in or not a number (issue 21)', () => {
    expect(template[0]).toContain('cut_allowance_in');
    const slab = withCells(2, { unit: 'Slab', uom: 'slab', cut_allowance_in: '2.5' });
    const kept = readCatalogRows(rowsOf(slab), lookup);
    expect(kept.errors).toEqual([]);
    expect(kept.products[1].input.sizes[0].cut_allowance_in).toBe(2.5);
    // The preview shows the column it imports.
    expect(importSample(kept.products)[1].sizes[0]).toMatchObject({ unit: 'Slab', cut_allowance_in: 2.5 });
    // Left empty: the default 1 in (null), on the slab and the tile alike.
    expect(
      readCatalogRows(rowsOf(withCells(2, { unit: 'Slab' })), lookup).products[1].input.sizes[0],
    ).toMatchObject({ cut_allowance_in: null });

    const table = withCells(0, { cut_allowance_in: '1' }).map((r, i) =>
      i === 2 ? withCells(1, { unit: 'Slab', box_sqft: '', cut_allowance_in: '7' })[2] : r,
    );
    table[3] = withCells(2, { unit: 'Slab', cut_allowance_in: 'abc' })[3];
    expect(readCatalogRows(rowsOf(table), lookup).errors).toEqual([
      { line: 2, column: 'cut_allowance_in', message: 'Only a slab has a cut allowance.' },
      { line: 3, column: 'cut_allowance_in', message: 'The cut allowance may not be greater than 6 in.' },
      { line: 4, column: 'cut_allowance_in', message: 'The cut allowance must be a number of inches.' },
    ]);
  });

  it('refuses NUL bytes and formula-looking text as data, never reading them', () => {
    const table = withCells(0, {
      name: 'Tile\u0000',
      description: '=HYPERLINK("http://x")',
      colors: '@White',
    });
    const { errors } = readCatalogRows(rowsOf(table), lookup);
    expect(errors).toEqual([
      { line: 2, column: 'name', message: 'The name must not contain a NUL character.' },
      {
        line: 2,
        column: 'description',
        message:
          'The description must not start with =, +, -, @ or a tab (a spreadsheet would run it as a formula).',
      },
      {
        line: 2,
        column: 'colors',
        message:
          'The colours must not start with =, +, -, @ or a tab (a spreadsheet would run it as a formula).',
      },
    ]);
  });

  it('refuses a row without product_ref, a product whose rows disagree, a hidden brand and too many sizes', () => {
    const rows = withCells(1, { product_ref: 'TILE-001', name: 'Another Name' });
    rows.push(IMPORT_COLUMNS.map(() => ''));
    rows[4][col('name')] = 'Orphan';
    const big = [template[0]];
    for (let i = 0; i < 21; i++)
      big.push(template[3].map((v, k) => (k === col('brand') ? 'hidden brand' : v)));
    const a = readCatalogRows(rowsOf(rows), lookup).errors;
    expect(a).toContainEqual({
      line: 3,
      column: 'name',
      message: 'The name differs from line 2 of product "TILE-001".',
    });
    expect(a).toContainEqual({
      line: 5,
      column: 'product_ref',
      message: 'The product_ref field is required.',
    });
    const b = readCatalogRows(rowsOf(big), lookup).errors;
    expect(b).toContainEqual({
      line: 2,
      column: 'brand',
      message:
        'The selected brand is invalid: "hidden brand" is hidden by the marketplace; its products cannot be listed.',
    });
    expect(b).toContainEqual({ line: 2, column: 'product_ref', message: 'Give at most 20 sizes.' });
  });

  it('keeps the first errors and counts them all', () => {
    const table = [template[0]];
    for (let i = 0; i < IMPORT_LIMITS.maxErrors + 5; i++)
      table.push(
        template[3].map((v, k) => (k === col('product_ref') ? `P${i}` : k === col('price') ? 'x' : v)),
      );
    const { errors, counts } = readCatalogRows(rowsOf(table), lookup);
    expect(errors).toHaveLength(IMPORT_LIMITS.maxErrors);
    expect(counts.errors).toBe(IMPORT_LIMITS.maxErrors + 5);
    expect(counts.rows_with_errors).toBe(IMPORT_LIMITS.maxErrors + 5);
  });
});

describe('catalogue import: header and cells', () => {
  it('reads headers as vendors write them and refuses unknown, missing and repeated columns', () => {
    expect(
      readHeader(['Product Ref', 'Name', 'description', 'Category', 'brand', 'Colours', 'price', '']),
    ).toEqual({
      columns: ['product_ref', 'name', 'description', 'category', 'brand', 'colors', 'price', null],
    });
    expect(readHeader([...template[0], 'prce'])).toEqual({
      error: expect.stringMatching(
        /^The header has an unknown column "prce"\. The columns are: product_ref, /,
      ),
    });
    expect(readHeader(template[0].filter((c) => c !== 'brand'))).toEqual({
      error: 'The header has no "brand" column.',
    });
    expect(readHeader([...template[0], 'Name'])).toEqual({
      error: 'The header has the "name" column twice.',
    });
  });

  it('reads a price in dollars as spreadsheets write it, and nothing else', () => {
    expect(dollarsToCents('12')).toEqual({ cents: 1200 });
    expect(dollarsToCents(' $1,234.5 ')).toEqual({ cents: 123450 });
    expect(dollarsToCents('0.07')).toEqual({ cents: 7 });
    for (const bad of ['1e308', '0x10', '-5', '12.345', '1,23', 'NaN', 'Infinity', '12 dollars'])
      expect(dollarsToCents(bad)).toEqual({ error: PRICE_NOT_DOLLARS });
    expect(dollarsToCents('')).toEqual({ error: 'The price field is required.' });
  });
});
