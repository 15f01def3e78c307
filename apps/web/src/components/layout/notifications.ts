import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

type NotificationList = { data: unknown[]; total: number };

/** Pending notifications count for the header (GET /api/notification?pending=1), only when signed in. */
export function usePendingNotificationCount(enabled: boolean) {
  const query = useQuery({
    queryKey: ['notification', 'pending'],
    queryFn: async () =>
      (await api.get<NotificationList>(apiPaths.notification, { query: { pending: 1 }, silent: true })).data,
    enabled,
    staleTime: 60_000,
  });
  return query.data?.total ?? query.data?.data?.length ?? 0;
}
