import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { WebhookSignatureError } from './payment-errors.ts';
import type { PaymentEvent } from './payment-provider.ts';
import { handleWebhookOnce, type WebhookEventStore } from './webhook-once.ts';

export type WebhookRouteOptions = {
  /** Where seen event ids live (the database in the app; memory in tests). */
  store: (app: FastifyInstance) => WebhookEventStore;
  /** What an event changes (orders, refunds, payouts); throwing answers 500 so the provider retries. */
  apply: (event: PaymentEvent, app: FastifyInstance) => Promise<void>;
};

/**
 * `POST /payments/webhook` (under /api): the provider's deliveries, verified on the raw bytes of the body
 * (no JSON parsing before the signature check) and applied once each. Register with prefix '/api'.
 */
export function paymentWebhookRoutes(opts: WebhookRouteOptions): FastifyPluginAsync {
  return async (app) => {
    // This scope only: every body arrives as the Buffer that was signed.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const store = opts.store(app);

    app.post('/payments/webhook', { schema: { hide: true } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      try {
        const outcome = await handleWebhookOnce(
          app.payments,
          raw,
          Array.isArray(header) ? header[0] : header,
          store,
          (event) => opts.apply(event, app),
        );
        return { received: true, duplicate: !outcome.applied };
      } catch (e) {
        if (e instanceof WebhookSignatureError) return reply.status(400).send({ message: e.message });
        throw e;
      }
    });
  };
}
