import { clampPage, paginationRecord } from '@app/domain/catalog/pagination';
import { sizeLabel } from '@app/domain/catalog/size-label';
import { STYLES } from '@app/domain/catalog/styles';
import { PRODUCT_UNITS, TEXTURE_PATTERNS, type VendorProductInput } from '@app/domain/catalog/vendor-product';
import {
  VENDOR_PRODUCT_MESSAGES as M,
  type VendorCatalogOptions,
  type VendorProduct,
  type VendorProductsPage,
  type VendorProductsQuery,
} from '@app/domain/catalog/vendor-products-contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditActor, recordAudit } from '../audit/audit.repository.ts';
import { insertProducts, setHidden, syncSizes, updateProduct } from './product-writes.repository.ts';
import { auditSnapshot, toVendorProduct, toVendorProductRow } from './vendor-product-view.ts';
import {
  categorySearchName,
  findVendorProduct,
  ownBrands,
  productCategories,
  type VendorProductDetailRow,
  vendorProductsPage,
} from './vendor-products.repository.ts';

/** The signed-in vendor: whose products, and who the audit log says made the change. */
export type VendorActor = { id: number; type: string };

const actorOf = (v: VendorActor): AuditActor => ({ id: v.id, type: v.type });

/** GET /api/vendor/products: the vendor's own products; a page past the last is the last page. */
export async function listVendorProducts(
  db: Database,
  vendorId: number,
  query: VendorProductsQuery,
  path: string,
): Promise<VendorProductsPage> {
  const perPage = query.per_page;
  const find = (page: number) =>
    vendorProductsPage(db, vendorId, {
      q: query.q,
      categoryId: query.category_id,
      state: query.state,
      limit: perPage,
      offset: (page - 1) * perPage,
    });
  let page = query.page;
  let found = await find(page);
  const last = Math.max(1, Math.ceil(found.total / perPage));
  if (page > last) {
    page = clampPage(page, last);
    found = await find(page);
  }
  return paginationRecord({
    data: found.rows.map(toVendorProductRow),
    total: found.total,
    perPage,
    currentPage: page,
    path,
    query: {
      q: query.q,
      category_id: query.category_id?.toString(),
      state: query.state,
      per_page: perPage === 10 ? undefined : String(perPage),
    },
  });
}

/** One of the vendor's products, or 404 (another vendor's product is indistinguishable from none). */
async function ownProduct(db: Database, vendorId: number, id: number, lock = false) {
  const row = await findVendorProduct(db, vendorId, id, { lock });
  if (!row) throw new AppError('not_found');
  return row;
}

/** GET /api/vendor/products/{id}. */
export async function readVendorProduct(db: Database, vendorId: number, id: number): Promise<VendorProduct> {
  return toVendorProduct(await ownProduct(db, vendorId, id));
}

/** GET /api/vendor/catalog_options: what the product form offers this vendor. */
export async function readCatalogOptions(db: Database, vendorId: number): Promise<VendorCatalogOptions> {
  const [categories, brands] = await Promise.all([productCategories(db), ownBrands(db, vendorId)]);
  return {
    categories,
    brands: brands.filter((b) => !b.moderated).map((b) => ({ id: Number(b.id), name: b.name })),
    units: [...PRODUCT_UNITS],
    styles: [...STYLES],
    patterns: [...TEXTURE_PATTERNS],
  };
}

/**
 * The brand and category of an input, checked (422 on the field, nothing written): the brand is one of the
 * vendor's own and not hidden by the admin (a product already under a hidden brand may keep it), the
 * category one products are filed under. Answers their names for the search text.
 */
async function checkRefs(db: Database, vendorId: number, input: VendorProductInput, currentBrandId?: number) {
  const [brands, [category]] = await Promise.all([
    ownBrands(db, vendorId),
    productCategories(db, [input.category_id]),
  ]);
  const brand = brands.find((b) => Number(b.id) === input.brand_id);
  const errors: Record<string, string[]> = {};
  if (!brand || (brand.moderated && input.brand_id !== currentBrandId)) errors.brand_id = [M.brandInvalid];
  if (!category) errors.category_id = [M.categoryInvalid];
  if (!brand || !category || errors.brand_id) throw AppError.invalid(errors);
  return { brand: brand.name, category: categorySearchName(category) };
}

/** POST /api/vendor/products: lists a new product at once (the CSV import writes through the same insert). */
export async function createVendorProduct(
  db: Database,
  vendor: VendorActor,
  input: VendorProductInput,
): Promise<VendorProduct> {
  const names = await checkRefs(db, vendor.id, input);
  return db.transaction(async (tx) => {
    const [created] = await insertProducts(tx, [input], {
      brand: new Map([[input.brand_id, names.brand]]),
      category: new Map([[input.category_id, names.category]]),
    });
    const product = toVendorProduct(await ownProduct(tx, vendor.id, created.id));
    await recordAudit(tx, actorOf(vendor), {
      action: 'product.create',
      entity: 'product',
      entityId: created.id,
      after: auditSnapshot(product),
    });
    return product;
  });
}

/**
 * The sizes of an edit against the product's (decision 0017): an `id` must be one of the product's, once;
 * a size left out is removed, unless a shopper's cart holds it (422 on `sizes`, naming it).
 */
function checkSizes(current: VendorProductDetailRow, input: VendorProductInput): number[] {
  const known = new Set(current.sizes.map((s) => Number(s.id)));
  const seen = new Set<number>();
  const errors: Record<string, string[]> = {};
  input.sizes.forEach((s, i) => {
    if (s.id == null) return;
    if (!known.has(s.id) || seen.has(s.id)) errors[`sizes.${i}.id`] = [M.sizeInvalid];
    seen.add(s.id);
  });
  const removed = current.sizes.filter((s) => !seen.has(Number(s.id)));
  const held = removed.filter((s) => s.in_carts).map((s) => M.sizeInCart(sizeLabel(s)));
  if (held.length > 0) errors.sizes = held;
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
  return removed.map((s) => Number(s.id));
}

/** PUT /api/vendor/products/{id}: the whole product, its sizes kept by id, added and removed. */
export async function changeVendorProduct(
  db: Database,
  vendor: VendorActor,
  id: number,
  input: VendorProductInput,
): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    const current = await ownProduct(tx, vendor.id, id, true);
    const names = await checkRefs(tx, vendor.id, input, Number(current.brand_id));
    const removed = checkSizes(current, input);
    await updateProduct(tx, id, input, names);
    await syncSizes(tx, id, input.sizes, removed);
    const before = toVendorProduct(current);
    const after = toVendorProduct(await ownProduct(tx, vendor.id, id));
    await recordAudit(tx, actorOf(vendor), {
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return after;
  });
}

/** POST /api/vendor/products/{id}/hide: shoppers no longer see it; hiding a hidden product changes nothing. */
export async function hideVendorProduct(
  db: Database,
  vendor: VendorActor,
  id: number,
): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    const before = toVendorProduct(await ownProduct(tx, vendor.id, id, true));
    if (!(await setHidden(tx, id, true))) return before;
    const after = toVendorProduct(await ownProduct(tx, vendor.id, id));
    await recordAudit(tx, actorOf(vendor), {
      action: 'product.hide',
      entity: 'product',
      entityId: id,
      before: { state: before.state },
      after: { state: after.state },
    });
    return after;
  });
}

/**
 * POST /api/vendor/products/{id}/show: lists it again, unless the admin hid it or its brand (422 on `state`
 * with the admin's reason: only the admin lifts a moderation).
 */
export async function showVendorProduct(
  db: Database,
  vendor: VendorActor,
  id: number,
): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    const row = await ownProduct(tx, vendor.id, id, true);
    if (row.moderated) throw AppError.invalid({ state: [M.moderated(row.moderation_reason)] });
    if (row.brand_moderated)
      throw AppError.invalid({ state: [M.brandModerated(row.brand_name, row.moderation_reason)] });
    const before = toVendorProduct(row);
    if (!(await setHidden(tx, id, false))) return before;
    const after = toVendorProduct(await ownProduct(tx, vendor.id, id));
    await recordAudit(tx, actorOf(vendor), {
      action: 'product.show',
      entity: 'product',
      entityId: id,
      before: { state: before.state },
      after: { state: after.state },
    });
    return after;
  });
}
