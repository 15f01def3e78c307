import type { AdminDashboard } from '@app/domain/admin/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/admin/dashboard: sales, items by status, verifications waiting, items late against 48 hours. */
export const useAdminDashboard = () =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'dashboard'],
      queryFn: async ({ signal }) =>
        (await api.get<AdminDashboard>(apiPaths.adminDashboard, { signal })).data,
      // The figures move with every order: read again when the admin comes back to the tab.
      refetchOnWindowFocus: true,
    }),
  );
