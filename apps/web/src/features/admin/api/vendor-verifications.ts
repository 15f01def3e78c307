import type { Invitation } from '@app/domain/pros/invitations';
import type {
  VendorDecision,
  VendorInvitationInput,
  VendorVerificationRow,
} from '@app/domain/vendors/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

const queueKey = ['admin', 'vendor-verifications'] as const;

/** GET /api/admin/vendor_verifications: vendors waiting for approval, oldest first. */
export const vendorQueueQuery = () =>
  queryOptions({
    queryKey: queueKey,
    queryFn: async ({ signal }) =>
      (
        await api.get<VendorVerificationRow[]>(apiPaths.vendorVerifications, {
          signal,
          query: { status: 'pending' },
        })
      ).data,
  });

export const useVendorQueue = () => useQuery(vendorQueueQuery());

/** POST …/{id}/approve or …/{id}/decline with the reason; the queue (and the dashboard's count) is read again. */
export function useDecideVendorVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      api.post<VendorDecision>(
        apiPaths.vendorVerificationDecision(id, reason === undefined ? 'approve' : 'decline'),
        reason === undefined ? {} : { reason },
        { fieldsShown: ['reason'] },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** POST /api/admin/vendor_invitations: a 422's messages show under their fields. */
export const useInviteVendor = () =>
  useMutation({
    mutationFn: (body: VendorInvitationInput) =>
      api.post<Invitation>(apiPaths.vendorInvitations, body, { fieldsShown: ['email', 'name', 'message'] }),
  });
