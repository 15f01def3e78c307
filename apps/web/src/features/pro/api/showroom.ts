import type { ProShowroom, ShowroomSettingsInput } from '@app/domain/pros/showroom-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

export const showroomKey = ['pro', 'showroom'] as const;

/** GET /api/pro/showroom: the pro's own showroom. */
export const useProShowroom = () =>
  useQuery(
    queryOptions({
      queryKey: showroomKey,
      queryFn: async ({ signal }) => (await api.get<ProShowroom>(apiPaths.proShowroom, { signal })).data,
    }),
  );

/** PUT /api/pro/showroom: errors show under their fields; the saved state goes straight into the cache. */
export function useSaveProShowroom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShowroomSettingsInput) =>
      api.put<ProShowroom>(apiPaths.proShowroom, body, { fieldsShown: ['company_name', 'theme_color'] }),
    onSuccess: (reply) => queryClient.setQueryData(showroomKey, reply.data),
  });
}
