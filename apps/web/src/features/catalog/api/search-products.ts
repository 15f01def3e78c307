import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { ProductSort, SearchResult } from '../../../lib/catalog-types.ts';

/** The `sort` of GET /api/search and POST /api/visualization/products (domain catalog/contract.ts). */
export type SearchSort = NonNullable<ProductSort>;

/** The parameters of GET /api/search (docs/api-catalogue.md); prices in dollars, brands as ids. */
export type SearchParams = {
  q?: string;
  /** 1: search `q` as typed, never corrected. */
  exact?: 1;
  category?: string;
  vsd_id?: string;
  brand?: number[];
  color?: string;
  min_price?: string;
  max_price?: string;
  sort?: SearchSort;
  page?: number;
  ppp?: number;
};

/** GET /api/search: one page of priced cards plus facets (brands, colours, categories, price range). */
export async function searchProducts(params: SearchParams, signal?: AbortSignal) {
  const { brand, ...rest } = params;
  const { data } = await api.get<SearchResult>(apiPaths.search, {
    query: { ...rest, q: rest.q || undefined, brand: brand?.length ? brand.join(',') : undefined },
    signal,
  });
  return data;
}

/**
 * The last answer per list (showroom, category, words). The layout re-creates the page on each query change,
 * so the new page starts without a previous result of its own; it shows this one, dimmed, while loading.
 */
let lastAnswer: { list: string; data: SearchResult } | null = null;
const listOf = (p: SearchParams) =>
  JSON.stringify([p.vsd_id ?? '', p.category ?? '', p.q ?? '', p.exact ?? 0]);

export const searchQuery = (params: SearchParams) =>
  queryOptions({
    queryKey: ['search', params] as const,
    queryFn: async ({ signal }) => {
      const data = await searchProducts(params, signal);
      lastAnswer = { list: listOf(params), data };
      return data;
    },
    // Keep the previous page on screen while the next loads, so the grid does not jump.
    placeholderData: (previous) =>
      keepPreviousData(previous) ?? (lastAnswer?.list === listOf(params) ? lastAnswer.data : undefined),
  });

export function useProductSearch(params: SearchParams, enabled = true) {
  return useQuery({ ...searchQuery(params), enabled });
}
