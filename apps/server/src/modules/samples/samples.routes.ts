import { orderSchema } from '@app/domain/orders/contract';
import {
  SAMPLE_MESSAGES,
  sampleOrderBody,
  sampleQuoteQuery,
  sampleQuoteSchema,
} from '@app/domain/orders/samples';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { sendNewOrderMails } from '../orders/order-mails.ts';
import { getOrder, orderFor } from '../orders/orders-view.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../orders/place-order.service.ts';
import { placeSampleOrder, sampleQuote } from './samples.service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

/**
 * Samples (issue 25 point 7; docs/api-samples.md): what the samples of some products cost, and ordering
 * them as one small order. Homeowner accounts only.
 */
export default async function samplesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/sample_orders/quote',
    {
      onRequest: app.requireType('User'),
      schema: {
        tags,
        security,
        querystring: sampleQuoteQuery,
        response: { 200: successSchema(sampleQuoteSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await sampleQuote(app.db, app.payments.name, {
          userId: request.user!.id,
          products: request.query.products,
          state: request.query.state,
        }),
      ),
  );

  app.post(
    '/sample_orders',
    {
      onRequest: app.requireType('User'),
      schema: {
        tags,
        security,
        body: sampleOrderBody,
        response: {
          200: successSchema(orderSchema),
          201: successSchema(orderSchema),
          ...errors,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const viewer = { id: request.user!.id, type: 'User' as const };
      const placed = await placeSampleOrder(app.db, app.payments, {
        userId: viewer.id,
        key,
        body: request.body,
      });
      sendNewOrderMails(app, placed.orderId);
      const order = placed.order
        ? orderFor(viewer, placed.order)
        : await getOrder(app.db, viewer, placed.orderId);
      reply.code(placed.created ? 201 : 200);
      return ok(order, SAMPLE_MESSAGES.placed(order.number));
    },
  );
}
