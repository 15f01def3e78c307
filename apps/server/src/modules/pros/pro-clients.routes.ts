import {
  proClientParams,
  proClientSchema,
  proClientsPageSchema,
  proClientsQuery,
} from '@app/domain/pros/clients';
import { invitationInputSchema, invitationParams, invitationSchema } from '@app/domain/pros/invitations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { getClient, listClients } from './pro-clients.service.ts';
import {
  INVITATION_RESENT,
  INVITATION_REVOKED,
  INVITATION_SENT,
  invitationsOf,
  invite,
  revoke,
} from './pro-invitations.service.ts';

const bearer = [{ bearer: [] }];

/**
 * The pro portal's clients and invitations (issue 11 point 4): Contractors only, always about the caller's own
 * showroom; another pro's invitation or client is indistinguishable from none (404).
 */
export default async function proClients(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const proErrors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
  const schema = { tags: ['pro'], security: bearer };
  const preHandler = app.requireType('Contractor');

  app.post(
    '/pro/invitations',
    {
      preHandler,
      schema: {
        ...schema,
        body: invitationInputSchema,
        response: { 201: successSchema(invitationSchema), 422: errorSchema, 429: errorSchema, ...proErrors },
      },
    },
    async (request, reply) => {
      const { invitation, resent } = await invite(app, request.user!, request.body);
      return reply.status(201).send(ok(invitation, resent ? INVITATION_RESENT : INVITATION_SENT));
    },
  );

  app.get(
    '/pro/invitations',
    {
      preHandler,
      schema: { ...schema, response: { 200: successSchema(z.array(invitationSchema)), ...proErrors } },
    },
    async (request) => ok(await invitationsOf(app, request.user!.id)),
  );

  app.delete(
    '/pro/invitations/:id',
    {
      preHandler,
      schema: {
        ...schema,
        params: invitationParams,
        response: { 200: successSchema(z.null()), ...proErrors },
      },
    },
    async (request) => {
      await revoke(app, request.user!.id, request.params.id);
      return ok(null, INVITATION_REVOKED);
    },
  );

  app.get(
    '/pro/clients',
    {
      preHandler,
      schema: {
        ...schema,
        querystring: proClientsQuery,
        response: { 200: successSchema(proClientsPageSchema), 422: errorSchema, ...proErrors },
      },
    },
    async (request) =>
      ok(
        await listClients(
          app.db,
          request.user!.id,
          request.query.page,
          `${app.config.appUrl}/api/pro/clients`,
        ),
      ),
  );

  app.get(
    '/pro/clients/:id',
    {
      preHandler,
      schema: {
        ...schema,
        params: proClientParams,
        response: { 200: successSchema(proClientSchema), ...proErrors },
      },
    },
    async (request) => ok(await getClient(app.db, request.user!.id, request.params.id)),
  );
}
