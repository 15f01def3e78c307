import {
  invoicesSchema,
  proSubscriptionSchema,
  subscribeBody,
  subscriptionCardBody,
  subscriptionViewSchema,
} from '@app/domain/subscriptions/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, ok, successSchema } from '../../lib/envelope.ts';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf } from '../orders/place-order.service.ts';
import type { BillingContext } from './billing-context.ts';
import { replaceSubscriptionCard } from './card.service.ts';
import { listInvoices, readProSubscription, setCancelAtPeriodEnd } from './manage.service.ts';
import { subscribe } from './subscribe.service.ts';
import { toSubscriptionView } from './subscription-view.ts';

const bearer = [{ bearer: [] }];

/** A pro's subscription (issue 11 point 5, docs/api-pros.md "Subscription"): Contractors only, their own. */
export default async function subscriptions(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
  const pro = { preHandler: app.requireType('Contractor') };
  const ctx = (): BillingContext => ({
    db: app.db,
    payments: app.payments,
    now: new Date(),
    link: `${app.config.appUrl}/pro/subscription`,
  });

  app.get(
    '/pro/subscription',
    {
      ...pro,
      schema: {
        tags: ['pro'],
        security: bearer,
        response: { 200: successSchema(proSubscriptionSchema), ...errors },
      },
    },
    async (request) => ok(await readProSubscription(app.db, request.user!.id, app.payments.name)),
  );

  app.post(
    '/pro/subscription',
    {
      ...pro,
      schema: {
        tags: ['pro'],
        security: bearer,
        body: subscribeBody,
        response: {
          201: successSchema(subscriptionViewSchema),
          200: successSchema(subscriptionViewSchema),
          409: errorSchema,
          422: errorSchema,
          503: errorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
      const plan = await subscribe(ctx(), request.user!.id, key, request.body);
      await app.mailer.flush();
      reply.code(201);
      return ok(toSubscriptionView(plan), `You are subscribed to ${plan.plan}.`);
    },
  );

  app.post(
    '/pro/subscription/cancel',
    {
      ...pro,
      schema: {
        tags: ['pro'],
        security: bearer,
        response: { 200: successSchema(subscriptionViewSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await setCancelAtPeriodEnd(app.db, request.user!.id, true, new Date()),
        'Your plan will end at the end of its period.',
      ),
  );

  app.post(
    '/pro/subscription/resume',
    {
      ...pro,
      schema: {
        tags: ['pro'],
        security: bearer,
        response: { 200: successSchema(subscriptionViewSchema), ...errors },
      },
    },
    async (request) =>
      ok(await setCancelAtPeriodEnd(app.db, request.user!.id, false, new Date()), 'Your plan renews again.'),
  );

  app.put(
    '/pro/subscription/card',
    {
      ...pro,
      schema: {
        tags: ['pro'],
        security: bearer,
        body: subscriptionCardBody,
        response: { 200: successSchema(subscriptionViewSchema), 422: errorSchema, ...errors },
      },
    },
    async (request) => {
      const plan = await replaceSubscriptionCard(ctx(), request.user!.id, request.body);
      await app.mailer.flush();
      const message =
        plan.status === 'past_due'
          ? 'Your card is saved, but it could not be charged for the amount due.'
          : 'Your card is saved: renewals are charged on it.';
      return ok(plan, message);
    },
  );

  app.get(
    '/pro/subscription/invoices',
    {
      ...pro,
      schema: {
        tags: ['pro'],
        security: bearer,
        response: { 200: successSchema(invoicesSchema), ...errors },
      },
    },
    async (request) => ok(await listInvoices(app.db, request.user!.id)),
  );
}
