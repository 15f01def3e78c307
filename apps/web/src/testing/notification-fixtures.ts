import { paginationRecord } from '@app/domain/catalog/pagination';
import { notificationPageSchema, notificationSchema } from '@app/domain/notifications/contract';
import { yourOrderPath } from '@app/domain/orders/order-link';
import type { AppNotification, NotificationPage } from '../features/notifications/api/notifications.ts';

/** The `path` of the pagination record (the API's absolute URL). */
const NOTIFICATION_URL = 'http://localhost/api/notification';

/** A notification as GET /api/notification sends it; pending unless `read_at` is given. */
export function notification(id: number, over: Partial<AppNotification> = {}): AppNotification {
  const number = `1000${id}`;
  return notificationSchema.parse({
    id,
    title: `Order ${number}: Approved`,
    body: `An item of your order ${number} is now Approved.`,
    link: yourOrderPath(number),
    read_at: null,
    created_at: '2026-11-23T18:30:00.000Z',
    ...over,
  });
}

/** One page of the pagination record, 10 a page, with its links as the server builds them. */
export function pageOf(items: AppNotification[], over: Partial<NotificationPage> = {}): NotificationPage {
  const total = over.total ?? items.length;
  const currentPage = over.current_page ?? 1;
  return notificationPageSchema.parse({
    ...paginationRecord({ data: items, total, perPage: 10, currentPage, path: NOTIFICATION_URL }),
    ...over,
  });
}
