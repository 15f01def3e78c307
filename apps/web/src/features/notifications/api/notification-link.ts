import { OPEN_ORDER_PARAM } from '@app/domain/orders/order-link';
import type { AppNotification } from './notifications.ts';

export type NotificationLink = { to: string; label: string };

/**
 * Where a notification leads, if anywhere: only an in-app path (never another site). A link to one order
 * (`/your_orders?order=100003`, domain yourOrderPath) reads 'View order 100003'.
 */
export function notificationLink(n: Pick<AppNotification, 'link'>): NotificationLink | null {
  const to = n.link?.trim();
  if (!to?.startsWith('/') || to.startsWith('//')) return null;
  const order = new URL(to, 'http://app.local').searchParams.get(OPEN_ORDER_PARAM);
  return { to, label: order ? `View order ${order}` : 'View details' };
}
