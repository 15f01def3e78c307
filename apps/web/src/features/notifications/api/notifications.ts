import type { AppNotification, NotificationPage } from '@app/domain/notifications/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * A notification and the page GET /api/notification answers (the spec's pagination record, 10 a page,
 * newest first) are the domain's contract (packages/domain/src/notifications/contract.ts), never retyped.
 */
export type { AppNotification, NotificationPage };

/**
 * Every notification query starts with this key, the header's pending count too
 * (components/layout/notifications.ts): invalidating it after a change refreshes both.
 */
export const notificationsKey = ['notification'] as const;

/** GET /api/notification?page=N: the signed-in user's notifications, read and pending. */
export const notificationsQuery = (userId: number | undefined, page: number) =>
  queryOptions({
    queryKey: [...notificationsKey, 'list', userId ?? 'none', page],
    queryFn: async ({ signal }) =>
      (await api.get<NotificationPage>(apiPaths.notification, { query: { page }, signal })).data,
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });

/** PUT /api/notification/{id}: marks one of the user's notifications read. Errors are toasted by the client. */
export const markNotificationRead = (id: number) =>
  api.put<AppNotification>(`${apiPaths.notification}/${encodeURIComponent(String(id))}`);
