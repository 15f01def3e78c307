import { IMPORT_COLUMNS, IMPORT_LIMITS, type ImportColumn } from './catalog-import-format.ts';

/** A refusal: the line and column to fix, and why. */
export type ImportRowError = {
  line: number;
  column: ImportColumn;
  message: string;
};

export type ImportCounts = {
  rows: number;
  products: number;
  sizes: number;
  rows_with_errors: number;
  errors: number;
};

const COLUMN_ORDER = new Map(IMPORT_COLUMNS.map((c, i) => [c, i]));
const byPlace = (a: ImportRowError, b: ImportRowError) =>
  a.line - b.line || (COLUMN_ORDER.get(a.column) ?? 0) - (COLUMN_ORDER.get(b.column) ?? 0);

/**
 * The counts of a file read product by product, and its first IMPORT_LIMITS.maxErrors errors by line then
 * column, in bounded memory: a file of 50,000 rows may have a million errors, only the first are kept.
 * The errors of one line always come in one call (a line belongs to one product or is a row without a ref),
 * so its errors keep their order and lines with errors are counted per call.
 */
export class ImportTally {
  private readonly counts: ImportCounts = {
    rows: 0,
    products: 0,
    sizes: 0,
    rows_with_errors: 0,
    errors: 0,
  };
  private kept: ImportRowError[] = [];

  /** A data row was read. */
  row() {
    this.counts.rows++;
  }

  /** A product of `sizes` rows was read, with its errors. */
  product(sizes: number, errors: ImportRowError[]) {
    this.counts.products++;
    this.counts.sizes += sizes;
    this.errors(errors);
  }

  errors(errors: ImportRowError[]) {
    if (errors.length === 0) return;
    this.counts.errors += errors.length;
    this.counts.rows_with_errors += new Set(errors.map((e) => e.line)).size;
    this.kept.push(...errors);
    if (this.kept.length > 2 * IMPORT_LIMITS.maxErrors) this.trim();
  }

  private trim() {
    // Array#sort is stable: errors of one line and column keep the order they were found in.
    this.kept = this.kept.sort(byPlace).slice(0, IMPORT_LIMITS.maxErrors);
  }

  result(): { errors: ImportRowError[]; counts: ImportCounts } {
    this.trim();
    return { errors: [...this.kept], counts: { ...this.counts } };
  }
}
