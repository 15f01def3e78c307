import type { UserType } from '@app/domain';
import type {
  AdminUser,
  AdminUsersPage,
  SettableUserStatus,
  UserStatusFilter,
} from '@app/domain/admin/users';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

export type UsersFilter = { q: string; type: UserType | ''; status: UserStatusFilter | ''; page: number };

const usersKey = ['admin', 'users'] as const;

/** GET /api/admin/users: one page of the accounts matching the search and filters (empty = all). */
export const useAdminUsers = (filter: UsersFilter) =>
  useQuery(
    queryOptions({
      queryKey: [...usersKey, filter],
      queryFn: async ({ signal }) =>
        (
          await api.get<AdminUsersPage>(apiPaths.adminUsers, {
            signal,
            query: {
              q: filter.q || undefined,
              type: filter.type || undefined,
              status: filter.status || undefined,
              page: filter.page,
            },
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  );

/**
 * PATCH /api/admin/users/{id}/status. Silent: the page says what went wrong (a 409 sends the admin to the
 * verification queue, a 422 is the admin's own account). Every users page is read again.
 */
export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: SettableUserStatus }) =>
      api.patch<AdminUser>(apiPaths.adminUserStatus(id), { status }, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
