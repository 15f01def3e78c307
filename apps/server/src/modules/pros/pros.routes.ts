import { loginSchema } from '@app/domain';
import {
  proIdParams,
  proRegisteredSchema,
  proVerificationQuery,
  proVerificationRowSchema,
  vsdIdAnswerSchema,
  vsdIdQuery,
} from '@app/domain/pros/contract';
import { contractorRegisterSchema, declineSchema, verificationSchema } from '@app/domain/pros/registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { registerPro, suggestVsdId, vsdIdAvailable } from './pro-registration.service.ts';
import { decide, verificationFor, verificationQueue } from './pro-verification.service.ts';

const bearer = [{ bearer: [] }];
const adminErrors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };

/** Pros join (issue 11): registration, the showroom ID, where a verification stands, the admin's queue. */
export default async function pros(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/register/contractor',
    {
      schema: {
        tags: ['pros'],
        body: contractorRegisterSchema,
        response: { 201: successSchema(proRegisteredSchema), 422: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { user, verification } = await registerPro(app, request.body, request.ip);
      const message = 'Registration received. We verify licences within 24 hours.';
      return reply.status(201).send(ok({ user, token: null, verification }, message));
    },
  );

  app.get(
    '/register/vsd_id',
    {
      schema: {
        tags: ['pros'],
        querystring: vsdIdQuery,
        response: { 200: successSchema(vsdIdAnswerSchema), 422: errorSchema },
      },
    },
    async ({ query }) =>
      query.vsd_id
        ? ok({ vsd_id: query.vsd_id, available: await vsdIdAvailable(app.db, query.vsd_id) })
        : ok({ vsd_id: await suggestVsdId(app.db, query.company_name ?? ''), available: true }),
  );

  app.post(
    '/account_verify',
    {
      schema: {
        tags: ['pros'],
        body: loginSchema,
        response: {
          200: successSchema(verificationSchema),
          404: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => ok(await verificationFor(app, request.body, request.ip)),
  );

  app.get(
    '/admin/pro_verifications',
    {
      preHandler: app.requireType('Admin'),
      schema: {
        tags: ['admin'],
        security: bearer,
        querystring: proVerificationQuery,
        response: { 200: successSchema(z.array(proVerificationRowSchema)), ...adminErrors },
      },
    },
    async (request) => ok(await verificationQueue(app, request.query.status)),
  );

  app.post(
    '/admin/pro_verifications/:id/approve',
    {
      preHandler: app.requireType('Admin'),
      schema: {
        tags: ['admin'],
        security: bearer,
        params: proIdParams,
        response: {
          200: successSchema(verificationSchema),
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const decision = { approved: true, adminId: request.user!.id, reason: null };
      return ok(
        await decide(app, request.params.id, decision),
        'The pro is approved and the showroom is live.',
      );
    },
  );

  app.post(
    '/admin/pro_verifications/:id/decline',
    {
      preHandler: app.requireType('Admin'),
      schema: {
        tags: ['admin'],
        security: bearer,
        params: proIdParams,
        body: declineSchema,
        response: {
          200: successSchema(verificationSchema),
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const decision = { approved: false, adminId: request.user!.id, reason: request.body.reason };
      return ok(await decide(app, request.params.id, decision), 'The registration is declined.');
    },
  );
}
