import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type ImportedProduct,
  readImportGroup,
  refLessRowErrors,
  refOf,
} from '@app/domain/catalog/catalog-import';
import {
  type CatalogImportPreview,
  type CatalogImportResult,
  importSample,
} from '@app/domain/catalog/catalog-import-contract';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@app/domain/catalog/catalog-import-format';
import { importLookup } from '@app/domain/catalog/catalog-import-lookup';
import { ImportTally } from '@app/domain/catalog/catalog-import-tally';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { type AuditActor, recordAudit } from '../audit/audit.repository.ts';
import { take } from '../throttle/throttle.service.ts';
import { insertProducts } from '../vendor-products/product-writes.repository.ts';
import {
  colourSwatches,
  dropImport,
  finishPreview,
  importCategories,
  importProductsAfter,
  insertImportProducts,
  lockImport,
  markApplied,
  pruneOldPreviews,
  startImport,
  vendorBrandOptions,
} from './catalog-import.repository.ts';
import { importGate } from './catalog-import-gate.ts';
import { ImportRowFile } from './catalog-import-rows.ts';
import { type CatalogUpload, readCatalogCsv } from './catalog-upload.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Products validated and written between two writes (and turns of the event loop). */
const BATCH = 500;

/**
 * POST /api/vendor/imports: throttle → wait for a turn (importGate: a few imports at once per process) →
 * stream the file (multipart → UTF-8 and line checks → csv-parse) row by row into a temporary file, only
 * each row's place kept in memory → read it product by product against the catalogue's categories and the
 * vendor's brands, writing those that validate 500 at a time under an import stored as 'reading' → the
 * preview, in one short transaction. A file that is not a catalogue CSV at all is a 422 on `file` and
 * leaves nothing stored; rows with errors are stored, listed in the preview with their line and column, and
 * can never be applied.
 */
export async function previewImport(
  db: Database,
  vendorId: number,
  openUpload: () => Promise<CatalogUpload>,
): Promise<CatalogImportPreview> {
  await take(
    db,
    [{ key: `catalog-import:${vendorId}`, max: IMPORT_LIMITS.uploadsPerHour, windowMs: HOUR_MS }],
    IMPORT_MESSAGES.tooManyUploads,
  );
  return importGate(db).run(async () => {
    const upload = await openUpload();
    const rows = await ImportRowFile.create();
    try {
      const tally = new ImportTally();
      await readCatalogCsv(upload, async (row) => {
        tally.row();
        const ref = refOf(row);
        if (ref === '') tally.errors(refLessRowErrors(row));
        else await rows.add(row, ref);
      });
      return await storePreview(db, { vendorId, fileName: upload.fileName, rows, tally });
    } finally {
      await rows.close();
    }
  });
}

async function storePreview(
  db: Database,
  read: { vendorId: number; fileName: string; rows: ImportRowFile; tally: ImportTally },
): Promise<CatalogImportPreview> {
  const { vendorId, tally } = read;
  const [categories, brands, swatches] = await Promise.all([
    importCategories(db),
    vendorBrandOptions(db, vendorId),
    colourSwatches(db),
  ]);
  const lookup = importLookup({ categories, brands, swatches });
  const id = await startImport(db, vendorId, read.fileName);
  try {
    const sample: ImportedProduct[] = [];
    let batch: ImportedProduct[] = [];
    let written = 0;
    for await (const group of read.rows.products()) {
      const { product, errors } = readImportGroup(group, lookup);
      tally.product(group.rows.length, errors);
      if (!product) continue;
      if (sample.length < IMPORT_LIMITS.sampleProducts) sample.push(product);
      batch.push(product);
      if (batch.length === BATCH) {
        await insertImportProducts(db, id, written, batch);
        written += batch.length;
        batch = [];
        await nextTurn();
      }
    }
    await insertImportProducts(db, id, written, batch);
    const { counts, errors } = tally.result();
    const createdAt = await db.transaction(async (tx) => {
      await pruneOldPreviews(tx, vendorId);
      return finishPreview(tx, id, { counts, errors });
    });
    return {
      id,
      status: 'preview',
      file_name: read.fileName,
      counts,
      can_apply: counts.rows_with_errors === 0,
      errors,
      sample: importSample(sample),
      created_at: createdAt.toISOString(),
    };
  } catch (error) {
    await dropImport(db, id).catch(() => {});
    throw error;
  }
}

/**
 * The names the search text is written with, re-read at apply: a brand handed to another vendor or hidden
 * by the admin since the preview refuses the whole import (422), as does a category no longer a leaf.
 */
async function namesForApply(tx: Database, vendorId: number) {
  const brands = new Map(
    (await vendorBrandOptions(tx, vendorId)).filter((b) => !b.moderated).map((b) => [b.id, b.name]),
  );
  const categories = new Map(
    (await importCategories(tx)).filter((c) => c.children === 0).map((c) => [c.id, c.name]),
  );
  return { brand: brands, category: categories };
}

function refuseStale(products: ImportedProduct[], names: Awaited<ReturnType<typeof namesForApply>>) {
  const stale = products.find(
    (p) => !names.brand.has(p.input.brand_id) || !names.category.has(p.input.category_id),
  );
  if (!stale) return;
  const column = names.brand.has(stale.input.brand_id) ? 'category' : 'brand';
  throw AppError.invalid(
    fieldError(
      'import',
      `The ${column} of line ${stale.line} changed since the preview. Upload the file again.`,
    ),
  );
}

/**
 * POST /api/vendor/imports/{id}/apply, in one transaction: lock the vendor's import (another vendor's is a
 * 404) → already applied: answer the same result, nothing written (a retry, a double click, two tabs) → any
 * row with errors: 422 → write every product through the one write path (insertProducts) → mark it applied
 * → record it in the audit log. All or nothing: any failure rolls every product back.
 */
export function applyImport(
  db: Database,
  vendor: AuditActor & { id: number },
  importId: number,
): Promise<{ result: CatalogImportResult; message: string }> {
  return importGate(db).run(() => db.transaction((tx) => listImport(tx, vendor, importId)));
}

async function listImport(tx: Database, vendor: AuditActor & { id: number }, importId: number) {
  const row = await lockImport(tx, importId, vendor.id);
  // An upload still being read has no preview yet: nothing to apply.
  if (!row || row.status === 'reading') throw new AppError('not_found');
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

  // The stored products a page at a time: a 50,000-row import is never in memory whole.
  const names = await namesForApply(tx, vendor.id);
  for (let after = -1; ; ) {
    const page = await importProductsAfter(tx, row.id, after, BATCH);
    if (page.length === 0) break;
    const products = page.map((p) => p.product);
    refuseStale(products, names);
    await insertProducts(
      tx,
      products.map((p) => p.input),
      names,
    );
    after = page[page.length - 1].position;
  }
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
}
