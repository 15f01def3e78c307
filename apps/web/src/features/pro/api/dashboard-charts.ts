import type { ProDashboardCharts } from '@app/domain/pros/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/pro/dashboard/charts: the caller's showroom, markup earned and orders per week. */
export const useProDashboardCharts = () =>
  useQuery(
    queryOptions({
      queryKey: ['pro', 'dashboard', 'charts'],
      queryFn: async ({ signal }) =>
        (await api.get<ProDashboardCharts>(apiPaths.proDashboardCharts, { signal, silent: true })).data,
    }),
  );
