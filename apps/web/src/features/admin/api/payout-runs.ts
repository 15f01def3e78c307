import type { PayoutRun } from '@app/domain/payouts/contract';
import type { PayoutRetry, PayoutRunsPage } from '@app/domain/payouts/payout-runs';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

const runsKey = ['admin', 'payout-runs'] as const;

/** GET /api/admin/payout_runs: one page of runs, the latest first, failures first within each. */
export const usePayoutRuns = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...runsKey, page],
      queryFn: async ({ signal }) =>
        (await api.get<PayoutRunsPage>(apiPaths.adminPayoutRuns, { query: { page }, signal })).data,
      placeholderData: keepPreviousData,
    }),
  );

/** POST /api/payouts/run: a new run now (a new run id each time; the daily run keeps its own). */
export function useStartPayoutRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PayoutRun>(apiPaths.payoutsRun, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runsKey }),
  });
}

/** POST /api/admin/payouts/{id}/retry: pays a failed transfer's payee now, once. */
export function useRetryPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<PayoutRetry>(apiPaths.adminPayoutRetry(id), {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runsKey }),
  });
}
