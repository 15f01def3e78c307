import { DESIGNER_MESSAGES, hireDesignerBody, hireDesignerQuery } from '@app/domain/projects/designers';
import {
  designerListSchema,
  designerRequestSchema,
  hireDesignerAnswerSchema,
} from '@app/domain/projects/designers-view';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { askDesigner, findDesigners } from './hire-designer.service.ts';
import { removeDesigner, withdrawRequest } from './project-designers.service.ts';

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };

/**
 * Hire a designer (spec point 7's `/api/hire_designer`, issue 24 point 5): the project's owner, or its pro,
 * finds approved designers near the showroom and asks one into the project; the owner withdraws a request
 * or lets a designer go. The designer's side is in the pro portal (designer-requests.routes.ts).
 */
export default async function designersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/hire_designer',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        querystring: hireDesignerQuery,
        response: { 200: successSchema(designerListSchema), ...errors },
      },
    },
    async (request) => ok(await findDesigners(app.db, request.user!.id, request.query)),
  );

  app.post(
    '/hire_designer',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        body: hireDesignerBody,
        response: {
          200: successSchema(hireDesignerAnswerSchema),
          201: successSchema(hireDesignerAnswerSchema),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { created, ...answer } = await askDesigner(
        app.db,
        request.user!.id,
        request.body,
        app.config.appUrl,
      );
      reply.code(created ? 201 : 200);
      return ok(answer, created ? DESIGNER_MESSAGES.asked : DESIGNER_MESSAGES.alreadyAsked);
    },
  );

  app.post(
    '/hire_designer/:id/withdraw',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ id: idParam }),
        response: { 200: successSchema(designerRequestSchema), ...errors },
      },
    },
    async (request) =>
      ok(await withdrawRequest(app.db, request.user!.id, request.params.id), DESIGNER_MESSAGES.withdrawn),
  );

  app.delete(
    '/project/:projectId/designers/:designerId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ projectId: idParam, designerId: idParam }),
        response: { 200: successSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const { projectId, designerId } = request.params;
      await removeDesigner(app.db, request.user!.id, projectId, designerId);
      return ok(null, DESIGNER_MESSAGES.removed);
    },
  );
}
