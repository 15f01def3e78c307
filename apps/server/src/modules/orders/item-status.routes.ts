import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderItems } from '../../db/schema/index.ts';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { changeItemStatus } from './item-status.service.ts';
import { orderItemSchema, orderParams, statusBody } from './orders.schemas.ts';
import { toItemDto, type Viewer } from './orders-view.ts';

/** PATCH /api/order_items/{id}/status (docs/api-orders.md). */
export function registerItemStatusRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.patch(
    '/order_items/:id/status',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        params: orderParams,
        body: statusBody,
        response: {
          200: successSchema(orderItemSchema),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = request.user!;
      const viewer: Viewer = { id: user.id, type: user.type as Viewer['type'] };
      const { changed } = await changeItemStatus(app.db, viewer, request.params.id, request.body.status);
      const [item] = await app.db.select().from(orderItems).where(eq(orderItems.id, request.params.id));
      return ok(toItemDto(item), changed ? 'Status updated successfully.' : 'Status unchanged.');
    },
  );
}
