import type { Invitation } from '@app/domain/pros/invitations';
import type {
  VendorDecision,
  VendorInvitationInput,
  VendorVerificationRow,
} from '@app/domain/vendors/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { pendingQueueQuery, useQueueDecision } from './verification-queue.ts';

const queueKey = ['admin', 'vendor-verifications'] as const;

/** GET /api/admin/vendor_verifications: vendors waiting for approval, oldest first. */
export const vendorQueueQuery = () =>
  pendingQueueQuery<VendorVerificationRow>(queueKey, apiPaths.vendorVerifications);

export const useVendorQueue = () => useQuery(vendorQueueQuery());

/** POST …/{id}/approve or …/{id}/decline with the reason; the queue (and the dashboard's count) is read again. */
export const useDecideVendorVerification = () =>
  useQueueDecision<VendorDecision>(apiPaths.vendorVerificationDecision, ['admin']);

/** POST /api/admin/vendor_invitations: a 422's messages show under their fields. */
export const useInviteVendor = () =>
  useMutation({
    mutationFn: (body: VendorInvitationInput) =>
      api.post<Invitation>(apiPaths.vendorInvitations, body, { fieldsShown: ['email', 'name', 'message'] }),
  });
