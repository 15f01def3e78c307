import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './payment-errors.ts';
import type { PaymentEvent } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';
import { handleWebhookOnce, memoryWebhookEventStore } from './webhook-once.ts';

describe('sandbox webhooks (Stripe t=…,v1=… signatures)', () => {
  it('verifies a signed delivery and returns the event', () => {
    const p = new SandboxPaymentProvider();
    const d = p.signEvent('payment_intent.succeeded', { id: 'ch_sandbox_x', amount: 500 });
    expect(d.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = p.parseWebhook(Buffer.from(d.rawBody), d.signature);
    expect(event).toMatchObject({
      id: d.id,
      type: 'payment_intent.succeeded',
      object: { id: 'ch_sandbox_x', amount: 500 },
    });
    expect(event.createdAt).toBeInstanceOf(Date);
  });

  it('rejects a tampered body, another secret, a missing header and a stale timestamp', () => {
    const p = new SandboxPaymentProvider({ webhookSecret: 'whsec_one' });
    const d = p.signEvent('refund.created', { id: 're_1', amount: 100 });
    expect(() => p.parseWebhook(d.rawBody.replace('"amount":100', '"amount":999'), d.signature)).toThrow(
      WebhookSignatureError,
    );
    expect(() =>
      new SandboxPaymentProvider({ webhookSecret: 'whsec_two' }).parseWebhook(d.rawBody, d.signature),
    ).toThrow(WebhookSignatureError);
    expect(() => p.parseWebhook(d.rawBody, undefined)).toThrow(/missing/);
    const old = p.signEvent('refund.created', { id: 're_2' }, Math.floor(Date.now() / 1000) - 600);
    expect(() => p.parseWebhook(old.rawBody, old.signature)).toThrow(WebhookSignatureError);
  });
});

describe('handleWebhookOnce', () => {
  const setup = () => {
    const provider = new SandboxPaymentProvider();
    const store = memoryWebhookEventStore();
    const applied: PaymentEvent[] = [];
    const apply = async (e: PaymentEvent) => {
      applied.push(e);
    };
    return { provider, store, applied, apply };
  };

  it('applies an event once however often it is delivered, also concurrently', async () => {
    const { provider, store, applied, apply } = setup();
    const d = provider.signEvent('payment_intent.succeeded', { id: 'pi_1' });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => handleWebhookOnce(provider, d.rawBody, d.signature, store, apply)),
    );
    expect(outcomes.filter((o) => o.applied)).toHaveLength(1);
    expect(applied.map((e) => e.id)).toEqual([d.id]);
  });

  it('forgets the event when applying fails, so the retry applies it', async () => {
    const { provider, store, applied, apply } = setup();
    const d = provider.signEvent('charge.refunded', { id: 'ch_1' });
    const failing = async () => {
      throw new Error('database down');
    };
    await expect(handleWebhookOnce(provider, d.rawBody, d.signature, store, failing)).rejects.toThrow(
      'database down',
    );
    expect((await handleWebhookOnce(provider, d.rawBody, d.signature, store, apply)).applied).toBe(true);
    expect(applied).toHaveLength(1);
  });

  it('records nothing for a delivery whose signature fails', async () => {
    const { provider, store, apply } = setup();
    const body = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1,
      data: { object: {} },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_guess' });
    await expect(handleWebhookOnce(provider, body, forged, store, apply)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    expect(store.ids.size).toBe(0);
  });
});
