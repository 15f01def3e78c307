import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET an admin verification queue (pros or vendors): the registrations waiting, oldest first. */
export const pendingQueueQuery = <Row>(queryKey: readonly string[], path: string) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      (await api.get<Row[]>(path, { signal, query: { status: 'pending' } })).data,
  });

/**
 * POST …/{id}/approve or …/{id}/decline with the reason (a 422 shows under the reason); what `invalidates`
 * names is read again after.
 */
export function useQueueDecision<Decided>(
  decisionPath: (id: number, decision: 'approve' | 'decline') => string,
  invalidates: readonly string[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      api.post<Decided>(
        decisionPath(id, reason === undefined ? 'approve' : 'decline'),
        reason === undefined ? {} : { reason },
        { fieldsShown: ['reason'] },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}
