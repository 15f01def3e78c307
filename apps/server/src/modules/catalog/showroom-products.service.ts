import { clampPage, type PaginationRecord, paginationRecord } from '@app/domain/catalog/pagination';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProductSort, ShowroomRef } from './catalog.schemas.ts';
import { type ProductCard, toProductCard } from './product-card.ts';
import { type CategoryPage, findCategoryPage } from './showroom-products.repository.ts';

export type ShowroomProductsInput = ShowroomRef & {
  category: string | number;
  page?: number;
  ppp: number;
  sort?: ProductSort;
};

const lastPageOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/**
 * POST /api/visualization/products: a category's products priced for the showroom. A page past the end is
 * served as the last page (spec point 4); an unknown category or showroom is 404.
 */
export async function showroomProducts(
  db: Database,
  input: ShowroomProductsInput,
  path: string,
): Promise<PaginationRecord<ProductCard>> {
  const ref = { showroom: input.showroom, vsd_id: input.vsd_id };
  const query = { category: input.category, showroom: ref, perPage: input.ppp, sort: input.sort };
  let page = clampPage(input.page ?? 1, Number.MAX_SAFE_INTEGER);
  let result: CategoryPage = await findCategoryPage(db, { ...query, page });
  if (!result.categoryFound) throw new AppError('not_found');
  if ((ref.showroom != null || ref.vsd_id) && !result.showroomFound) throw new AppError('not_found');
  const last = lastPageOf(result.total, input.ppp);
  if (page > last) {
    page = clampPage(page, last);
    result = await findCategoryPage(db, { ...query, page });
  }
  return paginationRecord({
    data: result.rows.map(toProductCard),
    total: result.total,
    perPage: input.ppp,
    currentPage: page,
    path,
  });
}
