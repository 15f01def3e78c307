import { estimateCardSchema, estimateConflictSchema, estimateSchema } from '@app/domain/estimates/contract';
import {
  declineEstimateBody,
  draftEstimateBody,
  ESTIMATE_MESSAGES,
  estimateVersionBody,
  sendEstimateBody,
} from '@app/domain/estimates/requests';
import { idParam } from '@app/domain/shared/input-limits';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { draftFromDesign } from './draft-estimate.service.ts';
import { declineEstimate, sendEstimate } from './estimate-answers.service.ts';
import { estimateApprovalRoutes } from './estimate-approval.routes.ts';
import { estimatePdfRoute } from './estimate-pdf.routes.ts';
import { getEstimate, listEstimates } from './estimate-read.service.ts';
import { addEstimateVersion, type EstimateWrite } from './estimate-version.service.ts';
import { substitutesRoutes } from './substitutes.routes.ts';

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const project = z.object({ projectId: idParam });
const params = z.object({ projectId: idParam, estimateId: idParam });
/** 409: a stale write (with the caller's current copy), or an approved estimate (frozen). */
const conflict = z.union([estimateConflictSchema, errorSchema]);
const answered = { 200: successSchema(estimateSchema), 409: conflict, ...errors };
const created = { 201: successSchema(estimateSchema), 409: conflict, ...errors };

/** A write's answer: the estimate, or 409 with the caller's current copy when it moved on. */
function answer(reply: FastifyReply, result: EstimateWrite, status: 200 | 201, message: string) {
  if ('conflict' in result)
    return reply
      .status(409)
      .send({ message: result.message ?? ESTIMATE_MESSAGES.stale, current: result.conflict });
  return reply.status(status).send(ok(result.estimate, message));
}

/**
 * A project's estimates (issue 25; docs/api-estimates.md): its pro and designers draft one from a room,
 * make versions and send them; its owner reads those sent (the client's view only) and may decline; nobody
 * else sees they exist (404).
 */
export default async function estimatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = '/project/:projectId/estimates';
  const user = (request: { user: { id: number } | null }) => request.user!.id;

  app.get(
    base,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: project,
        response: { 200: successSchema(z.array(estimateCardSchema)), ...errors },
      },
    },
    async (request) => ok(await listEstimates(app.db, user(request), request.params.projectId)),
  );

  app.post(
    base,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params: project,
        body: draftEstimateBody,
        response: { 201: successSchema(estimateSchema), ...errors },
      },
    },
    async (request, reply) => {
      const drafted = await draftFromDesign(app.db, user(request), request.params.projectId, request.body);
      return reply.status(201).send(ok(drafted, 'The estimate is drafted.'));
    },
  );

  app.get(
    `${base}/:estimateId`,
    {
      preHandler: app.authenticate,
      schema: { tags, security, params, response: { 200: successSchema(estimateSchema), ...errors } },
    },
    async (request) => {
      const { projectId, estimateId } = request.params;
      return ok(await getEstimate(app.db, user(request), projectId, estimateId));
    },
  );

  app.post(
    `${base}/:estimateId/versions`,
    {
      preHandler: app.authenticate,
      schema: { tags, security, params, body: estimateVersionBody, response: created },
    },
    async (request, reply) => {
      const { projectId, estimateId } = request.params;
      const result = await addEstimateVersion(app.db, user(request), projectId, estimateId, request.body);
      return answer(reply, result, 201, 'The new version is saved.');
    },
  );

  app.post(
    `${base}/:estimateId/send`,
    {
      preHandler: app.authenticate,
      schema: { tags, security, params, body: sendEstimateBody, response: answered },
    },
    async (request, reply) => {
      const { projectId, estimateId } = request.params;
      const { version } = request.body;
      const result = await sendEstimate(
        app.db,
        user(request),
        projectId,
        estimateId,
        version,
        app.config.appUrl,
      );
      // The homeowner's mail goes out now (the outbox job would deliver it within a minute otherwise).
      await app.mailer.flush();
      return answer(reply, result, 200, 'The estimate is sent.');
    },
  );

  app.post(
    `${base}/:estimateId/decline`,
    {
      preHandler: app.authenticate,
      schema: { tags, security, params, body: declineEstimateBody, response: answered },
    },
    async (request, reply) => {
      const { projectId, estimateId } = request.params;
      const result = await declineEstimate(app.db, user(request), projectId, estimateId, request.body);
      return answer(reply, result, 200, 'The estimate is declined.');
    },
  );

  estimatePdfRoute(fastify, base);
  estimateApprovalRoutes(fastify, base);
  substitutesRoutes(fastify);
}
