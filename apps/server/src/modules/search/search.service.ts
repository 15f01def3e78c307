import { clampPage, paginationRecord } from '@app/domain/catalog/pagination';
import { fromDollars, toDollars } from '@app/domain/money/cents';
import type { SearchResult } from '@app/domain/search/contract';
import type { Database } from '../../db/client.ts';
import { toProductCard } from '../catalog/product-card.ts';
import { cachedFacets, storeFacets } from './facets-cache.ts';
import { type SearchFilters, searchPage } from './search.repository.ts';
import type { SearchQuery } from './search.schemas.ts';
import { correctedSearchPage } from './search-correction.ts';
import { findSearchFacets, type SearchFacets } from './search-facets.repository.ts';

const toCents = (dollars: number | undefined) => (dollars == null ? undefined : fromDollars(dollars));

/** The facets of the text in the category at the showroom: cached under the page's state, else queried. */
async function facetsOf(db: Database, f: SearchFilters, state: string): Promise<SearchFacets> {
  const scope = `${f.q}\u0001${f.category ?? ''}`;
  const hit = cachedFacets(db, scope, state);
  if (hit) return hit;
  const fresh = await findSearchFacets(db, { q: f.q, showroom: f.showroom, category: f.category });
  // Stored under the state its own snapshot saw (a write in between simply makes the next call miss).
  storeFacets(db, scope, fresh.state, fresh.facets);
  return fresh.facets;
}

/**
 * GET /api/search: a page of priced cards with facets; a page past the end is served as the last page. A text
 * that finds nothing is searched as corrected when its correction finds products (search-correction.ts):
 * the cards and facets are then the corrected text's and `corrected` says so; the links keep the typed text
 * (the next page is corrected alike), `exact=1` searches it as typed.
 */
export async function search(
  db: Database,
  query: SearchQuery,
  path: string,
  rawQuery: Record<string, string | string[] | undefined>,
): Promise<SearchResult> {
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
  const { page, corrected } = await correctedSearchPage(db, filters, query.exact);
  let result = page;
  if (corrected) filters.q = corrected.query;
  const last = Math.max(1, Math.ceil(result.total / filters.perPage));
  if (filters.page > last) {
    filters.page = last;
    result = await searchPage(db, filters);
  }
  const facets = await facetsOf(db, filters, result.state);
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
    corrected,
  };
}
