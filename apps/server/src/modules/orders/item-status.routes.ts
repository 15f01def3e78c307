import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { assertAdminOtp } from '../../plugins/auth.ts';
import { cancelItem, requestReturn } from './homeowner-actions.service.ts';
import { changeItemStatus } from './item-status.service.ts';
import { orderItemSchema, orderParams, statusBody } from './orders.schemas.ts';
import { getItemDto, type Viewer } from './orders-view.ts';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };

/**
 * PATCH /api/order_items/{id}/status (admin, vendor), POST /api/order_items/{id}/cancel and
 * /return_request (the homeowner's own items) — docs/api-orders.md. Each answers the item in the order-view
 * shape, with the caller's money fields only; a change's mail, queued with it, is delivered after commit.
 */
export function registerItemStatusRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const homeowner = (id: number): Viewer => ({ id, type: 'User' });
  app.patch(
    '/order_items/:id/status',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        params: orderParams,
        body: statusBody,
        response: { 200: successSchema(orderItemSchema), ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = request.user!;
      assertAdminOtp(user);
      const viewer: Viewer = { id: user.id, type: user.type as Viewer['type'] };
      const { id } = request.params;
      const { appUrl } = app.config;
      const { changed } = await changeItemStatus(
        app.db,
        app.payments,
        viewer,
        id,
        request.body.status,
        appUrl,
        request.log,
      );
      await app.mailer.flush();
      const item = await getItemDto(app.db, viewer, id);
      return ok(item, changed ? 'Status updated successfully.' : 'Status unchanged.');
    },
  );

  const homeownerSchema = {
    tags: ['orders'],
    security: [{ bearer: [] }],
    params: orderParams,
    response: { 200: successSchema(orderItemSchema), ...errors },
  };
  app.post(
    '/order_items/:id/cancel',
    { schema: homeownerSchema, onRequest: app.requireType('User') },
    async (request) => {
      const { id } = request.params;
      await cancelItem(app.db, app.payments, request.user!.id, id, app.config.appUrl, { log: request.log });
      await app.mailer.flush();
      return ok(
        await getItemDto(app.db, homeowner(request.user!.id), id),
        'Your item has been cancelled and refunded.',
      );
    },
  );
  app.post(
    '/order_items/:id/return_request',
    { schema: homeownerSchema, onRequest: app.requireType('User') },
    async (request) => {
      const { id } = request.params;
      await requestReturn(app.db, request.user!.id, id, app.config.appUrl);
      await app.mailer.flush();
      return ok(
        await getItemDto(app.db, homeowner(request.user!.id), id),
        'Your return request has been sent.',
      );
    },
  );
}
