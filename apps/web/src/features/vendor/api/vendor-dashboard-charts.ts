import type { VendorDashboardCharts } from '@app/domain/vendors/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { vendorDashboardKey } from './vendor-dashboard.ts';

/** GET /api/vendor/dashboard/charts: the vendor's own earnings per week and items per status. */
export const useVendorDashboardCharts = () =>
  useQuery(
    queryOptions({
      // Under the dashboard's key: a status change that reads the dashboard again reads these too.
      queryKey: [...vendorDashboardKey, 'charts'],
      queryFn: async ({ signal }) =>
        (await api.get<VendorDashboardCharts>(apiPaths.vendorDashboardCharts, { signal, silent: true })).data,
    }),
  );
