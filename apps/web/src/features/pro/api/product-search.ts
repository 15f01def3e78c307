import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { SearchResult } from '../../../lib/catalog-types.ts';

/** At least this many characters before the catalogue is searched for a product to mark up. */
export const MIN_SEARCH_CHARS = 2;

/** GET /api/search: the first products matching the words, for giving one its own markup. */
export function useMarkupProductSearch(words: string) {
  const q = words.trim();
  return useQuery({
    queryKey: ['pro', 'markup-products', q] as const,
    queryFn: async ({ signal }) =>
      (await api.get<SearchResult>(apiPaths.search, { query: { q, ppp: 6 }, signal })).data.data,
    enabled: q.length >= MIN_SEARCH_CHARS,
    staleTime: 60_000,
  });
}
