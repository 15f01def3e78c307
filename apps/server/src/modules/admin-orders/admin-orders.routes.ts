import {
  adminOrdersPageSchema,
  adminOrdersQuery,
  bulkStatusBody,
  bulkStatusMessage,
  bulkStatusResultSchema,
  orderVendorSchema,
} from '@app/domain/orders/admin-orders';
import {
  receivedReturnSchema,
  receiveReturnBody,
  returnsPageSchema,
  returnsQuery,
} from '@app/domain/orders/returns-desk';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import type { Viewer } from '../orders/orders-view.ts';
import { listAdminOrders, orderVendors } from './admin-orders.service.ts';
import { changeStatuses } from './bulk-status.service.ts';
import {
  listReturns,
  RETURN_ALREADY_RECEIVED,
  RETURN_RECEIVED,
  receiveReturn,
} from './returns-desk.service.ts';

const bearer = [{ bearer: [] }];
const adminErrors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

/**
 * The admin console's orders and returns desk (issue 12, docs/api-admin-orders.md): every order of every
 * vendor with filters and paging, one status for many items, and the returns desk. Admin only, past the
 * one-time code (requireType('Admin'), run before the input is read).
 */
export default async function adminOrders(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireType('Admin');
  const schema = { tags: ['admin'], security: bearer };
  const adminOf = (id: number): Viewer => ({ id, type: 'Admin' });

  app.get(
    '/admin/orders',
    {
      preHandler,
      schema: {
        ...schema,
        querystring: adminOrdersQuery,
        response: { 200: successSchema(adminOrdersPageSchema), ...adminErrors },
      },
    },
    async (request) =>
      ok(
        await listAdminOrders(
          app.db,
          adminOf(request.user!.id),
          request.query,
          `${app.config.appUrl}/api/admin/orders`,
        ),
      ),
  );

  app.get(
    '/admin/orders/vendors',
    {
      preHandler,
      schema: { ...schema, response: { 200: successSchema(z.array(orderVendorSchema)), ...adminErrors } },
    },
    async () => ok(await orderVendors(app.db)),
  );

  app.post(
    '/admin/order_items/status',
    {
      preHandler,
      schema: {
        ...schema,
        body: bulkStatusBody,
        response: { 200: successSchema(bulkStatusResultSchema), ...adminErrors },
      },
    },
    async (request) => {
      const result = await changeStatuses(
        app.db,
        app.payments,
        adminOf(request.user!.id),
        request.body,
        app.config.appUrl,
        request.log,
      );
      await app.mailer.flush();
      return ok(result, bulkStatusMessage(result));
    },
  );

  app.get(
    '/admin/returns',
    {
      preHandler,
      schema: {
        ...schema,
        querystring: returnsQuery,
        response: { 200: successSchema(returnsPageSchema), ...adminErrors },
      },
    },
    async (request) => ok(await listReturns(app.db, request.query, `${app.config.appUrl}/api/admin/returns`)),
  );

  app.post(
    '/admin/returns/:id/receive',
    {
      preHandler,
      schema: {
        ...schema,
        params: z.object({ id: idParam }),
        body: receiveReturnBody.default({}),
        response: { 200: successSchema(receivedReturnSchema), 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const received = await receiveReturn(
        app.db,
        app.payments,
        adminOf(request.user!.id),
        { itemId: request.params.id, restockingFeeCents: request.body.restocking_fee_cents },
        app.config.appUrl,
        request.log,
      );
      await app.mailer.flush();
      return ok(received, received.received_now ? RETURN_RECEIVED : RETURN_ALREADY_RECEIVED);
    },
  );
}
