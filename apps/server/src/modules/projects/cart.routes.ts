import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { optionalUser } from '../views/optional-user.ts';
import { type Caller, loadCart } from './cart.service.ts';
import { applyCoupon, COUPON_MESSAGES, removeCoupon } from './cart-coupon.service.ts';
import { destroyLine, syncBulk, syncLine, updateLineQty, updateProjectCart } from './cart-writes.service.ts';
import {
  bulkBody,
  cartQuery,
  cartSchema,
  couponBody,
  couponQuery,
  destroyQuery,
  lineParams,
  syncBody,
  updateLineBody,
  updateProjectCartBody,
} from './projects.schemas.ts';

const tags = ['cart'];
const bearer: Array<Record<string, string[]>> = [{ bearer: [] }, {}];
const response = { 200: successSchema(cartSchema), 404: errorSchema, 422: errorSchema, 429: errorSchema };

/**
 * The cart calls of spec point 7 (docs/api-cart.md). No sign-in needed: a guest's cart is reached by its
 * temp_project_id; with a valid bearer token the calls act on the user's own projects.
 */
export default async function cartRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const callerOf = async (request: FastifyRequest): Promise<Caller> => ({
    userId: (await optionalUser(app, request))?.id ?? null,
    ip: request.ip,
  });

  app.get(
    '/projectCart',
    { schema: { tags, security: bearer, querystring: cartQuery, response } },
    async (request) => ok(await loadCart(app.db, await callerOf(request), request.query)),
  );

  app.post(
    '/projectCart/sync_to_cart',
    { schema: { tags, security: bearer, body: syncBody, response } },
    async (request) => {
      const { cart, message } = await syncLine(app.db, await callerOf(request), request.body);
      return ok(cart, message);
    },
  );

  app.post(
    '/projectCart/sync_to_bulk_cart',
    { schema: { tags, security: bearer, body: bulkBody, response } },
    async (request) => {
      const { cart, message } = await syncBulk(app.db, await callerOf(request), request.body);
      return ok(cart, message);
    },
  );

  app.post(
    '/projectCart/update_cart',
    { schema: { tags, security: bearer, body: updateLineBody, response } },
    async (request) =>
      ok(await updateLineQty(app.db, await callerOf(request), request.body), 'Cart updated successfully.'),
  );

  app.post(
    '/projectCart/update_project_cart',
    { schema: { tags, security: bearer, body: updateProjectCartBody, response } },
    async (request) =>
      ok(
        await updateProjectCart(app.db, await callerOf(request), request.body),
        'Cart updated successfully.',
      ),
  );

  app.post(
    '/projectCart/coupon',
    { schema: { tags, security: bearer, body: couponBody, response } },
    async (request) =>
      ok(await applyCoupon(app.db, await callerOf(request), request.body), COUPON_MESSAGES.applied),
  );

  app.delete(
    '/projectCart/coupon',
    { schema: { tags, security: bearer, querystring: couponQuery, response } },
    async (request) =>
      ok(await removeCoupon(app.db, await callerOf(request), request.query), COUPON_MESSAGES.removed),
  );

  app.delete(
    '/cart/destroy/:id',
    { schema: { tags, security: bearer, params: lineParams, querystring: destroyQuery, response } },
    async (request) =>
      ok(
        await destroyLine(app.db, await callerOf(request), { ...request.query, id: request.params.id }),
        'Product removed from cart successfully.',
      ),
  );
}
