import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentDeclined,
  PaymentProviderUnavailable,
  RefundRejected,
  WebhookSignatureError,
} from './payment-errors.ts';
import type { CardDetails } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';
import { type StripeStub, startStripeStub } from './stripe-stub.fixture.ts';

const KEY = 'sk_test_stub_0123456789';
const WHSEC = 'whsec_test_stub_secret';
const card = (number: string): CardDetails => ({
  number,
  expMonth: 4,
  expYear: 2031,
  cvc: '314',
  nameOnCard: 'Pat Doe',
});

describe('stripe provider against a local Stripe API stub', () => {
  let stub: StripeStub;
  let stripe: StripePaymentProvider;
  beforeAll(async () => {
    stub = await startStripeStub(KEY);
    stripe = new StripePaymentProvider({ secretKey: KEY, webhookSecret: WHSEC, apiBase: stub.url });
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
  });

  const posts = (path: string) => stub.requests.filter((r) => r.method === 'POST' && r.path === path);
  const chargeReq = (token: string, idempotencyKey: string, amountCents = 12_345) => ({
    amountCents,
    currency: 'usd' as const,
    token,
    idempotencyKey,
    description: 'Order 1001',
    metadata: { order_id: '1001' },
  });

  it('saves a card: PaymentMethod, Customer, attach; keeps only token, brand, last 4, expiry', async () => {
    const saved = await stripe.tokenizeCard(card('4242424242424242'));
    expect(saved).toEqual({
      provider: 'stripe',
      token: expect.stringMatching(/^pm_/),
      brand: 'Visa',
      last4: '4242',
      expMonth: 4,
      expYear: 2031,
    });
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/payment_methods',
      'POST /v1/customers',
      `POST /v1/payment_methods/${saved.token}/attach`,
    ]);
    expect(stub.requests[0].params).toMatchObject({
      type: 'card',
      'card[exp_month]': '4',
      'card[exp_year]': '2031',
    });
    expect(stub.requests[2].params.customer).toMatch(/^cus_/);
  });

  it('refuses to save 4000 0000 0000 0002 (declined on attach) with the customer message', async () => {
    const err = await stripe.tokenizeCard(card('4000000000000002')).catch((e) => e);
    expect(err).toBeInstanceOf(PaymentDeclined);
    expect(err.fieldErrors).toEqual({ card_number: ['Your card was declined.'] });
  });

  it('charges with a confirmed PaymentIntent, sending the Idempotency-Key and form params', async () => {
    const { token } = await stripe.tokenizeCard(card('4242424242424242'));
    const charge = await stripe.charge(chargeReq(token, 'order-1001'));
    expect(charge).toEqual({ id: expect.stringMatching(/^pi_/), status: 'succeeded', amountCents: 12_345 });
    const [sent] = posts('/v1/payment_intents');
    expect(sent.idempotencyKey).toBe('order-1001');
    expect(sent.params).toMatchObject({
      amount: '12345',
      currency: 'usd',
      payment_method: token,
      customer: expect.stringMatching(/^cus_/),
      confirm: 'true',
      off_session: 'true',
      description: 'Order 1001',
      'metadata[order_id]': '1001',
    });
  });

  it('the same key twice, or a lost response retried by the SDK, gives one PaymentIntent', async () => {
    const { token } = await stripe.tokenizeCard(card('4242424242424242'));
    const before = stub.intents.size;
    const a = await stripe.charge(chargeReq(token, 'order-2002'));
    const b = await stripe.charge(chargeReq(token, 'order-2002'));
    expect(b.id).toBe(a.id);
    stub.loseNextResponse();
    const c = await stripe.charge(chargeReq(token, 'order-3003'));
    const tries = posts('/v1/payment_intents').filter((r) => r.idempotencyKey === 'order-3003');
    expect(tries.length).toBe(2);
    expect(stub.intents.size - before).toBe(2);
    expect(c.id).not.toBe(a.id);
  });

  it.each([
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000341', 'card_declined', 'Your card was declined.'],
  ])('a 402 card_error for %s becomes PaymentDeclined %s', async (number, code, message) => {
    const { token } = await stripe.tokenizeCard(card(number));
    const err = await stripe.charge(chargeReq(token, `declined-${number}`)).catch((e) => e);
    expect(err).toBeInstanceOf(PaymentDeclined);
    expect(err).toMatchObject({ code, customerMessage: message, providerRef: expect.stringMatching(/^pi_/) });
  });

  it('refunds part of a PaymentIntent and refuses more than is left', async () => {
    const { token } = await stripe.tokenizeCard(card('4242424242424242'));
    const ch = await stripe.charge(chargeReq(token, 'order-4004', 10_000));
    const r = await stripe.refund({
      chargeId: ch.id,
      amountCents: 2_500,
      idempotencyKey: 'refund-1',
      reason: 'requested_by_customer',
    });
    expect(r).toEqual({ id: expect.stringMatching(/^re_/), chargeId: ch.id, amountCents: 2_500 });
    const [sent] = posts('/v1/refunds');
    expect(sent).toMatchObject({
      idempotencyKey: 'refund-1',
      params: { payment_intent: ch.id, amount: '2500', reason: 'requested_by_customer' },
    });
    const over = await stripe
      .refund({ chargeId: ch.id, amountCents: 7_501, idempotencyKey: 'refund-2' })
      .catch((e) => e);
    expect(over).toBeInstanceOf(RefundRejected);
    expect(over.code).toBe('amount_too_large');
    expect(
      (await stripe.refund({ chargeId: ch.id, amountCents: 7_500, idempotencyKey: 'refund-3' })).amountCents,
    ).toBe(7_500);
  });

  it('pays a contractor with a Connect transfer to the destination account', async () => {
    const t = await stripe.transfer({
      destinationAccount: 'acct_1Contractor',
      amountCents: 4_321,
      idempotencyKey: 'payout-9',
      description: 'Payout',
    });
    expect(t).toEqual({
      id: expect.stringMatching(/^tr_/),
      destinationAccount: 'acct_1Contractor',
      amountCents: 4_321,
    });
    expect(posts('/v1/transfers')[0]).toMatchObject({
      idempotencyKey: 'payout-9',
      params: { amount: '4321', currency: 'usd', destination: 'acct_1Contractor', description: 'Payout' },
    });
    await expect(
      stripe.transfer({ destinationAccount: 'acct_', amountCents: 1, idempotencyKey: 'payout-10' }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

  it('a wrong API key is a 503 for the caller, not a decline', async () => {
    const wrong = new StripePaymentProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret: WHSEC,
      apiBase: stub.url,
    });
    const err = await wrong
      .transfer({ destinationAccount: 'acct_1', amountCents: 100, idempotencyKey: 'w' })
      .catch((e) => e);
    expect(err).toBeInstanceOf(PaymentProviderUnavailable);
    expect(err.statusCode).toBe(503);
  });
});

describe('stripe provider webhooks (signed fixtures)', () => {
  const stripe = new StripePaymentProvider({ secretKey: KEY, webhookSecret: WHSEC });
  const payload = JSON.stringify({
    id: 'evt_1Fixture',
    object: 'event',
    type: 'payment_intent.succeeded',
    created: 1_790_000_000,
    livemode: false,
    data: { object: { id: 'pi_1Fixture', object: 'payment_intent', amount: 12_345, status: 'succeeded' } },
  });

  it('accepts a delivery signed with the endpoint secret', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
    const event = stripe.parseWebhook(Buffer.from(payload), header);
    expect(event).toEqual({
      id: 'evt_1Fixture',
      type: 'payment_intent.succeeded',
      createdAt: new Date(1_790_000_000_000),
      object: { id: 'pi_1Fixture', object: 'payment_intent', amount: 12_345, status: 'succeeded' },
    });
  });

  it('rejects a tampered body, a wrong secret and a garbage header', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WHSEC });
    expect(() => stripe.parseWebhook(Buffer.from(payload.replace('12345', '1')), header)).toThrow(
      WebhookSignatureError,
    );
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => stripe.parseWebhook(Buffer.from(payload), wrong)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(Buffer.from(payload), 'nonsense')).toThrow(WebhookSignatureError);
  });
});
