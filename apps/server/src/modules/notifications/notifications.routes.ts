import { DEFAULT_PAGE_SIZE } from '@app/domain';
import { paginationRecord } from '@app/domain/catalog/pagination';
import {
  type AppNotification,
  notificationPageSchema,
  notificationSchema,
} from '@app/domain/notifications/contract';
import { idParam, PG_INT_MAX, strictInt } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { listNotifications, markRead, type Notification } from './notifications.repository.ts';

const bearer = [{ bearer: [] }];

/** The answers' shapes are the domain's contract (packages/domain/src/notifications/contract.ts). */
const toDto = (n: Notification): AppNotification => ({
  id: n.id,
  title: n.title,
  body: n.body,
  link: n.link,
  read_at: n.readAt ? n.readAt.toISOString() : null,
  created_at: n.createdAt.toISOString(),
});

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** GET /api/notification (?pending=1: only unread, `total` is the header's count) and PUT /api/notification/{id}. */
export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notification',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['notifications'],
        security: bearer,
        querystring: z.object({
          pending: flag.optional(),
          page: strictInt('page', { min: 1, max: PG_INT_MAX }).optional().default(1),
        }),
        response: { 200: successSchema(notificationPageSchema), 401: errorSchema },
      },
    },
    async (request) => {
      const { pending, page } = request.query;
      const perPage = DEFAULT_PAGE_SIZE;
      const path = `${app.config.appUrl}/api/notification`;
      const { items, total } = await listNotifications(app.db, request.user!.id, {
        unreadOnly: !!pending,
        page,
        perPage,
      });
      return ok(
        paginationRecord({
          data: items.map(toDto),
          total,
          perPage,
          currentPage: page,
          path,
          query: pending ? { pending: '1' } : {},
        }),
      );
    },
  );

  app.put(
    '/notification/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['notifications'],
        security: bearer,
        params: z.object({ id: idParam }),
        response: { 200: successSchema(notificationSchema), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const updated = await markRead(app.db, request.user!.id, request.params.id);
      if (!updated) throw new AppError('not_found');
      return ok(toDto(updated), 'Notification marked as read.');
    },
  );
}
