import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { payeeAccountType } from './ledger-balance.repository.ts';
import { payeeBalance, toPayoutDto } from './payout-balance.service.ts';
import { runPayouts } from './payout-run.service.ts';
import { connectPayoutAccount, getPayoutSetup } from './payout-setup.service.ts';
import { listPayouts } from './payouts.repository.ts';
import {
  payoutBalanceSchema,
  payoutRunSchema,
  payoutSchema,
  payoutSetupSchema,
  payoutsQuery,
  runBody,
} from './payouts.schemas.ts';

const tags = ['payouts'];
/** Who is paid out (decisions/0005 and 0006): each sees and sets only its own account, balance and payouts. */
const PAYEES = ['Contractor', 'Vendor'] as const;
const security = [{ bearer: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: errorSchema, 503: errorSchema };

/** Payout accounts, balances and payout runs (docs/api-payouts.md). */
export default async function payoutsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const setup = { tags, security, response: { 200: successSchema(payoutSetupSchema), ...errors } };

  app.get('/payout_setup', { schema: setup, onRequest: app.requireType(...PAYEES) }, async (request) =>
    ok(await getPayoutSetup(app.db, app.payments, request.user!.id)),
  );

  app.post('/payout_setup', { schema: setup, onRequest: app.requireType(...PAYEES) }, async (request) => {
    const done = await connectPayoutAccount(app.db, app.payments, request.user!, app.config.appUrl);
    return ok(done, done.status === 'active' ? 'Your payout account is connected.' : 'Finish onboarding.');
  });

  app.get(
    '/payouts/balance',
    {
      schema: { tags, security, response: { 200: successSchema(payoutBalanceSchema), ...errors } },
      onRequest: app.requireType(...PAYEES),
    },
    async (request) => {
      const user = request.user!;
      return ok(await payeeBalance(app.db, payeeAccountType(user.type), user.id));
    },
  );

  app.get(
    '/payouts',
    {
      schema: {
        tags,
        security,
        querystring: payoutsQuery,
        response: { 200: successSchema(z.array(payoutSchema)), ...errors },
      },
      onRequest: app.requireType(...PAYEES, 'Admin'),
    },
    async (request) => {
      const user = request.user!;
      const rows = await listPayouts(app.db, user.type === 'Admin' ? null : user.id, request.query.limit);
      return ok(rows.map(toPayoutDto));
    },
  );

  app.post(
    '/payouts/run',
    {
      schema: { tags, security, body: runBody, response: { 200: successSchema(payoutRunSchema), ...errors } },
      onRequest: app.requireType('Admin'),
    },
    async (request) => {
      const run = await runPayouts(app.db, app.payments, { runId: request.body.run_id });
      return ok({ run_id: run.runId, payouts: run.payouts.map(toPayoutDto) }, 'Payout run finished.');
    },
  );
}
