import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { paymentMethods } from '../../db/schema/index.ts';
import { type StripeStub, startStripeStub } from './stripe-stub.fixture.ts';

const KEY = 'sk_test_app_wiring';
const cardFields = (card_number: string) => ({
  card_number,
  name_on_Card: 'Pat Doe',
  exp_date: '12/34',
  cvv: '123',
  pay_street: '1 Market St',
  pay_city: 'San Francisco',
  pay_state: 'CA',
  pay_zip_code: '94105',
});

describe('the app with PAYMENT_PROVIDER=stripe (against the local stub)', () => {
  let stub: StripeStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStripeStub(KEY);
    t = await buildTestApp({
      paymentProvider: 'stripe',
      stripe: { secretKey: KEY, webhookSecret: 'whsec_app', apiBase: stub.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  async function signedIn() {
    const user = await createUser(t.db, { fullName: 'Pat Doe' });
    return { user, headers: authHeader(await loginAs(t.app, user.email, user.password)) };
  }

  it('saving a card in the profile stores the Stripe PaymentMethod id, brand, last 4 and expiry only', async () => {
    const { user, headers } = await signedIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers,
      payload: cardFields('4242424242424242'),
    });
    expect(res.statusCode).toBe(200);
    const [saved] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    expect(saved).toMatchObject({
      provider: 'stripe',
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
    expect(saved.providerToken).toMatch(/^pm_stub/);
    expect(JSON.stringify(saved)).not.toContain('4242424242424242');
    expect(stub.requests.some((r) => r.path.endsWith('/attach'))).toBe(true);
  });

  it('a card Stripe declines on attach is a 422 on card_number and nothing is saved', async () => {
    const { user, headers } = await signedIn();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers,
      payload: cardFields('4000000000000002'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { card_number: ['Your card was declined.'] },
    });
    expect(await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id))).toHaveLength(
      0,
    );
  });
});
