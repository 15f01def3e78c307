import {
  createDesignBody,
  DESIGN_MESSAGES,
  designSchema,
  designSummarySchema,
  designVersionsSchema,
  restoreDesignBody,
  saveDesignBody,
} from '@app/domain/designs/contract';
import { idParam, PG_INT_MAX, strictInt } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { listDesignVersions, restoreDesign } from './design-versions.service.ts';
import { createDesign, getDesign, listMyDesigns, removeDesign, saveDesign } from './designs.service.ts';

const tags = ['designs'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
const params = z.object({ id: idParam });

/**
 * The designs API (docs/api-designs.md): a homeowner's 3-D room documents and their versions, owner-only;
 * a design of a project is also opened, saved and restored by the project's designers (pros: issue 24),
 * which design-access.ts decides per design. Listing, creating and deleting stay the homeowner's.
 */
export default async function designsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const homeowner = app.requireType('User');
  const ownerOrDesigner = app.requireType('User', 'Contractor');

  app.get(
    '/designs',
    {
      schema: { tags, security, response: { 200: successSchema(z.array(designSummarySchema)), ...errors } },
      onRequest: homeowner,
    },
    async (request) => ok(await listMyDesigns(app.db, request.user!.id)),
  );

  app.post(
    '/designs',
    {
      schema: {
        tags,
        security,
        body: createDesignBody,
        response: { 201: successSchema(designSchema), ...errors },
      },
      onRequest: homeowner,
    },
    async (request, reply) => {
      const design = await createDesign(app.db, request.user!.id, request.body);
      reply.code(201);
      return ok(design, 'Design saved.');
    },
  );

  app.get(
    '/designs/:id',
    {
      schema: {
        tags,
        security,
        params,
        querystring: z.object({ version: strictInt('version', { min: 1, max: PG_INT_MAX }).optional() }),
        response: { 200: successSchema(designSchema), ...errors },
      },
      onRequest: ownerOrDesigner,
    },
    async (request) =>
      ok(await getDesign(app.db, request.user!.id, request.params.id, request.query.version)),
  );

  app.put(
    '/designs/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: saveDesignBody,
        response: { 200: successSchema(designSchema), ...errors },
      },
      onRequest: ownerOrDesigner,
    },
    async (request) =>
      ok(await saveDesign(app.db, request.user!.id, request.params.id, request.body), 'Design saved.'),
  );

  app.get(
    '/designs/:id/versions',
    {
      schema: { tags, security, params, response: { 200: successSchema(designVersionsSchema), ...errors } },
      onRequest: ownerOrDesigner,
    },
    async (request) => ok(await listDesignVersions(app.db, request.user!.id, request.params.id)),
  );

  app.post(
    '/designs/:id/restore',
    {
      schema: {
        tags,
        security,
        params,
        body: restoreDesignBody,
        response: { 200: successSchema(designSchema), ...errors },
      },
      onRequest: ownerOrDesigner,
    },
    async (request) =>
      ok(
        await restoreDesign(app.db, request.user!.id, request.params.id, request.body),
        DESIGN_MESSAGES.restored,
      ),
  );

  app.delete(
    '/designs/:id',
    {
      schema: { tags, security, params, response: { 200: successSchema(z.null()), ...errors } },
      onRequest: homeowner,
    },
    async (request) => {
      await removeDesign(app.db, app.objects, request.user!.id, request.params.id);
      return ok(null, 'Design deleted.');
    },
  );
}
