import {
  checklistBody,
  checklistSchema,
  type StyleProfileAnswer,
  startingDesignSchema,
  styleProfileAnswerSchema,
  swapOptionsQuery,
  swapOptionsSchema,
} from '@app/domain/designs/contract';
import { styleAnswersSchema, styleProfileOf } from '@app/domain/room/style-profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { optionalUser } from '../views/optional-user.ts';
import { checklist } from './checklist.service.ts';
import { saveStyleAnswers, styleAnswersOf } from './style-profile.repository.ts';
import { swapOptions } from './swap-options.service.ts';
import { startingDesign } from './visualizer.service.ts';

const id = z.string().trim().max(80);

/** The visualizer's catalogue-backed reads (docs/api-designs.md). Public, like the catalogue itself. */
export default async function visualizerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/visualization/design',
    {
      schema: {
        tags: ['designs'],
        querystring: z.object({ floorplan: id, floorTemplate: id }),
        response: {
          200: successSchema(startingDesignSchema),
          401: errorSchema,
          404: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) => {
      const { floorplan, floorTemplate } = request.query;
      // Public, but a room measured in a project is its people's: the caller is looked up only for one.
      return ok(await startingDesign(app.db, floorplan, floorTemplate, () => optionalUser(app, request)));
    },
  );

  app.post(
    '/visualization/checklist',
    {
      schema: {
        tags: ['designs'],
        body: checklistBody,
        response: { 200: successSchema(checklistSchema), 404: errorSchema, 422: errorSchema },
      },
    },
    async (request) => {
      const { document, showroom, vsd_id } = request.body;
      return ok(await checklist(app.db, document, { showroom, vsd_id }));
    },
  );

  app.get(
    '/visualization/options',
    {
      schema: {
        tags: ['designs'],
        querystring: swapOptionsQuery,
        response: { 200: successSchema(swapOptionsSchema), 422: errorSchema },
      },
    },
    async (request) =>
      ok(await swapOptions(app.db, request.query, `${app.config.appUrl}/api/visualization/options`)),
  );

  const profileAnswer = (answers: Record<string, string> | null): StyleProfileAnswer => ({
    answers,
    profile: answers ? styleProfileOf(answers) : null,
  });
  const homeowner = app.requireType('User');
  const profileSchema = {
    tags: ['designs'],
    security: [{ bearer: [] }],
    response: {
      200: successSchema(styleProfileAnswerSchema),
      401: errorSchema,
      403: errorSchema,
      422: errorSchema,
    },
  };

  app.get('/style_profile', { schema: profileSchema, onRequest: homeowner }, async (request) =>
    ok(profileAnswer(await styleAnswersOf(app.db, request.user!.id))),
  );

  app.put(
    '/style_profile',
    { schema: { ...profileSchema, body: z.object({ answers: styleAnswersSchema }) }, onRequest: homeowner },
    async (request) => {
      await saveStyleAnswers(app.db, request.user!.id, request.body.answers);
      return ok(profileAnswer(request.body.answers), 'Your style profile is saved.');
    },
  );
}
