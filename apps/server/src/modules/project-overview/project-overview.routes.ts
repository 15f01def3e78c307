import {
  activityPageSchema,
  activityQuery,
  projectCardsPageSchema,
  projectListQuery,
  projectOverviewSchema,
} from '@app/domain/projects/overview';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { getActivity, getOverview, listProjects, listSharedProjects } from './project-overview.service.ts';

const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const params = z.object({ projectId: idParam });

/**
 * A project as its people see it (issue 24 point 1): the caller's projects, one project (404 to anyone who is
 * not one of its people) with its older timeline, and the pro portal's shared projects.
 */
export default async function projectOverviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  app.get(
    '/project',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        querystring: projectListQuery,
        response: { 200: successSchema(projectCardsPageSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await listProjects(app.db, request.user!.id, request.query.page, `${app.config.appUrl}/api/project`),
      ),
  );

  app.get(
    '/project/:projectId',
    {
      preHandler: app.authenticate,
      schema: { tags, security, params, response: { 200: successSchema(projectOverviewSchema), ...errors } },
    },
    async (request) => ok(await getOverview(app.db, request.user!.id, request.params.projectId)),
  );

  app.get(
    '/project/:projectId/activity',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params,
        querystring: activityQuery,
        response: { 200: successSchema(activityPageSchema), ...errors },
      },
    },
    async (request) =>
      ok(await getActivity(app.db, request.user!.id, request.params.projectId, request.query.before)),
  );

  app.get(
    '/pro/projects',
    {
      // Like the portal's other /api/pro routes: Contractors only (401, then 403 to other accounts).
      preHandler: app.requireType('Contractor'),
      schema: {
        tags: ['pro'],
        security,
        querystring: projectListQuery,
        response: { 200: successSchema(projectCardsPageSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await listSharedProjects(
          app.db,
          request.user!.id,
          request.query.page,
          `${app.config.appUrl}/api/pro/projects`,
        ),
      ),
  );
}
