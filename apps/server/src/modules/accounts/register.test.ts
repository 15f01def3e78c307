import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allStoredText, authHeader, buildTestApp, type TestApp } from '../../../test/harness.ts';
import { addresses, authTokens, outboxMails, paymentMethods, users } from '../../db/schema/index.ts';

const valid = (over: Record<string, unknown> = {}) => ({
  full_name: 'Ann Marie Lee',
  email: `ann-${Math.random().toString(36).slice(2, 8)}@example.test`,
  password: 'secret-pass-1',
  country_code: '+1',
  phone_number: '(415) 555-2671',
  zip_code: '94110',
  agree: true,
  shipping_street: '500 Valencia St',
  shipping_city: 'San Francisco',
  shipping_state: 'CA',
  shipping_zip_code: '94110',
  shipping_apartment: 'Apt 3',
  i_accept: true,
  ...over,
});

const card = (over: Record<string, unknown> = {}) => ({
  card_number: '4242 4242 4242 4242',
  name_on_Card: 'Ann Lee',
  exp_date: '12/34',
  cvv: '123',
  pay_street: '1 Market St',
  pay_city: 'San Francisco',
  pay_state: 'CA',
  pay_zip_code: '94105',
  ...over,
});

describe('POST /api/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload });

  it('creates a signed-in User with split names, shipping address and a working token', async () => {
    const body = valid({ email: 'Ann.Lee@Example.TEST' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { data, success } = res.json();
    expect(success).toBe(true);
    expect(data.user).toMatchObject({
      type: 'User',
      status: 'Active',
      email: 'ann.lee@example.test',
      full_name: 'Ann Marie Lee',
      first_name: 'Ann',
      last_name: 'Marie Lee',
      country_code: '+1',
      phone_number: '4155552671',
      zip_code: '94110',
      email_verified_at: null,
      total_projects: 0,
      custom_addon: null,
      latest_subscription: null,
      shop_profile: null,
    });
    expect(data.user.user_id).toBe(data.user.id);
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [address] = await t.db.select().from(addresses).where(eq(addresses.userId, data.user.id));
    expect(address).toMatchObject({
      kind: 'shipping',
      street: '500 Valencia St',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94110',
      apartment: 'Apt 3',
    });
    const [stored] = await t.db.select().from(authTokens).where(eq(authTokens.userId, data.user.id));
    expect(stored.tokenHash).not.toBe(data.token);
    const days = (stored.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const me = await t.app.inject({ method: 'GET', url: '/api/authuser', headers: authHeader(data.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe('ann.lee@example.test');
  });

  it('mails the verification link after the account is created', async () => {
    const body = valid();
    expect((await register(body)).statusCode).toBe(201);
    const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.to, body.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('http://localhost:3000/verify/');
  });

  it('stores the password as an argon2id hash', async () => {
    const body = valid();
    const res = await register(body);
    const [row] = await t.db.select().from(users).where(eq(users.id, res.json().data.user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.agreedTermsAt).not.toBeNull();
  });

  it('refuses a duplicate email, whatever its case, on the email field', async () => {
    const body = valid();
    expect((await register(body)).statusCode).toBe(201);
    const again = await register(valid({ email: body.email.toUpperCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('429 after 30 registrations from one address in an hour; another address still registers', async () => {
    const from = (remoteAddress: string, over: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/register', payload: valid(over), remoteAddress });
    const taken = valid().email;
    expect((await from('10.7.0.1', { email: taken })).statusCode).toBe(201);
    // A refused attempt (here a taken email) counts too, so the form cannot probe addresses without limit.
    for (let i = 1; i < 30; i++) expect((await from('10.7.0.1', { email: taken })).statusCode).toBe(422);
    const blocked = await from('10.7.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many accounts registered from your address. Please try again in 60 minutes.',
    });
    expect((await from('10.7.0.2')).statusCode).toBe(201);
  });

  it('registers a Contractor as pending approval, without signing in', async () => {
    const res = await register(valid({ type: 'Contractor' }));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.token).toBeNull();
    expect(data.user).toMatchObject({ type: 'Contractor', status: 'Pending' });
    const tokens = await t.db.select().from(authTokens).where(eq(authTokens.userId, data.user.id));
    expect(tokens).toHaveLength(0);
  });

  it('refuses other account types', async () => {
    const res = await register(valid({ type: 'Admin' }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['type']);
  });

  it.each([
    ['full_name', { full_name: '' }, 'The full name field is required.'],
    ['full_name', { full_name: 'Ann' }, 'Please enter your full name (first and last name).'],
    ['email', { email: '' }, 'The email field is required.'],
    ['email', { email: 'not-an-email' }, 'The email must be a valid email address.'],
    ['password', { password: '' }, 'The password field is required.'],
    ['password', { password: 'short' }, 'The password must be at least 8 characters.'],
    ['phone_number', { phone_number: '' }, 'The phone number field is required.'],
    ['phone_number', { phone_number: '12345' }, 'The phone number is not valid.'],
    ['zip_code', { zip_code: '' }, 'The zip code field is required.'],
    ['agree', { agree: false }, 'You must agree to the Terms of Service.'],
    ['shipping_street', { shipping_street: '' }, 'The shipping street field is required.'],
    ['shipping_city', { shipping_city: '' }, 'The shipping city field is required.'],
    ['shipping_state', { shipping_state: 'ZZ' }, 'The shipping state must be a US state.'],
    [
      'shipping_zip_code',
      { shipping_zip_code: '9411' },
      'The shipping zip code must be a valid 5-digit ZIP code.',
    ],
    ['i_accept', { i_accept: false }, 'You must accept the terms and procedures.'],
  ])('422 on %s when %o', async (field, over, message) => {
    const res = await register(valid(over));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('The given data was invalid.');
    expect(body.errors[field]).toContain(message);
  });

  it('defaults the country code to +1', async () => {
    const { country_code: _, ...rest } = valid();
    const res = await register(rest);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.country_code).toBe('+1');
  });

  it('keeps only the provider token, brand, last 4 and expiry of a card — never the number or CVV', async () => {
    const res = await register(valid(card({ cvv: '739' })));
    expect(res.statusCode).toBe(201);
    const userId = res.json().data.user.id;
    const [saved] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));
    expect(saved).toMatchObject({
      provider: 'sandbox',
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      nameOnCard: 'Ann Lee',
    });
    expect(saved.providerToken).toMatch(/^tok_sandbox_/);
    const [billing] = await t.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.kind, 'billing')));
    expect(billing).toMatchObject({
      street: '1 Market St',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94105',
    });

    // No text column of any table holds the full number or the CVV.
    const stored = await allStoredText(t.db);
    expect(stored).toContain('tok_sandbox_');
    expect(stored).not.toMatch(/4242\s?4242\s?4242\s?4242/);
    expect(stored).not.toContain('739');
  });

  it.each([
    ['card_number', { card_number: '4242 4242 4242 4241' }, 'Invalid Card Number.'],
    ['exp_date', { exp_date: '13/30' }, 'Invalid Expiration Date.'],
    ['exp_date', { exp_date: '01/20' }, 'Invalid Expiration Date.'],
    ['cvv', { cvv: '12' }, 'Invalid CVC.'],
    ['name_on_Card', { name_on_Card: '' }, 'The name on card field is required.'],
    ['pay_street', { pay_street: '' }, 'The billing street field is required.'],
    ['pay_state', { pay_state: 'XX' }, 'The billing state must be a US state.'],
  ])('422 on %s for a bad card (%o), and no account is created', async (field, over, message) => {
    const body = valid(card(over));
    const res = await register(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    const rows = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(0);
  });

  it('422 on card_number when the provider declines the card, leaving nothing behind', async () => {
    const body = valid(card({ card_number: '4000 0000 0000 0002' }));
    const res = await register(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { card_number: ['Your card was declined.'] },
    });
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });

  it('422 for a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { body: ['The request body must be valid JSON.'] },
    });
  });
});
