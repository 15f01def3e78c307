import { declineRequestBody, designerRequestsQuery } from '@app/domain/projects/designers';
import { designerInboxItemSchema, designerRequestSchema } from '@app/domain/projects/designers-view';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { ANSWER_MESSAGES, acceptRequest, declineRequest, designerInbox } from './designer-answers.service.ts';

const tags = ['pro'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
const params = z.object({ id: idParam });

/**
 * The designer's side of hiring (issue 24 point 5), in the pro portal: a designer is a pro (a Contractor
 * account whose trade is designer), so these are Contractors' routes like the rest of /api/pro (decisions/0011).
 * Each acts on the caller's own requests only: another designer's is 404; a pro who is not a designer has none.
 */
export default async function designerRequestsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pro = app.requireType('Contractor');

  app.get(
    '/pro/designer_requests',
    {
      preHandler: pro,
      schema: {
        tags,
        security,
        querystring: designerRequestsQuery,
        response: { 200: successSchema(z.array(designerInboxItemSchema)), ...errors },
      },
    },
    async (request) => ok(await designerInbox(app.db, request.user!.id, request.query.status)),
  );

  app.post(
    '/pro/designer_requests/:id/accept',
    {
      preHandler: pro,
      schema: { tags, security, params, response: { 200: successSchema(designerRequestSchema), ...errors } },
    },
    async (request) =>
      ok(
        await acceptRequest(app.db, request.user!.id, request.params.id, app.config.appUrl),
        ANSWER_MESSAGES.accept,
      ),
  );

  app.post(
    '/pro/designer_requests/:id/decline',
    {
      preHandler: pro,
      schema: {
        tags,
        security,
        params,
        body: declineRequestBody,
        response: { 200: successSchema(designerRequestSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await declineRequest(
          app.db,
          request.user!.id,
          request.params.id,
          request.body.reason,
          app.config.appUrl,
        ),
        ANSWER_MESSAGES.decline,
      ),
  );
}
