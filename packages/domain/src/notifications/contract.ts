import { z } from 'zod';
import { paginationSchema } from '../catalog/pagination.ts';

/**
 * One notification of the signed-in user, as GET /api/notification lists it and PUT /api/notification/{id}
 * answers it. A notification carries no money (no amount field, no figure in its text): every role reads
 * the same shape.
 */
export const notificationSchema = z.object({
  id: z.number().int(),
  /** e.g. 'Order 100003: Approved' for an order item's status change. */
  title: z.string(),
  /** '' when there is nothing more to say. */
  body: z.string(),
  /** An in-app path to what it is about (e.g. '/your_orders?order=100003'), or null. */
  link: z.string().nullable(),
  /** When it was marked read, ISO 8601; null while pending (unread). */
  read_at: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/**
 * GET /api/notification: the spec's pagination record (point 3) of notifications, newest first, 10 a page;
 * with ?pending=1 only the unread ones, and `total` is the header's count.
 */
export const notificationPageSchema = paginationSchema(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;
