import type { ProductCard } from '@app/domain/catalog/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { SearchResult } from '../../../lib/catalog-types.ts';

/** At least this many characters before the catalogue is searched. */
export const MIN_SEARCH_CHARS = 2;

/**
 * GET /api/search in the showroom the designs are for: the first products matching the words, to name one
 * the designer must keep or must avoid.
 */
export function useShowroomProductSearch(words: string, vsdId: string) {
  const q = words.trim();
  return useQuery({
    queryKey: ['ai-design', 'product-search', vsdId, q] as const,
    queryFn: async ({ signal }): Promise<ProductCard[]> =>
      (
        await api.get<SearchResult>(apiPaths.search, {
          query: { q, vsd_id: vsdId, ppp: 6 },
          signal,
          silent: true,
        })
      ).data.data,
    enabled: q.length >= MIN_SEARCH_CHARS,
    staleTime: 60_000,
  });
}
