import { orderPreviewSchema } from '@app/domain/orders/order-preview';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { previewOrder } from './order-preview.service.ts';
import { placeOrderBody } from './orders.schemas.ts';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

/** POST /api/orders/preview (docs/api-orders.md): the order's totals before Place Order; a homeowner's call. */
export function registerOrderPreviewRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/orders/preview',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        body: placeOrderBody.omit({ payment: true }),
        response: { 200: successSchema(orderPreviewSchema), ...errors },
      },
      onRequest: app.requireType('User'),
    },
    async (request) => ok(await previewOrder(app.db, request.user!.id, request.body)),
  );
}
