import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ShowroomRef } from './catalog.schemas.ts';
import { type CategoryInfo, findCategoryInfo } from './category-info.repository.ts';
import { findProductDetail, recordView } from './product-detail.repository.ts';
import { type ProductDetail, toProductDetail } from './product-detail.ts';

export type Viewer = { userId: number | null; viewerId: string | null };

/**
 * GET /api/product/{hash}: the product at the showroom's prices, read from `db.read` (the replica when
 * there is one); the view, which feeds the product rails, is written to `db.write` (the primary).
 */
export async function viewProduct(
  db: { read: Database; write: Database },
  hash: string,
  ref: ShowroomRef,
  viewer: Viewer,
): Promise<ProductDetail> {
  const row = await findProductDetail(db.read, hash, ref);
  if (!row) throw new AppError('not_found');
  const showroom = row.showroom as { id: number } | null;
  await recordView(db.write, {
    productId: Number(row.id),
    userId: viewer.userId,
    viewerId: viewer.viewerId,
    showroomId: showroom ? Number(showroom.id) : null,
  });
  return toProductDetail(row);
}

/** GET /api/public: a product (`pid`, hash or id) and/or a category (`cid`, id or slug); 404 when neither is found. */
export async function publicLookup(
  db: Database,
  q: ShowroomRef & { pid?: string; cid?: string },
): Promise<{ product?: ProductDetail; category?: CategoryInfo }> {
  const [productRow, category] = await Promise.all([
    q.pid ? findProductDetail(db, q.pid, q) : null,
    q.cid ? findCategoryInfo(db, q.cid) : null,
  ]);
  if (!productRow && !category) throw new AppError('not_found');
  return {
    ...(productRow ? { product: toProductDetail(productRow) } : {}),
    ...(category ? { category } : {}),
  };
}
