import { SHARE_MESSAGES, sharedProjectSchema } from '@app/domain/projects/share';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { shareToContractor } from './share.service.ts';

/** Spec point 7: the homeowner shares a project with the showroom's contractor (issue 24). */
export default async function shareRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/project/share_to_contractor/:projectId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['projects'],
        security: [{ bearer: [] }],
        params: z.object({ projectId: idParam }),
        response: {
          200: successSchema(sharedProjectSchema),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          422: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) =>
      ok(
        await shareToContractor(app.db, request.user!.id, request.params.projectId, app.config.appUrl),
        SHARE_MESSAGES.shared,
      ),
  );
}
