import type { SearchParams, SearchSort } from '../api/search-products.ts';

/** Default page size of spec point 9 (ppp). */
export const PER_PAGE = 10;

export const SORTS: readonly SearchSort[] = ['relevance', 'newest', 'price_asc', 'price_desc'];

/**
 * What a product list shows, as kept in the URL query (page, sort, brand, color, min_price, max_price, q,
 * exact).
 */
export type ListState = {
  page: number;
  sort: SearchSort;
  brand: number[];
  color: string;
  min_price: string;
  max_price: string;
  q: string;
  /** `exact=1`: search `q` as typed, never corrected ("Search instead for …"); a new text drops it. */
  exact: boolean;
};

const positiveInt = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const money = (text: string | null) => (text && /^\d+(\.\d{1,2})?$/.test(text) ? text : '');

/** Reads the list state from a URL query; anything malformed falls back to the default. */
export function readListState(query: URLSearchParams): ListState {
  const sort = query.get('sort') as SearchSort | null;
  const brand = (query.get('brand') ?? '')
    .split(',')
    .map((id) => positiveInt(id))
    .filter((id): id is number => id !== null);
  return {
    page: positiveInt(query.get('page')) ?? 1,
    sort: sort && SORTS.includes(sort) ? sort : 'relevance',
    brand: [...new Set(brand)],
    color: query.get('color') ?? '',
    min_price: money(query.get('min_price')),
    max_price: money(query.get('max_price')),
    q: (query.get('q') ?? '').trim(),
    exact: query.get('exact') === '1',
  };
}

/**
 * Writes changes into a copy of the query, dropping defaults so URLs stay short. Any change other than
 * the page goes back to page 1 (a new filter has its own pages). Other keys (category...) are kept.
 */
export function writeListState(query: URLSearchParams, change: Partial<ListState>): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  if (change.sort !== undefined) set('sort', change.sort === 'relevance' ? '' : change.sort);
  if (change.brand !== undefined) set('brand', change.brand.join(','));
  if (change.color !== undefined) set('color', change.color);
  if (change.min_price !== undefined) set('min_price', change.min_price);
  if (change.max_price !== undefined) set('max_price', change.max_price);
  if (change.q !== undefined) set('q', change.q.trim());
  if (change.exact !== undefined || change.q !== undefined) set('exact', change.exact ? '1' : '');
  const page = change.page ?? 1;
  set('page', page > 1 ? String(page) : '');
  return next;
}

/** The search request for a list state. */
export const searchParamsOf = (
  state: ListState,
  scope: { category?: string; vsd_id?: string },
): SearchParams => ({
  ...scope,
  q: state.q || undefined,
  exact: state.q && state.exact ? 1 : undefined,
  brand: state.brand,
  color: state.color || undefined,
  min_price: state.min_price || undefined,
  max_price: state.max_price || undefined,
  sort: state.sort,
  page: state.page,
  ppp: PER_PAGE,
});
