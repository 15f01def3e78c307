import { couponInputSchema, proCouponSchema, proCouponsSchema } from '@app/domain/pros/coupons';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { changeCoupon, createCoupon, readCoupons, removeCoupon } from './pro-coupons.service.ts';

const bearer = [{ bearer: [] }];
const params = z.object({ id: idParam });

/**
 * The pro portal's coupons (issue 11): Contractors only, on the caller's own showroom; a coupon id of
 * another showroom is 404. A percent is of the vendor price and never above the markup (docs/api-pros.md).
 */
export default async function proCoupons(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const proErrors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
  const schema = { tags: ['pro'], security: bearer };
  const proOnly = app.requireType('Contractor');

  app.get(
    '/pro/coupons',
    {
      preHandler: proOnly,
      schema: { ...schema, response: { 200: successSchema(proCouponsSchema), ...proErrors } },
    },
    async (request) => ok(await readCoupons(app.db, request.user!.id)),
  );

  app.post(
    '/pro/coupons',
    {
      preHandler: proOnly,
      schema: {
        ...schema,
        body: couponInputSchema,
        response: { 201: successSchema(proCouponSchema), 422: errorSchema, ...proErrors },
      },
    },
    async (request, reply) => {
      const coupon = await createCoupon(app.db, request.user!.id, request.body);
      reply.code(201);
      return ok(coupon, 'Your coupon is saved.');
    },
  );

  app.put(
    '/pro/coupons/:id',
    {
      preHandler: proOnly,
      schema: {
        ...schema,
        params,
        body: couponInputSchema,
        response: { 200: successSchema(proCouponSchema), 422: errorSchema, ...proErrors },
      },
    },
    async (request) =>
      ok(
        await changeCoupon(app.db, request.user!.id, request.params.id, request.body),
        'Your coupon is saved.',
      ),
  );

  app.delete(
    '/pro/coupons/:id',
    {
      preHandler: proOnly,
      schema: { ...schema, params, response: { 200: successSchema(z.null()), ...proErrors } },
    },
    async (request) => {
      await removeCoupon(app.db, request.user!.id, request.params.id);
      return ok(null, 'Your coupon is deleted.');
    },
  );
}
