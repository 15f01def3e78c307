import { CHECKLIST_MESSAGES, createChecklistBody, putChecklistBody } from '@app/domain/projects/checklist';
import { checklistConflictSchema, checklistSchema } from '@app/domain/projects/checklist-view';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import {
  type ChecklistWrite,
  createChecklist,
  getChecklist,
  listChecklists,
  putChecklist,
} from './checklist.service.ts';

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema, 429: errorSchema };

/** A write's answer: the saved checklist, or 409 with the current copy when someone saved first. */
function answer(reply: FastifyReply, result: ChecklistWrite, status: 200 | 201, message: string) {
  if ('conflict' in result)
    return reply.status(409).send({ message: CHECKLIST_MESSAGES.stale, current: result.conflict });
  return reply.status(status).send(ok(result.checklist, message));
}

/**
 * The shared checklist with dimensions (spec points 1 and 7, issue 24), at the spec's paths: every person of
 * a project (its owner, the pro it was shared with, its designers) reads and edits it; nobody else sees it.
 */
export default async function checklistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/projectChecklist',
    {
      preHandler: app.authenticate,
      schema: { tags, security, response: { 200: successSchema(z.array(checklistSchema)), ...errors } },
    },
    async (request) => ok(await listChecklists(app.db, request.user!.id)),
  );

  app.get(
    '/projectChecklist/:projectId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ projectId: idParam }),
        response: { 200: successSchema(checklistSchema.nullable()), ...errors },
      },
    },
    async (request) => ok(await getChecklist(app.db, request.user!.id, request.params.projectId)),
  );

  app.post(
    '/projectChecklist',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        body: createChecklistBody,
        response: { 201: successSchema(checklistSchema), 409: checklistConflictSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(reply, await createChecklist(app.db, request.user!.id, request.body), 201, 'Checklist created.'),
  );

  app.put(
    '/projectChecklist/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ id: idParam }),
        body: putChecklistBody,
        response: { 200: successSchema(checklistSchema), 409: checklistConflictSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await putChecklist(app.db, request.user!.id, request.params.id, request.body),
        200,
        'Checklist updated.',
      ),
  );
}
