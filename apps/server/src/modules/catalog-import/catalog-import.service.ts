import { setImmediate as nextTurn } from 'node:timers/promises';
import { type ImportedProduct, readCatalogRowsPaced } from '@app/domain/catalog/catalog-import';
import {
  type CatalogImportPreview,
  type CatalogImportResult,
  importSample,
} from '@app/domain/catalog/catalog-import-contract';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@app/domain/catalog/catalog-import-format';
import { importLookup } from '@app/domain/catalog/catalog-import-lookup';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { type AuditActor, recordAudit } from '../audit/audit.repository.ts';
import { take } from '../throttle/throttle.service.ts';
import { insertProducts } from '../vendor-products/product-writes.repository.ts';
import {
  colourSwatches,
  importCategories,
  insertImport,
  lockImport,
  markApplied,
  pruneOldPreviews,
  vendorBrandOptions,
} from './catalog-import.repository.ts';
import { type CatalogUpload, readCatalogCsv } from './catalog-upload.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * POST /api/vendor/imports: throttle → read the file (multipart, UTF-8, CSV) → read its rows against the
 * catalogue's categories and the vendor's brands → store the preview → answer it. A file that is not a
 * catalogue CSV at all is a 422 on `file` and stores nothing; rows with errors are stored, listed in the
 * preview with their line and column, and can never be applied.
 */
export async function previewImport(
  db: Database,
  vendorId: number,
  readUpload: () => Promise<CatalogUpload>,
): Promise<CatalogImportPreview> {
  await take(
    db,
    [{ key: `catalog-import:${vendorId}`, max: IMPORT_LIMITS.uploadsPerHour, windowMs: HOUR_MS }],
    IMPORT_MESSAGES.tooManyUploads,
  );
  const upload = await readUpload();
  const rows = await readCatalogCsv(upload.bytes);
  const [categories, brands, swatches] = await Promise.all([
    importCategories(db),
    vendorBrandOptions(db, vendorId),
    colourSwatches(db),
  ]);
  const reading = await readCatalogRowsPaced(rows, importLookup({ categories, brands, swatches }), () =>
    nextTurn(),
  );
  const stored = await db.transaction(async (tx) => {
    await pruneOldPreviews(tx, vendorId);
    return insertImport(tx, {
      vendorId,
      fileName: upload.fileName,
      counts: reading.counts,
      products: reading.products,
      errors: reading.errors,
    });
  });
  return {
    id: stored.id,
    status: 'preview',
    file_name: upload.fileName,
    counts: reading.counts,
    can_apply: reading.counts.rows_with_errors === 0,
    errors: reading.errors,
    sample: importSample(reading.products),
    created_at: stored.createdAt.toISOString(),
  };
}

/**
 * The names the search text is written with, re-read at apply: a brand handed to another vendor or hidden
 * by the admin since the preview refuses the whole import (422), as does a category no longer a leaf.
 */
async function namesForApply(tx: Database, vendorId: number, products: ImportedProduct[]) {
  const brands = new Map(
    (await vendorBrandOptions(tx, vendorId)).filter((b) => !b.moderated).map((b) => [b.id, b.name]),
  );
  const categories = new Map(
    (await importCategories(tx)).filter((c) => c.children === 0).map((c) => [c.id, c.name]),
  );
  const stale = products.find((p) => !brands.has(p.input.brand_id) || !categories.has(p.input.category_id));
  if (stale) {
    const column = brands.has(stale.input.brand_id) ? 'category' : 'brand';
    throw AppError.invalid(
      fieldError(
        'import',
        `The ${column} of line ${stale.line} changed since the preview. Upload the file again.`,
      ),
    );
  }
  return { brand: brands, category: categories };
}

/**
 * POST /api/vendor/imports/{id}/apply, in one transaction: lock the vendor's import (another vendor's is a
 * 404) → already applied: answer the same result, nothing written (a retry, a double click, two tabs) → any
 * row with errors: 422 → write every product through the one write path (insertProducts) → mark it applied
 * → record it in the audit log. All or nothing: any failure rolls every product back.
 */
export async function applyImport(
  db: Database,
  vendor: AuditActor & { id: number },
  importId: number,
): Promise<{ result: CatalogImportResult; message: string }> {
  return db.transaction(async (tx) => {
    const row = await lockImport(tx, importId, vendor.id);
    if (!row) throw new AppError('not_found');
    const resultOf = (appliedAt: Date): CatalogImportResult => ({
      id: row.id,
      status: 'applied',
      products: row.productCount,
      sizes: row.sizeCount,
      applied_at: appliedAt.toISOString(),
    });
    if (row.status === 'applied' && row.appliedAt)
      return { result: resultOf(row.appliedAt), message: IMPORT_MESSAGES.alreadyListed };
    if (row.errorRowCount > 0)
      throw AppError.invalid(fieldError('import', IMPORT_MESSAGES.hasErrors(row.errorRowCount)));

    const products = row.products as ImportedProduct[];
    const names = await namesForApply(tx, vendor.id, products);
    await insertProducts(
      tx,
      products.map((p) => p.input),
      names,
    );
    const appliedAt = await markApplied(tx, row.id);
    await recordAudit(tx, vendor, {
      action: 'catalog_import.applied',
      entity: 'catalog_import',
      entityId: row.id,
      before: { status: 'preview' },
      after: {
        status: 'applied',
        file_name: row.fileName,
        products: row.productCount,
        sizes: row.sizeCount,
      },
    });
    return { result: resultOf(appliedAt), message: IMPORT_MESSAGES.listed(row.productCount) };
  });
}
