import { clampPage } from '@app/domain/catalog/pagination';
import { toDollars } from '@app/domain/money/cents';
import type { Database } from '../../db/client.ts';
import { type PaginationRecord, paginationRecord } from '../catalog/pagination.ts';
import { type ProductCard, toProductCard } from '../catalog/product-card.ts';
import { type SearchFilters, type SearchResult, searchProducts } from './search.repository.ts';
import type { SearchQuery } from './search.schemas.ts';

export type SearchAnswer = PaginationRecord<ProductCard> & { facets: SearchResult['facets'] };

const toCents = (dollars: number | undefined) => (dollars == null ? undefined : Math.round(dollars * 100));

/** GET /api/search: a page of priced cards with facets; a page past the end is served as the last page. */
export async function search(
  db: Database,
  query: SearchQuery,
  path: string,
  rawQuery: Record<string, string | string[] | undefined>,
): Promise<SearchAnswer> {
  const filters: SearchFilters = {
    q: query.q,
    showroom: { showroom: query.showroom, vsd_id: query.vsd_id },
    category: query.category || undefined,
    brands: query.brand ?? [],
    color: query.color || undefined,
    minPriceCents: toCents(query.min_price),
    maxPriceCents: toCents(query.max_price),
    sort: query.sort,
    perPage: query.ppp,
    page: clampPage(query.page ?? 1, Number.MAX_SAFE_INTEGER),
  };
  let result = await searchProducts(db, filters);
  const last = Math.max(1, Math.ceil(result.total / filters.perPage));
  if (filters.page > last) {
    filters.page = last;
    result = await searchProducts(db, filters);
  }
  const { facets } = result;
  return {
    ...paginationRecord({
      data: result.rows.map(toProductCard),
      total: result.total,
      perPage: filters.perPage,
      currentPage: filters.page,
      path,
      query: rawQuery,
    }),
    facets: {
      ...facets,
      price: {
        min: facets.price.min == null ? null : toDollars(facets.price.min),
        max: facets.price.max == null ? null : toDollars(facets.price.max),
      },
    },
  };
}
