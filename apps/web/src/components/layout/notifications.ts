import type { NotificationPage } from '@app/domain/notifications/contract';
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Pending notifications count for the header (GET /api/notification?pending=1), only when signed in. */
export function usePendingNotificationCount(enabled: boolean) {
  const query = useQuery({
    queryKey: ['notification', 'pending'],
    queryFn: async () =>
      (await api.get<NotificationPage>(apiPaths.notification, { query: { pending: 1 }, silent: true })).data,
    enabled,
    staleTime: 60_000,
  });
  return query.data?.total ?? 0;
}
