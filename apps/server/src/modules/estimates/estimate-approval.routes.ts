import { APPROVAL_MESSAGES, approvalQuoteSchema, approveEstimateBody } from '@app/domain/estimates/approval';
import { approvedEstimateSchema, estimateConflictSchema } from '@app/domain/estimates/contract';
import { idParam, PG_INT_MAX, strictInt } from '@app/domain/shared/input-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { sendNewOrderMails } from '../orders/order-mails.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../orders/place-order.service.ts';
import { approveEstimate } from './estimate-approval.service.ts';
import { approvalQuote } from './estimate-quote.service.ts';

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema };
const params = z.object({ projectId: idParam, estimateId: idParam });
const querystring = z.object({ version: strictInt('version', { min: 1, max: PG_INT_MAX }) });
/** What is kept of the browser a signature came from. */
const AGENT_LIMIT = 500;

/**
 * The homeowner's approval of an estimate (issue 25 point 4; docs/api-estimates.md "Approval"): the quote
 * before paying, and the approval itself — a typed-name signature and one charge placing one order.
 */
export function estimateApprovalRoutes(fastify: FastifyInstance, base: string) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${base}/:estimateId/approval`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params,
        querystring,
        response: { 200: successSchema(approvalQuoteSchema), 409: estimateConflictSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { projectId, estimateId } = request.params;
      const result = await approvalQuote(app.db, app.payments.name, {
        userId: request.user!.id,
        projectId,
        estimateId,
        version: request.query.version,
      });
      if ('conflict' in result)
        return reply.status(409).send({ message: result.message, current: result.conflict });
      return ok(result.quote);
    },
  );

  app.post(
    `${base}/:estimateId/approve`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        params,
        body: approveEstimateBody,
        response: {
          200: successSchema(approvedEstimateSchema),
          201: successSchema(approvedEstimateSchema),
          // The estimate moved on (with the caller's copy), or the key was used for another request.
          409: z.union([estimateConflictSchema, errorSchema]),
          ...errors,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const { projectId, estimateId } = request.params;
      const result = await approveEstimate(
        app.db,
        app.payments,
        {
          userId: request.user!.id,
          projectId,
          estimateId,
          key,
          body: request.body,
          appUrl: app.config.appUrl,
        },
        { ip: request.ip, agent: String(request.headers['user-agent'] ?? '').slice(0, AGENT_LIMIT) },
      );
      // A change order's removals cancel items: their mail goes out now; the order's after the answer.
      await app.mailer.flush();
      const placed = 'approved' in result ? result.approved.order : null;
      if (placed) sendNewOrderMails(app, placed.id);
      if ('conflict' in result)
        return reply.status(409).send({ message: result.message, current: result.conflict });
      const { estimate, order, created } = result.approved;
      return reply.status(created ? 201 : 200).send(
        ok(
          {
            estimate,
            order: order && { id: order.id, number: order.number },
            charge_cents: order?.charge ?? 0,
            deposit_cents: order?.deposit ?? 0,
          },
          estimate.kind === 'change_order' ? APPROVAL_MESSAGES.changeApproved : APPROVAL_MESSAGES.approved,
        ),
      );
    },
  );
}
