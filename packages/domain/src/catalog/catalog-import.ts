import type { z } from 'zod';
import { required } from '../shared/field-messages.ts';
import { dollarsToCents, listCell, styleTagsCell, textCell, unsafeCell } from './catalog-import-cells.ts';
import {
  COLUMN_LABEL,
  COLUMN_OF_FIELD,
  type ImportColumn,
  PRODUCT_COLUMNS,
  TEXT_COLUMNS,
} from './catalog-import-format.ts';
import { type ImportCounts, type ImportRowError, ImportTally } from './catalog-import-tally.ts';
import { type CategoryTexture, textureDraft } from './catalog-import-texture.ts';
import { type VendorProductInput, vendorProductInputSchema } from './vendor-product.ts';

/**
 * A vendor's catalogue CSV → the products it lists (issue 12, docs/api-catalog-import.md). Rows are grouped
 * into products by `product_ref`; each product is validated by `vendorProductInputSchema`, the schema of the
 * product form and of the API, so all three refuse the same things with the same messages; each refusal is
 * mapped back to the CSV line and column that caused it.
 */

/** One data row: its line in the file (the header is line 1) and its cells by column. */
export type ImportRow = { line: number; cells: Partial<Record<ImportColumn, string>> };

export type { ImportCounts, ImportRowError } from './catalog-import-tally.ts';

/** A category the import may file products under; `texture` is what its products mostly look like. */
export type ImportCategory = {
  id: number;
  name: string;
  unit: string;
  uom: string | null;
  texture: CategoryTexture;
};

/** Names → rows, decided by the server from the database (catalog-import-lookup.ts builds these). */
export type ImportLookup = {
  /** A category by slug or name, or the message saying why the cell names none the vendor may use. */
  category: (cell: string) => ImportCategory | string;
  /** One of the vendor's own brands by name, or the message saying why not. */
  brand: (cell: string) => { id: number; name: string } | string;
  /** The catalogue's swatch for a colour name, if it has one. */
  swatch: (colour: string) => string | undefined;
};

/** A product that validated, with where it came from and the names the preview shows. */
export type ImportedProduct = {
  ref: string;
  line: number;
  brand: string;
  category: string;
  input: VendorProductInput;
};

export type ImportReading = {
  products: ImportedProduct[];
  /** The first IMPORT_LIMITS.maxErrors errors, by line then column. */
  errors: ImportRowError[];
  counts: ImportCounts;
};

/** Collects errors once per line, column and message; remembers the cells that could not be read. */
class ErrorList {
  readonly all: ImportRowError[] = [];
  private readonly seen = new Set<string>();
  private readonly unreadable = new Set<string>();
  add(line: number, column: ImportColumn, message: string, unreadable = false) {
    const cell = `${line}:${column}`;
    if (unreadable) this.unreadable.add(cell);
    else if (this.unreadable.has(cell)) return; // the cell's own message says it already
    const key = `${cell}:${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.all.push({ line, column, message });
  }
}

/** The rows of one product: those with the same `product_ref`. */
export type ImportGroup = { ref: string; rows: ImportRow[] };
type Group = ImportGroup;

const REF_REQUIRED = 'The product_ref field is required.';

/** The row's `product_ref` as rows are grouped by it: '' when it has none, or one refused as unsafe. */
export function refOf(row: ImportRow): string {
  const cell = row.cells.product_ref ?? '';
  return unsafeCell(cell, COLUMN_LABEL.product_ref, TEXT_COLUMNS.has('product_ref')) ? '' : cell.trim();
}

function refLessRow(row: ImportRow, errors: ErrorList) {
  checkCells([row], errors);
  errors.add(row.line, 'product_ref', REF_REQUIRED, true);
}

/** Refuses NUL bytes and formula-looking text in every cell before anything reads it. */
function checkCells(rows: ImportRow[], errors: ErrorList) {
  for (const row of rows) {
    for (const [column, value] of Object.entries(row.cells) as [ImportColumn, string][]) {
      const problem = unsafeCell(value, COLUMN_LABEL[column], TEXT_COLUMNS.has(column));
      if (problem) {
        errors.add(row.line, column, problem, true);
        row.cells[column] = '';
      }
    }
  }
}

/**
 * The product's own columns: the first non-blank value of each among its rows, with the line it is on. A
 * later row giving a different value is refused (the rows of one product describe one product).
 */
function productCells(group: Group, errors: ErrorList) {
  const value: Partial<Record<ImportColumn, string>> = {};
  const lineOf: Partial<Record<ImportColumn, number>> = {};
  for (const row of group.rows) {
    for (const column of PRODUCT_COLUMNS) {
      const cell = (row.cells[column] ?? '').trim();
      if (cell === '') continue;
      if (value[column] === undefined) {
        value[column] = cell;
        lineOf[column] = row.line;
      } else if (value[column] !== cell) {
        errors.add(
          row.line,
          column,
          `The ${COLUMN_LABEL[column]} differs from line ${lineOf[column]} of product "${group.ref.slice(0, 40)}".`,
          true,
        );
      }
    }
  }
  const first = group.rows[0].line;
  return { value, line: (column: ImportColumn) => lineOf[column] ?? first };
}

/** One row's size as the schema reads it; the category's unit and uom when the row gives none. */
function sizeDraft(row: ImportRow, category: ImportCategory | null, errors: ErrorList) {
  const c = row.cells;
  const price = dollarsToCents(c.price ?? '');
  if ('error' in price) errors.add(row.line, 'price', price.error, true);
  const unit = textCell(c.unit) ?? category?.unit;
  return {
    width_size: textCell(c.width_size),
    height_size: textCell(c.height_size),
    length_size: textCell(c.length_size),
    pattern: textCell(c.pattern),
    unit,
    uom: textCell(c.uom) ?? (category && unit === category.unit ? category.uom : null),
    box_sqft: textCell(c.box_sqft),
    // A number for the schema (it takes no text); "abc" becomes NaN, which it refuses on this cell.
    cut_allowance_in: textCell(c.cut_allowance_in) == null ? undefined : Number(textCell(c.cut_allowance_in)),
    min_qty: textCell(c.min_qty),
    vendor_price_cents: 'cents' in price ? price.cents : undefined,
  };
}

/** A schema issue's path → the line and column of the CSV that holds the refused value. */
function placeIssue(
  issue: z.core.$ZodIssue,
  group: Group,
  line: (column: ImportColumn) => number,
): { line: number; column: ImportColumn } {
  const path = issue.path.map(String);
  if (path[0] === 'sizes' && path.length >= 3) {
    const row = group.rows[Number(path[1])] ?? group.rows[0];
    const field = path[2];
    return { line: row.line, column: COLUMN_OF_FIELD[field] ?? (field as ImportColumn) };
  }
  const field = path[0] === 'texture' ? path.slice(0, 2).join('.') : path[0];
  const column = COLUMN_OF_FIELD[field] ?? 'product_ref';
  return { line: line(column), column };
}

function readGroup(group: Group, lookup: ImportLookup, errors: ErrorList): ImportedProduct | null {
  const before = errors.all.length;
  const { value, line } = productCells(group, errors);
  const found = <T>(column: 'category' | 'brand', find: (cell: string) => T | string): T | null => {
    const cell = value[column] ?? '';
    if (cell === '') {
      errors.add(line(column), column, required(column), true);
      return null;
    }
    const hit = find(cell);
    if (typeof hit === 'string') errors.add(line(column), column, hit, true);
    return typeof hit === 'string' ? null : hit;
  };
  const category = found('category', lookup.category);
  const brand = found('brand', lookup.brand);
  const colors = listCell(value.colors ?? '');
  const sizes = group.rows.map((row) => sizeDraft(row, category, errors));
  const draft = {
    name: value.name ?? '',
    description: value.description ?? '',
    category_id: category?.id,
    brand_id: brand?.id,
    colors,
    finish: textCell(value.finish),
    style_tags: styleTagsCell(value.style_tags ?? ''),
    texture: textureDraft(value, {
      category: category?.texture ?? {},
      unit: sizes[0]?.unit,
      colors,
      firstSize: sizes[0] ?? {},
      swatch: lookup.swatch,
    }),
    sizes,
  };
  const parsed = vendorProductInputSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const at = placeIssue(issue, group, line);
      errors.add(at.line, at.column, issue.message);
    }
  }
  if (!parsed.success || errors.all.length > before || !category || !brand) return null;
  return {
    ref: group.ref,
    line: group.rows[0].line,
    brand: brand.name,
    category: category.name,
    input: parsed.data,
  };
}

/**
 * One product's rows → the product, or null and the errors that refuse it. Rows of different products never
 * share a line, so a file can be read product by product (the server streams it) with the same result.
 */
export function readImportGroup(
  group: ImportGroup,
  lookup: ImportLookup,
): { product: ImportedProduct | null; errors: ImportRowError[] } {
  const errors = new ErrorList();
  checkCells(group.rows, errors);
  const product = readGroup(group, lookup, errors);
  return { product, errors: errors.all };
}

/** The errors of a row without a `product_ref`: its unsafe cells, and the missing ref. */
export function refLessRowErrors(row: ImportRow): ImportRowError[] {
  const errors = new ErrorList();
  refLessRow(row, errors);
  return errors.all;
}

/** Reads every data row of the file: the products that validated, and every refusal by line and column. */
export function readCatalogRows(rows: ImportRow[], lookup: ImportLookup): ImportReading {
  const tally = new ImportTally();
  const groups = new Map<string, ImportGroup>();
  for (const row of rows) {
    tally.row();
    const ref = refOf(row);
    if (ref === '') tally.errors(refLessRowErrors(row));
    else {
      const group = groups.get(ref) ?? { ref, rows: [] };
      group.rows.push(row);
      groups.set(ref, group);
    }
  }
  const products: ImportedProduct[] = [];
  for (const group of groups.values()) {
    const read = readImportGroup(group, lookup);
    tally.product(group.rows.length, read.errors);
    if (read.product) products.push(read.product);
  }
  return { products, ...tally.result() };
}
