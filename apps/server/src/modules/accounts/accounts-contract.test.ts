import { authUserSchema, savedCardSchema } from '@app/domain/accounts/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { authTokens, paymentMethods } from '../../db/schema/index.ts';

const keysOf = (o: object) => Object.keys(o).sort();

/**
 * The accounts answers are the domain's contract (accounts/contract.ts): they carry its fields, and a secret
 * the server holds about the account — its password hash, a session's token hash, a card's provider token —
 * is never part of one.
 */
describe('accounts answers follow the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a sign-in and GET /api/authuser answer the contract user, the token and no hash', async () => {
    const user = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(keysOf(data)).toEqual(['token', 'user']);
    expect(keysOf(data.user)).toEqual(keysOf(authUserSchema.shape));
    const [session] = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));

    const me = await t.app.inject({ method: 'GET', url: '/api/authuser', headers: authHeader(data.token) });
    expect(keysOf(me.json().data)).toEqual(keysOf(authUserSchema.shape));
    for (const body of [res.body, me.body]) {
      expect(body).not.toContain(user.passwordHash);
      expect(body).not.toContain(session.tokenHash);
    }
  });

  it("GET /api/profile answers the saved card's brand, last 4 and expiry, never its provider token", async () => {
    const user = await createUser(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
    });
    const headers = authHeader(login.json().data.token);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers,
      payload: {
        card_number: '4242 4242 4242 4242',
        name_on_Card: 'Ann Lee',
        exp_date: '09/32',
        cvv: '123',
        pay_street: '1 Market St',
        pay_city: 'San Francisco',
        pay_state: 'CA',
        pay_zip_code: '94105',
      },
    });
    expect(put.statusCode).toBe(200);
    const [card] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));

    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
    expect(keysOf(res.json().data.payment_details)).toEqual(keysOf(savedCardSchema.shape));
    for (const body of [put.body, res.body]) expect(body).not.toContain(card.providerToken);
  });
});
