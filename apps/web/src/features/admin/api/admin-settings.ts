import type { PlatformSettings, PlatformSettingsUpdate } from '@app/domain/settings/platform-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

const settingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: the platform fee, tax table, shipping, return shipping and plans in force. */
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await api.get<PlatformSettings>(apiPaths.adminSettings, { signal })).data,
  });

export const useAdminSettings = () => useQuery(adminSettingsQuery());

/** PUT /api/admin/settings: the answer is the saved state, put straight into the cache. */
export function useSaveAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PlatformSettingsUpdate) =>
      api.put<PlatformSettings>(apiPaths.adminSettings, update, { silent: true }),
    onSuccess: (reply) => queryClient.setQueryData(settingsKey, reply.data),
  });
}
