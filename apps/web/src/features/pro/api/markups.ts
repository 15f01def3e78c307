import type { Markups, MarkupsUpdate } from '@app/domain/pros/markups';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

const markupsKey = ['pro', 'markups'] as const;

/** GET /api/pro/markups: the pro's showroom default and category overrides. */
export const markupsQuery = () =>
  queryOptions({
    queryKey: markupsKey,
    queryFn: async ({ signal }) => (await api.get<Markups>(apiPaths.proMarkups, { signal })).data,
  });

export const useMarkups = () => useQuery(markupsQuery());

/** PUT /api/pro/markups: the answer is the saved state, put straight into the cache. */
export function useSaveMarkups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MarkupsUpdate) => api.put<Markups>(apiPaths.proMarkups, update, { silent: true }),
    onSuccess: (reply) => queryClient.setQueryData(markupsKey, reply.data),
  });
}
