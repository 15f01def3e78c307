import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentEvent } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';
import { paymentWebhookRoutes } from './webhook.routes.ts';
import { memoryWebhookEventStore } from './webhook-once.ts';

describe('POST /api/payments/webhook', () => {
  const provider = new SandboxPaymentProvider();
  const store = memoryWebhookEventStore();
  const applied: PaymentEvent[] = [];
  let failNext = false;
  const app = Fastify();

  beforeAll(async () => {
    app.decorate('payments', provider);
    await app.register(
      paymentWebhookRoutes({
        store: () => store,
        apply: async (event) => {
          if (failNext) {
            failNext = false;
            throw new Error('apply failed');
          }
          applied.push(event);
        },
      }),
      { prefix: '/api' },
    );
  });
  afterAll(() => app.close());

  const deliver = (rawBody: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature && { 'stripe-signature': signature }),
      },
      payload: rawBody,
    });

  it('verifies the raw body, applies the event once and acknowledges repeats as duplicates', async () => {
    const d = provider.signEvent('payment_intent.succeeded', { id: 'pi_1', amount: 1000 });
    const first = await deliver(d.rawBody, d.signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver(d.rawBody, d.signature);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(applied.map((e) => e.id)).toEqual([d.id]);
  });

  it('verifies the exact bytes: the same JSON re-spaced no longer matches its signature', async () => {
    const d = provider.signEvent('charge.refunded', { id: 'ch_2' });
    const respaced = JSON.stringify(JSON.parse(d.rawBody), null, 2);
    const res = await deliver(respaced, d.signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The webhook signature could not be verified.' });
  });

  it('400 without a signature; 500 when applying fails, then the retry applies it', async () => {
    const d = provider.signEvent('transfer.created', { id: 'tr_3' });
    expect((await deliver(d.rawBody)).statusCode).toBe(400);
    failNext = true;
    expect((await deliver(d.rawBody, d.signature)).statusCode).toBe(500);
    expect((await deliver(d.rawBody, d.signature)).json()).toEqual({ received: true, duplicate: false });
    expect(applied.filter((e) => e.id === d.id)).toHaveLength(1);
  });
});
