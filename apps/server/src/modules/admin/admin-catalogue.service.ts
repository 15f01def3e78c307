import {
  type AdminBrand,
  type AdminBrandsPage,
  type AdminBrandsQuery,
  type AdminProduct,
  type AdminProductsPage,
  type AdminProductsQuery,
  CATALOGUE_PER_PAGE,
} from '@app/domain/admin/catalogue';
import { paginationRecord } from '@app/domain/catalog/pagination';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import {
  type AdminBrandRow,
  type AdminProductRow,
  brandsPage,
  findAdminBrand,
  findAdminProduct,
  lockBrandModeration,
  lockProductModeration,
  type ModerationRow,
  productsPage,
  setBrandModeration,
  setProductModeration,
} from './admin-catalogue.repository.ts';

type Actor = { id: number; type: string };

const moderationOf = (m: ModerationRow) =>
  m.moderatedAt ? { moderated_at: m.moderatedAt.toISOString(), reason: m.reason } : null;
/** What the audit log records of a moderation, before and after. */
const audited = (m: ModerationRow) => ({
  moderated_at: m.moderatedAt?.toISOString() ?? null,
  reason: m.reason,
});
const party = (id: number | null, name: string | null) => (id == null ? null : { id, name: name ?? '' });

const toAdminProduct = (r: AdminProductRow): AdminProduct => ({
  id: r.id,
  hash: r.hash,
  name: r.name,
  category: r.category,
  brand: { id: r.brandId, name: r.brandName, moderated: r.brandModerated },
  vendor: party(r.vendorId, r.vendorName),
  listed: r.listed,
  hidden_by_vendor: r.hiddenAt != null,
  moderation: moderationOf(r),
  created_at: r.createdAt.toISOString(),
});

const toAdminBrand = (r: AdminBrandRow): AdminBrand => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  vendor: party(r.vendorId, r.vendorName),
  products: Number(r.products),
  listed_products: Number(r.listedProducts),
  moderation: moderationOf(r),
});

const pageOf = (q: { page: number }) => ({
  limit: CATALOGUE_PER_PAGE,
  offset: (q.page - 1) * CATALOGUE_PER_PAGE,
});

/** GET /api/admin/products: every product, listed or not, newest first. */
export async function listProducts(
  db: Database,
  query: AdminProductsQuery,
  path: string,
): Promise<AdminProductsPage> {
  const { rows, total } = await productsPage(db, query, pageOf(query));
  const { page, listed, ...filters } = query;
  return paginationRecord({
    data: rows.map(toAdminProduct),
    total,
    perPage: CATALOGUE_PER_PAGE,
    currentPage: page,
    path,
    query: {
      q: filters.q,
      brand_id: filters.brand_id?.toString(),
      vendor_id: filters.vendor_id?.toString(),
      listed: listed?.toString(),
    },
  });
}

/** GET /api/admin/brands: every brand with its vendor and how many of its products shoppers see. */
export async function listBrands(
  db: Database,
  query: AdminBrandsQuery,
  path: string,
): Promise<AdminBrandsPage> {
  const { rows, total } = await brandsPage(db, query, pageOf(query));
  return paginationRecord({
    data: rows.map(toAdminBrand),
    total,
    perPage: CATALOGUE_PER_PAGE,
    currentPage: query.page,
    path,
    query: { q: query.q },
  });
}

/** Whether a moderation changes anything: hiding again with the same reason, or showing a shown one, does not. */
const unchanged = (m: ModerationRow, reason: string | null) =>
  reason === null ? m.moderatedAt == null : m.moderatedAt != null && m.reason === reason;

/**
 * POST /api/admin/products/{id}/hide (a reason) and …/unhide (null), with the audit entry in the same
 * transaction; repeating one changes and records nothing. 404 for no such product.
 */
export async function moderateProduct(
  db: Database,
  admin: Actor,
  id: number,
  reason: string | null,
): Promise<AdminProduct> {
  await db.transaction(async (tx) => {
    const before = await lockProductModeration(tx, id);
    if (!before) throw new AppError('not_found');
    if (unchanged(before, reason)) return;
    await setProductModeration(tx, id, reason);
    const after = await lockProductModeration(tx, id);
    const state = (m: typeof before) => ({ ...audited(m), listed: m.listed });
    await recordAudit(tx, admin, {
      action: reason === null ? 'product.unhide' : 'product.hide',
      entity: 'product',
      entityId: id,
      before: state(before),
      after: state(after!),
    });
  });
  return toAdminProduct((await findAdminProduct(db, id))!);
}

/** POST /api/admin/brands/{id}/hide and …/unhide: the brand's products leave (or return to) the catalogue. */
export async function moderateBrand(
  db: Database,
  admin: Actor,
  id: number,
  reason: string | null,
): Promise<AdminBrand> {
  await db.transaction(async (tx) => {
    const before = await lockBrandModeration(tx, id);
    if (!before) throw new AppError('not_found');
    if (unchanged(before, reason)) return;
    await setBrandModeration(tx, id, reason);
    const after = await lockBrandModeration(tx, id);
    await recordAudit(tx, admin, {
      action: reason === null ? 'brand.unhide' : 'brand.hide',
      entity: 'brand',
      entityId: id,
      before: audited(before),
      after: audited(after!),
    });
  });
  return toAdminBrand((await findAdminBrand(db, id))!);
}
