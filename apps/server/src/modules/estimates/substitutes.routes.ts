import {
  chooseSubstituteBody,
  chosenSubstituteSchema,
  substitutesSchema,
} from '@app/domain/estimates/substitutes';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { chooseSubstitute, substitutesFor } from './substitutes.service.ts';

const tags = ['orders'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
const params = z.object({ id: idParam });

/**
 * Substitutes for an item its vendor declined (issue 25 point 6; docs/api-estimates.md "Substitutes"): the
 * homeowner's own items only (404 for anyone else's).
 */
export function substitutesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/order_items/:id/substitutes',
    {
      onRequest: app.requireType('User'),
      schema: { tags, security, params, response: { 200: successSchema(substitutesSchema), ...errors } },
    },
    async (request) => ok(await substitutesFor(app.db, request.user!.id, request.params.id)),
  );
  app.post(
    '/order_items/:id/substitutes',
    {
      onRequest: app.requireType('User'),
      schema: {
        tags,
        security,
        params,
        body: chooseSubstituteBody,
        response: { 200: successSchema(chosenSubstituteSchema), ...errors },
      },
    },
    async (request) => {
      const chosen = await chooseSubstitute(
        app.db,
        request.user!.id,
        request.params.id,
        request.body.size_id,
      );
      return ok(chosen, 'The substitute is in your room.');
    },
  );
}
