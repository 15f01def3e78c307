import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { type StripeStub, startStripeStub } from '../payments/stripe-stub.fixture.ts';

const KEY = 'sk_test_payout_setup';

describe('payout setup with PAYMENT_PROVIDER=stripe (Connect Express against the local stub)', () => {
  let stub: StripeStub;
  let t: TestApp;
  let pro: Record<string, string>;
  beforeAll(async () => {
    stub = await startStripeStub(KEY);
    t = await buildTestApp({
      paymentProvider: 'stripe',
      stripe: { secretKey: KEY, webhookSecret: 'whsec_payouts', apiBase: stub.url },
      appUrl: 'http://market.test',
    });
    const user = await createUser(t.db, { type: 'Contractor', fullName: 'Rosa Pro' });
    pro = authHeader(await loginAs(t.app, user.email, user.password));
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });
  const setup = (method: 'GET' | 'POST') => t.app.inject({ method, url: '/api/payout_setup', headers: pro });

  it('creates one Express account, sends the pro to onboarding, and turns active once Stripe says so', async () => {
    const first = await setup('POST');
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({
      status: 'pending',
      provider: 'stripe',
      account: expect.stringMatching(/^acct_…/),
    });
    expect(data.onboarding_url).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const link = stub.requests.find((r) => r.path === '/v1/account_links');
    expect(link?.params).toMatchObject({
      return_url: 'http://market.test/payout_setup?connected=1',
      refresh_url: 'http://market.test/payout_setup?refresh=1',
    });
    const again = (await setup('POST')).json().data;
    expect(again.account).toBe(data.account);
    expect(stub.accounts.size).toBe(1);
    expect((await setup('GET')).json().data).toMatchObject({ status: 'pending', onboarding_url: null });

    for (const account of stub.accounts.values()) account.onboarded = true;
    expect((await setup('GET')).json().data).toEqual({
      status: 'active',
      provider: 'stripe',
      account: data.account,
      onboarding_url: null,
    });
  });
});
