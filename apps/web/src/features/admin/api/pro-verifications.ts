import type { ProVerificationRow } from '@app/domain/pros/contract';
import type { Verification } from '@app/domain/pros/registration';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

const queueKey = ['admin', 'pro-verifications'] as const;

/** GET /api/admin/pro_verifications: pros waiting for their licence check, oldest first. */
export const proQueueQuery = () =>
  queryOptions({
    queryKey: queueKey,
    queryFn: async ({ signal }) =>
      (
        await api.get<ProVerificationRow[]>(apiPaths.proVerifications, {
          signal,
          query: { status: 'pending' },
        })
      ).data,
  });

export const useProQueue = () => useQuery(proQueueQuery());

/** POST …/{id}/approve or …/{id}/decline with the reason; the queue is read again after. */
export function useDecideProVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      api.post<Verification>(
        apiPaths.proVerificationDecision(id, reason === undefined ? 'approve' : 'decline'),
        reason === undefined ? {} : { reason },
        { fieldsShown: ['reason'] },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
