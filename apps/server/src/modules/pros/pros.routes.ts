import { loginSchema } from '@app/domain';
import {
  proIdParams,
  proRegisteredSchema,
  proVerificationQuery,
  proVerificationRowSchema,
  vsdIdAnswerSchema,
  vsdIdQuery,
} from '@app/domain/pros/contract';
import { contractorRegisterSchema, verificationSchema } from '@app/domain/pros/registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { decisionRoutes } from '../verification/decision-routes.ts';
import { registerPro, suggestVsdId, vsdIdAvailable } from './pro-registration.service.ts';
import { decide, verificationFor, verificationQueue } from './pro-verification.service.ts';

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

  decisionRoutes(fastify, {
    path: '/admin/pro_verifications',
    query: proVerificationQuery,
    row: proVerificationRowSchema,
    decided: verificationSchema,
    params: proIdParams,
    list: (status) => verificationQueue(app, status),
    decide: (id, decision) => decide(app, id, decision),
    message: (_, approved) =>
      approved ? 'The pro is approved and the showroom is live.' : 'The registration is declined.',
  });
}
