import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { assertAdminOtp, type RequestUser } from '../../plugins/auth.ts';
import { registerItemStatusRoute } from './item-status.routes.ts';
import { orderMailsIdle, sendNewOrderMails } from './order-mails.ts';
import { registerOrderPreviewRoute } from './order-preview.routes.ts';
import { orderParams, orderSchema, placeOrderBody, shipToSchema } from './orders.schemas.ts';
import { getOrder, listOrders, orderFor, type Viewer } from './orders-view.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, placeOrder } from './place-order.service.ts';
import { changeShipTo } from './ship-to.service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

/** Orders (docs/api-orders.md): placing one from the cart, and reading them by role. */
export default async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // New orders' mails run after the answer (orders, samples, approved estimates): closing waits for them.
  app.addHook('onClose', () => orderMailsIdle(app.db));
  const viewerOf = (user: RequestUser | null): Viewer => {
    if (!user) throw new AppError('unauthenticated');
    assertAdminOtp(user);
    return { id: user.id, type: user.type as Viewer['type'] };
  };

  app.post(
    '/orders',
    {
      schema: {
        tags,
        security,
        body: placeOrderBody,
        response: { 200: successSchema(orderSchema), 201: successSchema(orderSchema), ...errors },
      },
      onRequest: app.requireType('User'),
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const viewer = viewerOf(request.user);
      const placed = await placeOrder(app.db, app.payments, viewer.id, key, request.body);
      sendNewOrderMails(app, placed.orderId);
      const order = placed.order
        ? orderFor(viewer, placed.order)
        : await getOrder(app.db, viewer, placed.orderId);
      reply.code(placed.created ? 201 : 200);
      return ok(order, 'Order placed successfully.');
    },
  );

  app.get(
    '/orders',
    {
      schema: { tags, security, response: { 200: successSchema(z.array(orderSchema)), ...errors } },
      onRequest: app.authenticate,
    },
    async (request) => ok(await listOrders(app.db, viewerOf(request.user))),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security,
        params: orderParams,
        response: { 200: successSchema(orderSchema), ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request) => ok(await getOrder(app.db, viewerOf(request.user), request.params.id)),
  );

  app.put(
    '/orders/:id/ship_to',
    {
      schema: {
        tags,
        security,
        params: orderParams,
        body: shipToSchema,
        response: { 200: successSchema(orderSchema), ...errors },
      },
      onRequest: app.requireType('User'),
    },
    async (request) => {
      const viewer = viewerOf(request.user);
      await changeShipTo(app.db, viewer.id, request.params.id, request.body);
      return ok(await getOrder(app.db, viewer, request.params.id), 'Your shipping address has been updated.');
    },
  );

  registerItemStatusRoute(app);
  registerOrderPreviewRoute(app);
}
