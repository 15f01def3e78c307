import { declineSchema } from '@app/domain/pros/registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';

const bearer = [{ bearer: [] }];
const adminErrors = { 401: errorSchema, 403: errorSchema, 422: errorSchema };
const decisionErrors = { 404: errorSchema, 409: errorSchema, ...adminErrors };

type Admin = { id: number; type: string };
export type AdminDecision = { approved: boolean; admin: Admin; reason: string | null };

type Queue<Status, Row, Decided> = {
  /** `/admin/pro_verifications`: the queue at the path, approve and decline at `{path}/:id/…`. */
  path: string;
  query: z.ZodType<{ status: Status }>;
  row: z.ZodType<Row>;
  decided: z.ZodType<Decided>;
  params: z.ZodType<{ id: number }>;
  list: (status: Status) => Promise<Row[]>;
  decide: (userId: number, decision: AdminDecision) => Promise<Decided>;
  /** The message the admin reads after the decision. */
  message: (decided: Decided, approved: boolean) => string;
};

/**
 * An admin verification queue (pros, issue 11; vendors, issue 12): GET the registrations in a status, oldest
 * first, and POST …/:id/approve or …/:id/decline (with the reason). One decision per registration: a second
 * one gets 409.
 */
export function decisionRoutes<Status, Row, Decided>(
  fastify: FastifyInstance,
  queue: Queue<Status, Row, Decided>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: app.requireType('Admin') };
  const { path, params } = queue;
  const answer = { 200: successSchema(queue.decided), ...decisionErrors };

  app.get(
    path,
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security: bearer,
        querystring: queue.query,
        response: { 200: successSchema(z.array(queue.row)), ...adminErrors },
      },
    },
    async (request) => ok(await queue.list(request.query.status)),
  );

  const decideAndSay = async (id: number, decision: AdminDecision) => {
    const decided = await queue.decide(id, decision);
    return ok(decided, queue.message(decided, decision.approved));
  };

  app.post(
    `${path}/:id/approve`,
    { ...admin, schema: { tags: ['admin'], security: bearer, params, response: answer } },
    async (request) =>
      decideAndSay(request.params.id, { approved: true, admin: request.user!, reason: null }),
  );

  app.post(
    `${path}/:id/decline`,
    {
      ...admin,
      schema: { tags: ['admin'], security: bearer, params, body: declineSchema, response: answer },
    },
    async (request) =>
      decideAndSay(request.params.id, { approved: false, admin: request.user!, reason: request.body.reason }),
  );
}
