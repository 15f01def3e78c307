import type { VendorDashboard } from '@app/domain/vendors/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** Read again after an item's status changes (its counts and earnings move). */
export const vendorDashboardKey = ['vendor', 'dashboard'] as const;

/** GET /api/vendor/dashboard: the vendor's own items waiting or late, earnings and products. */
export const vendorDashboardQuery = () =>
  queryOptions({
    queryKey: vendorDashboardKey,
    queryFn: async ({ signal }) =>
      (await api.get<VendorDashboard>(apiPaths.vendorDashboard, { signal, silent: true })).data,
  });

export const useVendorDashboard = () => useQuery(vendorDashboardQuery());
