import type { AppNotification } from './notifications.ts';

export type NotificationLink = { to: string; label: string };

const ORDER_TITLE = /^Order (\d+):/;

/**
 * Where a notification leads, if anywhere: only an in-app path (never another site). An order item's
 * status change ('Order 100003: Approved') reads 'View order 100003'.
 */
export function notificationLink(n: Pick<AppNotification, 'title' | 'link'>): NotificationLink | null {
  const to = n.link?.trim();
  if (!to?.startsWith('/') || to.startsWith('//')) return null;
  const order = ORDER_TITLE.exec(n.title)?.[1];
  return { to, label: order ? `View order ${order}` : 'View details' };
}
