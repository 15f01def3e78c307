import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** One notification as GET /api/notification sends it (apps/server/src/modules/notifications). */
export type AppNotification = {
  id: number;
  /** e.g. 'Order 100003: Approved' for an order item's status change. */
  title: string;
  body: string;
  /** An in-app path to what it is about (e.g. '/your_orders'), or null. */
  link: string | null;
  /** null while pending (unread). ISO 8601. */
  read_at: string | null;
  created_at: string;
};

/** The spec's pagination record (point 3), 10 a page, newest first. */
export type NotificationPage = {
  data: AppNotification[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
};

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
