import type { AdminDashboardCharts } from '@app/domain/admin/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/admin/dashboard/charts: sales per day (30 days) and late items per vendor. */
export const useAdminDashboardCharts = () =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'dashboard', 'charts'],
      queryFn: async ({ signal }) =>
        (await api.get<AdminDashboardCharts>(apiPaths.adminDashboardCharts, { signal, silent: true })).data,
      refetchOnWindowFocus: true,
    }),
  );
