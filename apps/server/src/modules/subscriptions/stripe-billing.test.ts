import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import type { ChargeRequest, PaymentProvider } from '../payments/payment-provider.ts';
import { type StripeStub, startStripeStub } from '../payments/stripe-stub.fixture.ts';
import {
  CARD_4242,
  call,
  DAY_MS,
  invoicesOf,
  latestInvoiceKey,
  periodEndOf,
  runBilling,
  subscribeAs,
  subscriptionTestApp,
} from './subscriptions.fixture.ts';

const KEY = 'sk_test_subscriptions';

/**
 * Subscriptions on Stripe (decision 0014): the first period and every renewal are off-session PaymentIntents on
 * the pro's saved PaymentMethod, under our invoice's key — against the local Stripe stub, never the internet.
 */
describe('subscriptions with PAYMENT_PROVIDER=stripe (local stub)', () => {
  let stub: StripeStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStripeStub(KEY);
  });
  afterAll(() => stub.close());
  // A database per test: the job renews every due subscription, so pros of other tests would be counted too.
  beforeEach(async () => {
    t = await buildTestApp({
      paymentProvider: 'stripe',
      stripe: { secretKey: KEY, webhookSecret: 'whsec_subs', apiBase: stub.url },
    });
  });
  afterEach(() => t.close());

  const intentPosts = (prefix: string) =>
    stub.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.idempotencyKey?.startsWith(prefix),
    );

  it('subscribes to Premium: one off-session PaymentIntent of 19900 cents under the attempt’s key', async () => {
    const f = await subscriptionTestApp(t);
    const before = stub.intents.size;
    const res = await subscribeAs(f, f.auth, { plan: 'Premium', payment: CARD_4242 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'active', branding: true, card: { last4: '4242' } });
    expect(stub.intents.size).toBe(before + 1);
    const post = intentPosts('subscription-checkout:').at(-1);
    if (!post) throw new Error('no PaymentIntent');
    expect(post.params).toMatchObject({
      amount: '19900',
      currency: 'usd',
      off_session: 'true',
      confirm: 'true',
    });
    expect(post.params.payment_method).toMatch(/^pm_stub/);
  });

  it('three nodes renewing at once make ONE PaymentIntent and one paid invoice', async () => {
    const f = await subscriptionTestApp(t);
    expect((await subscribeAs(f, f.auth, { plan: 'Premium', payment: CARD_4242 })).statusCode).toBe(201);
    const end = await periodEndOf(f, f.pro.id);
    const before = stub.intents.size;
    const at = new Date(end.getTime() + 60_000);
    await Promise.all([runBilling(f, at), runBilling(f, at), runBilling(f, at)]);
    expect(stub.intents.size).toBe(before + 1);
    const key = await latestInvoiceKey(f, f.pro.id);
    const keys = new Set(intentPosts(`${key}:`).map((r) => r.idempotencyKey));
    expect([...keys]).toEqual([`${key}:1`]);
    expect((await invoicesOf(f, f.pro.id)).map((i) => i.status)).toEqual(['paid', 'paid']);
  });

  it('a renewal Stripe declines is past_due with Stripe’s reason, and retried under a new key a day later', async () => {
    const f = await subscriptionTestApp(t);
    expect((await subscribeAs(f, f.auth, { plan: 'Premium', payment: CARD_4242 })).statusCode).toBe(201);
    const failing = await t.app.payments.tokenizeCard({
      number: '4000000000009995',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      nameOnCard: 'Carla Pro',
    });
    await t.db.execute(
      sql`update subscriptions set card_token = ${failing.token} where user_id = ${f.pro.id} and kind = 'plan'`,
    );
    const end = await periodEndOf(f, f.pro.id);
    expect((await runBilling(f, new Date(end.getTime() + 60_000))).renewals).toMatchObject({ past_due: 1 });
    const invoices = (await call(f, 'GET', '/api/pro/subscription/invoices', f.auth)).json().data;
    expect(invoices[0]).toMatchObject({ status: 'open', attempts: 1 });
    const [row] = rowsOf<{ failure: string }>(
      await t.db.execute(
        sql`select failure from subscription_invoices where user_id = ${f.pro.id} order by period_start desc limit 1`,
      ),
    );
    expect(row.failure).toBe('Your card has insufficient funds.');
    await runBilling(f, new Date(end.getTime() + DAY_MS + 60_000));
    const key = await latestInvoiceKey(f, f.pro.id);
    expect(intentPosts(`${key}:`).map((r) => r.idempotencyKey)).toEqual([`${key}:1`, `${key}:2`]);
  });

  it('a subscribe whose answer was lost is completed by the reconciler from Stripe’s search, without a second charge', async () => {
    const f = await subscriptionTestApp(t);
    const real = t.app.payments;
    const lossy: PaymentProvider = Object.create(real);
    lossy.charge = async (req: ChargeRequest) => {
      await real.charge(req);
      throw new Error('socket hang up');
    };
    (t.app as unknown as { payments: PaymentProvider }).payments = lossy;
    try {
      expect((await subscribeAs(f, f.auth, { plan: 'Premium', payment: CARD_4242 })).statusCode).toBe(503);
    } finally {
      (t.app as unknown as { payments: PaymentProvider }).payments = real;
    }
    const before = stub.intents.size;
    const r = await runBilling(f, new Date(Date.now() + 6 * 60_000));
    expect(r.checkouts).toBe(1);
    expect(stub.intents.size).toBe(before);
    expect(stub.requests.some((q) => q.method === 'GET' && q.path === '/v1/payment_intents/search')).toBe(
      true,
    );
    const sub = (await call(f, 'GET', '/api/pro/subscription', f.auth)).json().data.subscription;
    expect(sub).toMatchObject({ plan: 'Premium', status: 'active', branding: true });
  });

  it('findCharge on the stub: the charge made under a key, a refusal thrown again, null for a key never sent', async () => {
    const card = (number: string) =>
      t.app.payments.tokenizeCard({ number, expMonth: 12, expYear: 2034, cvc: '123', nameOnCard: 'Pat Doe' });
    const ok = await card('4242424242424242');
    const charge = await t.app.payments.charge({
      amountCents: 19_900,
      currency: 'usd',
      token: ok.token,
      idempotencyKey: 'find-me:1',
      description: 'find',
    });
    expect(await t.app.payments.findCharge('find-me:1')).toEqual(charge);
    const bad = await card('4000000000000341');
    const refused = { amountCents: 19_900, currency: 'usd' as const, token: bad.token, description: 'find' };
    await expect(t.app.payments.charge({ ...refused, idempotencyKey: 'find-me:2' })).rejects.toThrow();
    await expect(t.app.payments.findCharge('find-me:2')).rejects.toMatchObject({ code: 'card_declined' });
    expect(await t.app.payments.findCharge('never-sent')).toBeNull();
  });
});
