import { z } from 'zod';
import type { ImportedProduct } from './catalog-import.ts';
import { IMPORT_COLUMNS, IMPORT_LIMITS } from './catalog-import-format.ts';
import { sizeLabel } from './size-label.ts';

/**
 * The answers of the catalogue import API (docs/api-catalog-import.md): the server serialises with these
 * schemas and the vendor's import page reads their z.infer. Prices are the vendor's own, in cents.
 */

const count = z.number().int();

export const importRowErrorSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: count,
  column: z.enum(IMPORT_COLUMNS),
  message: z.string(),
});
export type ImportRowErrorDto = z.infer<typeof importRowErrorSchema>;

export const importCountsSchema = z.object({
  /** Data rows (one per size). */
  rows: count,
  products: count,
  sizes: count,
  rows_with_errors: count,
  /** Every error found; `errors` lists the first of them. */
  errors: count,
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** A product of the file as it will be listed. */
export const importSampleSchema = z.object({
  line: count,
  product_ref: z.string(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  colors: z.array(z.string()),
  finish: z.string().nullable(),
  style_tags: z.array(z.string()),
  sizes: z.array(
    z.object({
      /** Spec point 3: the pattern, else width X height, else width X length. */
      label: z.string(),
      unit: z.string(),
      uom: z.string().nullable(),
      box_sqft: z.number().nullable(),
      min_qty: count,
      price_cents: count,
      /** A slab's cut allowance at each cut end (in), as imported; null: the default 1 in, or not a slab. */
      cut_allowance_in: z.number().nullable(),
    }),
  ),
});
export type ImportSample = z.infer<typeof importSampleSchema>;

export const IMPORT_STATUSES = ['preview', 'applied'] as const;

/** POST /api/vendor/imports: the stored preview of an upload. */
export const catalogImportPreviewSchema = z.object({
  id: count,
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  counts: importCountsSchema,
  /** False while any row has an error: nothing can be listed until the file is fixed and sent again. */
  can_apply: z.boolean(),
  errors: z.array(importRowErrorSchema),
  /** The first products, as they will be listed. */
  sample: z.array(importSampleSchema),
  created_at: z.string(),
});
export type CatalogImportPreview = z.infer<typeof catalogImportPreviewSchema>;

/** POST /api/vendor/imports/{id}/apply: what was listed. */
export const catalogImportResultSchema = z.object({
  id: count,
  status: z.literal('applied'),
  products: count,
  sizes: count,
  applied_at: z.string(),
});
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;

/** The first products of a reading as the preview shows them: as they will be listed. */
export function importSample(
  products: ImportedProduct[],
  limit: number = IMPORT_LIMITS.sampleProducts,
): ImportSample[] {
  return products.slice(0, limit).map((p) => ({
    line: p.line,
    product_ref: p.ref,
    name: p.input.name,
    brand: p.brand,
    category: p.category,
    colors: p.input.colors,
    finish: p.input.finish,
    style_tags: p.input.style_tags,
    sizes: p.input.sizes.map((s) => ({
      label: sizeLabel(s),
      unit: s.unit,
      uom: s.uom,
      box_sqft: s.box_sqft,
      min_qty: s.min_qty,
      price_cents: s.vendor_price_cents,
      cut_allowance_in: s.cut_allowance_in ?? null,
    })),
  }));
}
