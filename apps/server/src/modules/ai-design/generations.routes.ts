import { generationSchema } from '@app/domain/ai-design/contract';
import { generationBody, refinementBody } from '@app/domain/ai-design/request';
import { idField } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../orders/place-order.service.ts';
import { generationsIdle, kickGeneration } from './generation-runner.ts';
import { generationsOf, getGeneration, refineGeneration, startGeneration } from './generations.service.ts';

const tags = ['ai'];
const security = [{ aiToken: [] }];
const errors = { 401: errorSchema, 402: errorSchema, 404: errorSchema, 422: errorSchema };
const one = successSchema(z.object({ generation: generationSchema }));
const params = z.object({ id: idField('id') });

/**
 * The AI designer's generations (issue 26 points 3–4; docs/api-ai-design.md), for the AI account of the
 * `AIauthToken` header: start one (its coins held, 202 while it runs), refine one of its designs, read one or
 * the account's latest. Another account's generation is 404.
 */
export default async function generationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const started = (id: number) => kickGeneration(app, id);
  // A run started here finishes (or fails and releases its coins) before the database closes.
  app.addHook('onClose', () => generationsIdle(app.db));

  app.post(
    '/AI/generations',
    {
      onRequest: app.requireAiUser,
      schema: { tags, security, body: generationBody, response: { 202: one, 200: one, ...errors } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const aiUser = request.aiUser!.id;
      const { row, created } = await startGeneration(app.db, aiUser, request.body, key, !!app.pictures);
      if (created) started(row.id);
      reply.code(created ? 202 : 200);
      return ok({ generation: await getGeneration(app.db, request.aiUser!.id, row.id) });
    },
  );

  app.post(
    '/AI/generations/:id/refine',
    {
      onRequest: app.requireAiUser,
      schema: { tags, security, params, body: refinementBody, response: { 202: one, 200: one, ...errors } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const aiUser = request.aiUser!.id;
      const { row, created } = await refineGeneration(app.db, aiUser, request.params.id, request.body, key);
      if (created) started(row.id);
      reply.code(created ? 202 : 200);
      return ok({ generation: await getGeneration(app.db, aiUser, row.id) });
    },
  );

  app.get(
    '/AI/generations/:id',
    { onRequest: app.requireAiUser, schema: { tags, security, params, response: { 200: one, ...errors } } },
    async (request) => ok({ generation: await getGeneration(app.db, request.aiUser!.id, request.params.id) }),
  );

  app.get(
    '/AI/generations',
    {
      onRequest: app.requireAiUser,
      schema: {
        tags,
        security,
        response: { 200: successSchema(z.object({ generations: z.array(generationSchema) })), ...errors },
      },
    },
    async (request) => ok({ generations: await generationsOf(app.db, request.aiUser!.id) }),
  );
}
