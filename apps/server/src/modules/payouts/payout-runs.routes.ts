import {
  payoutRetryParams,
  payoutRetrySchema,
  payoutRunsPageSchema,
  payoutRunsQuery,
} from '@app/domain/payouts/payout-runs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { listPayoutRuns, retryFailedPayout } from './payout-runs.service.ts';

const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema, 503: errorSchema };

/**
 * The admin console's payout runs and their failures (docs/api-admin-settings.md); a run itself is started
 * with POST /api/payouts/run (docs/api-payouts.md). Admins past the one-time code only.
 */
export default async function payoutRunsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requireType('Admin');

  app.get(
    '/admin/payout_runs',
    {
      preHandler,
      schema: {
        tags: ['admin', 'payouts'],
        security,
        querystring: payoutRunsQuery,
        response: { 200: successSchema(payoutRunsPageSchema), ...errors },
      },
    },
    async (request) =>
      ok(await listPayoutRuns(app.db, request.query.page, `${app.config.appUrl}/api/admin/payout_runs`)),
  );

  app.post(
    '/admin/payouts/:id/retry',
    {
      preHandler,
      schema: {
        tags: ['admin', 'payouts'],
        security,
        params: payoutRetryParams,
        response: { 200: successSchema(payoutRetrySchema), ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const done = await retryFailedPayout(
        app.db,
        app.payments,
        { id: user.id, type: user.type },
        request.params.id,
      );
      return ok(done.retry, done.message);
    },
  );
}
