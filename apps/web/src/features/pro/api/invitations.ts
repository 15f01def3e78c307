import type { Invitation, InvitationInput } from '@app/domain/pros/invitations';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

const invitationsKey = ['pro', 'invitations'] as const;

/** The invite form's fields: a 422 on them shows under each field, without the warning toast. */
export const INVITATION_FIELDS = ['kind', 'email', 'name', 'message'] as const;

/** GET /api/pro/invitations: the pro's invitations, latest first, with their status. */
export const useInvitations = () =>
  useQuery(
    queryOptions({
      queryKey: invitationsKey,
      queryFn: async ({ signal }) => (await api.get<Invitation[]>(apiPaths.proInvitations, { signal })).data,
    }),
  );

/** POST /api/pro/invitations: sends (or resends) an invitation by mail. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationInput) =>
      api.post<Invitation>(apiPaths.proInvitations, body, { fieldsShown: INVITATION_FIELDS }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}

/** DELETE /api/pro/invitations/{id}: the link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(apiPaths.proInvitation(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey }),
  });
}
