import type { RateTableView } from '@app/domain/estimates/contract';
import type { RateTableInput } from '@app/domain/estimates/rates';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

const ratesKey = ['pro', 'rates'] as const;

/** GET /api/pro/rates: the pro's install rate table, or the suggested one until they save their own. */
export const ratesQuery = () =>
  queryOptions({
    queryKey: ratesKey,
    queryFn: async ({ signal }) => (await api.get<RateTableView>(apiPaths.proRates, { signal })).data,
  });

export const useRates = () => useQuery(ratesQuery());

/** PUT /api/pro/rates: the whole table; the answer is the saved table, put straight into the cache. */
export function useSaveRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (table: RateTableInput) => api.put<RateTableView>(apiPaths.proRates, table, { silent: true }),
    onSuccess: (reply) => queryClient.setQueryData(ratesKey, reply.data),
  });
}
