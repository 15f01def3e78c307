import type { SwapOptions, SwapOptionsQuery } from '@app/domain/designs/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/visualization/options: the showroom's sizes that can go on a surface or fixture. */
export async function getSwapOptions(query: SwapOptionsQuery, signal?: AbortSignal) {
  const { data } = await api.get<SwapOptions>(apiPaths.swapOptions, {
    query: query as Record<string, string | number | undefined>,
    signal,
    silent: true,
  });
  return data;
}

export const useSwapOptions = (query: SwapOptionsQuery) =>
  useQuery({
    queryKey: ['swap-options', query] as const,
    queryFn: ({ signal }) => getSwapOptions(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
