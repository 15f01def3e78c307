/**
 * The columns of the catalogue import CSV (issue 12, docs/api-catalog-import.md): one row per size; the
 * product's columns repeated on each of its rows (or left blank after the first) and grouped by
 * `product_ref`, a reference the vendor chooses.
 */

export const PRODUCT_COLUMNS = [
  'product_ref',
  'name',
  'description',
  'category',
  'brand',
  'colors',
  'finish',
  'style_tags',
  'texture_pattern',
  'base_color',
  'accent_color',
  'grout_color',
  'tile_width_in',
  'tile_height_in',
  'grout_width_in',
  'roughness',
] as const;

export const SIZE_COLUMNS = [
  'width_size',
  'height_size',
  'length_size',
  'pattern',
  'unit',
  'uom',
  'box_sqft',
  'cut_allowance_in',
  'min_qty',
  'price',
] as const;

export const IMPORT_COLUMNS = [...PRODUCT_COLUMNS, ...SIZE_COLUMNS] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A file without one of these cannot list anything; every other column may be left out. */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = [
  'product_ref',
  'name',
  'description',
  'category',
  'brand',
  'colors',
  'price',
];

/** Free text a spreadsheet could read as a formula (numbers are refused by their own rules). */
export const TEXT_COLUMNS: ReadonlySet<ImportColumn> = new Set([
  'product_ref',
  'name',
  'description',
  'category',
  'brand',
  'colors',
  'finish',
  'style_tags',
  'pattern',
  'uom',
]);

/** Each column's words in a message ("The {label} …"), as the product form says them. */
export const COLUMN_LABEL: Record<ImportColumn, string> = {
  product_ref: 'product_ref',
  name: 'name',
  description: 'description',
  category: 'category',
  brand: 'brand',
  colors: 'colours',
  finish: 'finish',
  style_tags: 'style tags',
  texture_pattern: 'texture pattern',
  base_color: 'base colour',
  accent_color: 'accent colour',
  grout_color: 'grout colour',
  tile_width_in: 'tile width',
  tile_height_in: 'tile height',
  grout_width_in: 'grout width',
  roughness: 'roughness',
  width_size: 'width',
  height_size: 'height',
  length_size: 'length',
  pattern: 'pattern',
  unit: 'unit',
  uom: 'uom',
  box_sqft: 'box sqft',
  cut_allowance_in: 'cut allowance',
  min_qty: 'minimum quantity',
  price: 'price',
};

/** A field of the vendor product schema → the CSV column that holds it (sizes.N.{field} keep their names). */
export const COLUMN_OF_FIELD: Record<string, ImportColumn> = {
  name: 'name',
  description: 'description',
  category_id: 'category',
  brand_id: 'brand',
  colors: 'colors',
  finish: 'finish',
  style_tags: 'style_tags',
  sizes: 'product_ref',
  'texture.pattern': 'texture_pattern',
  'texture.base_color': 'base_color',
  'texture.accent_color': 'accent_color',
  'texture.grout_color': 'grout_color',
  'texture.tile_width_in': 'tile_width_in',
  'texture.tile_height_in': 'tile_height_in',
  'texture.grout_width_in': 'grout_width_in',
  'texture.roughness': 'roughness',
  vendor_price_cents: 'price',
};

/** The limits of one upload (decisions/0019): what a vendor's catalogue needs, bounded for the server. */
export const IMPORT_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxRows: 50_000,
  /** Errors kept and answered (the counts cover all): enough to fix a file, bounded to store. */
  maxErrors: 1_000,
  /** Products shown in the preview as they will be listed. */
  sampleProducts: 20,
  /** Uploads per vendor per hour. */
  uploadsPerHour: 30,
} as const;

/** The multipart field holding the CSV file. */
export const IMPORT_FILE_FIELD = 'file';

export const IMPORT_MESSAGES = {
  fileRequired: 'Choose a CSV file to upload.',
  tooLarge: 'The file may not be greater than 20 MB.',
  tooManyRows: 'The file may not have more than 50,000 rows.',
  notUtf8: 'The file must be CSV text in UTF-8 (with or without a BOM).',
  noHeader: 'The file has no header row.',
  noRows: 'The file has no product rows under its header.',
  quoteNotClosed: (line: number) =>
    `The file is not valid CSV: a quoted cell opened on line ${line} is never closed.`,
  notCsv: (line: number) => `The file is not valid CSV near line ${line}.`,
  unknownColumn: (name: string) =>
    `The header has an unknown column "${name.slice(0, 40)}". The columns are: ${IMPORT_COLUMNS.join(', ')}.`,
  missingColumn: (name: string) => `The header has no "${name}" column.`,
  duplicateColumn: (name: string) => `The header has the "${name}" column twice.`,
  hasErrors: (rows: number) =>
    `Fix the ${rows === 1 ? 'row' : `${rows} rows`} with errors and upload the file again.`,
  tooManyUploads: (minutes: number) =>
    `You have uploaded too many catalogue files. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  listed: (products: number) => `${products} product${products === 1 ? ' is' : 's are'} listed.`,
  alreadyListed: 'This import is already listed.',
  uploaded: 'The file is read. Check the preview, then list the products.',
  busy: 'The server is reading other catalogue files. Please try again in a minute.',
} as const;

/** A header cell as vendors write it ("Style Tags", "colours ") → the column it names, else null. */
export function columnOf(header: string): ImportColumn | null {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  const aliased = key === 'colours' ? 'colors' : key === 'price_usd' ? 'price' : key;
  return (IMPORT_COLUMNS as readonly string[]).includes(aliased) ? (aliased as ImportColumn) : null;
}

/**
 * The header row → the column of each position (null under a blank header cell: spreadsheets export empty
 * trailing columns, whose cells are ignored), or the message saying why it cannot be read.
 */
export function readHeader(cells: string[]): { columns: (ImportColumn | null)[] } | { error: string } {
  const columns: (ImportColumn | null)[] = [];
  for (const cell of cells) {
    if (cell.trim() === '') {
      columns.push(null);
      continue;
    }
    const column = columnOf(cell.replaceAll('\u0000', ''));
    if (!column) return { error: IMPORT_MESSAGES.unknownColumn(cell.trim()) };
    if (columns.includes(column)) return { error: IMPORT_MESSAGES.duplicateColumn(column) };
    columns.push(column);
  }
  const missing = REQUIRED_COLUMNS.find((c) => !columns.includes(c));
  return missing ? { error: IMPORT_MESSAGES.missingColumn(missing) } : { columns };
}
