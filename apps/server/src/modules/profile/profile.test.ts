import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allStoredText,
  authHeader,
  buildTestApp,
  createUser,
  loginAs,
  type TestApp,
} from '../../../test/harness.ts';
import { paymentMethods, settings, users } from '../../db/schema/index.ts';

const shipping = {
  street: '500 Valencia St',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94110',
  apartment: '2B',
};

describe('GET/PUT /api/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function signedIn() {
    const user = await createUser(t.db, { fullName: 'Pat Doe', shipping });
    return { user, headers: authHeader(await loginAs(t.app, user.email, user.password)) };
  }
  const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/profile', headers, payload });

  it('401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile', payload: {} })).statusCode).toBe(401);
  });

  it('returns the user, addresses, no card yet and free shipping', async () => {
    const { user, headers } = await signedIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/profile?checkout=1', headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ id: user.id, full_name: 'Pat Doe' });
    expect(data.shipping_address).toEqual({
      street: '500 Valencia St',
      city: 'San Francisco',
      state: 'CA',
      zip_code: '94110',
      apartment: '2B',
    });
    expect(data.billing_address).toBeNull();
    expect(data.payment_details).toBeNull();
    expect(data.shipping_charge).toBe(0);
  });

  it('reads the shipping charge setting (cents) in dollars', async () => {
    const { headers } = await signedIn();
    await t.db.insert(settings).values({ key: 'shipping_charge', value: 1250 });
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
    expect(res.json().data.shipping_charge).toBe(12.5);
    await t.db.delete(settings).where(eq(settings.key, 'shipping_charge'));
  });

  it('updates name, phone, zip and the shipping address', async () => {
    const { user, headers } = await signedIn();
    const res = await put(headers, {
      full_name: 'Patricia Ann Doe',
      phone_number: '650-555-0199',
      zip_code: '94301',
      shipping_street: '1 University Ave',
      shipping_city: 'Palo Alto',
      shipping_state: 'ca',
      shipping_zip_code: '94301',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({
      full_name: 'Patricia Ann Doe',
      first_name: 'Patricia',
      last_name: 'Ann Doe',
      phone_number: '6505550199',
      zip_code: '94301',
    });
    expect(data.shipping_address).toEqual({
      street: '1 University Ave',
      city: 'Palo Alto',
      state: 'CA',
      zip_code: '94301',
      apartment: '',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.firstName).toBe('Patricia');
  });

  it('saves a new card through the provider, keeping only brand, last 4 and expiry', async () => {
    const { user, headers } = await signedIn();
    const res = await put(headers, {
      card_number: '5555 5555 5555 4444',
      name_on_Card: 'Pat Doe',
      exp_date: '08/31',
      cvv: '482',
      pay_street: '1 Market St',
      pay_city: 'San Francisco',
      pay_state: 'CA',
      pay_zip_code: '94105',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.payment_details).toEqual({
      brand: 'Mastercard',
      last4: '4444',
      exp_month: 8,
      exp_year: 2031,
      name_on_card: 'Pat Doe',
    });
    expect(data.billing_address).toMatchObject({ street: '1 Market St', state: 'CA', zip_code: '94105' });
    const stored = await allStoredText(t.db);
    expect(stored).not.toContain('5555555555554444');
    // The CVV as a value of its own: random ids and tokens hold digit runs like 482 inside them.
    expect(stored).not.toMatch(/(?<![0-9a-z])482(?![0-9a-z])/i);

    // A second card replaces the first as the one shown.
    await put(headers, {
      card_number: '4242424242424242',
      name_on_Card: 'Pat Doe',
      exp_date: '09/32',
      cvv: '123',
      pay_street: '1 Market St',
      pay_city: 'San Francisco',
      pay_state: 'CA',
      pay_zip_code: '94105',
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
    expect(again.json().data.payment_details).toMatchObject({ brand: 'Visa', last4: '4242' });
    const cards = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    expect(cards.filter((c) => c.isDefault)).toHaveLength(1);
  });

  it.each([
    ['full_name', { full_name: 'Pat' }, 'Please enter your full name (first and last name).'],
    ['phone_number', { phone_number: '12345' }, 'The phone number is not valid.'],
    ['shipping_city', { shipping_street: '1 Main St' }, 'The shipping city field is required.'],
    [
      'shipping_state',
      { shipping_street: '1 Main St', shipping_city: 'X', shipping_state: 'ZZ', shipping_zip_code: '94110' },
      'The shipping state must be a US state.',
    ],
    [
      'pay_zip_code',
      { pay_street: '1 Main St', pay_city: 'X', pay_state: 'CA' },
      'The billing zip code field is required.',
    ],
    ['card_number', { card_number: '1234 5678 9012 3456' }, 'Invalid Card Number.'],
    ['exp_date', { card_number: '4242424242424242', exp_date: '00/30' }, 'Invalid Expiration Date.'],
    ['cvv', { card_number: '4242424242424242', exp_date: '12/34', cvv: '1' }, 'Invalid CVC.'],
  ])('422 on %s for %o, nothing changed', async (field, payload, message) => {
    const { user, headers } = await signedIn();
    const res = await put(headers, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.fullName).toBe('Pat Doe');
  });

  it('422 on card_number for a declined card, and no card saved', async () => {
    const { user, headers } = await signedIn();
    const res = await put(headers, {
      card_number: '4000000000000002',
      name_on_Card: 'Pat Doe',
      exp_date: '12/34',
      cvv: '123',
      pay_street: '1 Market St',
      pay_city: 'San Francisco',
      pay_state: 'CA',
      pay_zip_code: '94105',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ card_number: ['Your card was declined.'] });
    expect(await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id))).toHaveLength(
      0,
    );
  });
});
