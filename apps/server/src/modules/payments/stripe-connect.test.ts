import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StripePaymentProvider } from './stripe-provider.ts';
import { type StripeStub, startStripeStub } from './stripe-stub.fixture.ts';

const KEY = 'sk_test_stub_connect';

describe('stripe provider: Connect Express accounts for payouts (local Stripe API stub)', () => {
  let stub: StripeStub;
  let stripe: StripePaymentProvider;
  beforeAll(async () => {
    stub = await startStripeStub(KEY);
    stripe = new StripePaymentProvider({ secretKey: KEY, webhookSecret: 'whsec_x', apiBase: stub.url });
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.requests.length = 0;
  });
  const posts = (path: string) => stub.requests.filter((r) => r.method === 'POST' && r.path === path);

  it('creates an Express account asking for transfers, once per idempotency key', async () => {
    const req = { userId: 42, email: 'pro@example.test', idempotencyKey: 'connect:42' };
    const account = await stripe.createConnectedAccount(req);
    expect(account).toEqual({ id: expect.stringMatching(/^acct_/), transfersEnabled: false });
    expect(await stripe.createConnectedAccount(req)).toEqual(account);
    expect(posts('/v1/accounts')).toHaveLength(2);
    expect(posts('/v1/accounts')[0]).toMatchObject({
      idempotencyKey: 'connect:42',
      params: {
        type: 'express',
        country: 'US',
        email: 'pro@example.test',
        'capabilities[transfers][requested]': 'true',
        'metadata[user_id]': '42',
      },
    });
    expect(stub.accounts.size).toBe(1);
  });

  it('makes an onboarding link, reads the account after onboarding, and only then transfers to it', async () => {
    const { id } = await stripe.createConnectedAccount({
      userId: 7,
      email: 'a@b.test',
      idempotencyKey: 'c7',
    });
    const link = await stripe.createAccountLink({
      accountId: id,
      returnUrl: 'http://localhost:3000/payout_setup?connected=1',
      refreshUrl: 'http://localhost:3000/payout_setup?refresh=1',
    });
    expect(link.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    expect(posts('/v1/account_links')[0].params).toEqual({
      account: id,
      return_url: 'http://localhost:3000/payout_setup?connected=1',
      refresh_url: 'http://localhost:3000/payout_setup?refresh=1',
      type: 'account_onboarding',
    });
    const early = stripe.transfer({ destinationAccount: id, amountCents: 500, idempotencyKey: 'p1' });
    await expect(early).rejects.toMatchObject({ statusCode: 409 });
    const account = stub.accounts.get(id);
    if (account) account.onboarded = true;
    expect(await stripe.getConnectedAccount(id)).toEqual({ id, transfersEnabled: true });
    const paid = await stripe.transfer({ destinationAccount: id, amountCents: 500, idempotencyKey: 'p2' });
    expect(paid).toMatchObject({ destinationAccount: id, amountCents: 500 });
  });

  it('an unknown account is a 404', async () => {
    await expect(stripe.getConnectedAccount('acct_nope')).rejects.toMatchObject({ statusCode: 404 });
    const link = stripe.createAccountLink({ accountId: 'acct_nope', returnUrl: 'x:/r', refreshUrl: 'x:/f' });
    await expect(link).rejects.toMatchObject({ statusCode: 404 });
  });
});
