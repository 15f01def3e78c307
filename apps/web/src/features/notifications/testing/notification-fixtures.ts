import { yourOrderPath } from '@app/domain/orders/order-link';
import type { AppNotification, NotificationPage } from '../api/notifications.ts';

/** A notification as GET /api/notification sends it; pending unless `read_at` is given. */
export function notification(id: number, over: Partial<AppNotification> = {}): AppNotification {
  const number = `1000${id}`;
  return {
    id,
    title: `Order ${number}: Approved`,
    body: `An item of your order ${number} is now Approved.`,
    link: yourOrderPath(number),
    read_at: null,
    created_at: '2026-11-23T18:30:00.000Z',
    ...over,
  };
}

/** One page of the pagination record, 10 a page. */
export function pageOf(items: AppNotification[], over: Partial<NotificationPage> = {}): NotificationPage {
  const total = over.total ?? items.length;
  return {
    data: items,
    total,
    current_page: 1,
    per_page: 10,
    last_page: Math.max(1, Math.ceil(total / 10)),
    ...over,
  };
}
