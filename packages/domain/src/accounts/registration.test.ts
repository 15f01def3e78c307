import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from '../api/envelope.ts';
import {
  accountStepSchema,
  FULL_NAME_MESSAGE,
  paymentStepSchema,
  registerSchema,
  shippingStepSchema,
  stepForErrors,
} from './registration.ts';

const account = {
  full_name: 'Ann Marie Lee',
  email: 'Ann@Example.com',
  password: 'long-enough',
  country_code: '+1',
  phone_number: '(415) 555-2671',
  zip_code: '94110',
  agree: true,
};
const shipping = {
  shipping_street: '1 Market St',
  shipping_city: 'San Francisco',
  shipping_state: 'CA',
  shipping_zip_code: '94105',
  i_accept: true,
};
const card = {
  card_number: '4242 4242 4242 4242',
  name_on_Card: 'Ann Lee',
  exp_date: '12/34',
  cvv: '123',
  pay_street: '1 Market St',
  pay_city: 'San Francisco',
  pay_state: 'CA',
  pay_zip_code: '94105',
};

const errorsOf = (schema: z.ZodType, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? {} : toFieldErrors(r.error.issues);
};

describe('registration step 1 (account)', () => {
  it('accepts a complete account and normalises email and phone', () => {
    const r = accountStepSchema.parse(account);
    expect(r.email).toBe('ann@example.com');
    expect(r.phone_number).toBe('4155552671');
  });

  it('names first and last name when the full name is missing or one word', () => {
    expect(errorsOf(accountStepSchema, { ...account, full_name: '' }).full_name).toEqual([
      'The full name field is required.',
    ]);
    expect(errorsOf(accountStepSchema, { ...account, full_name: 'Ann' }).full_name).toEqual([
      FULL_NAME_MESSAGE,
    ]);
    expect(FULL_NAME_MESSAGE).toMatch(/first and last name/);
  });

  it('requires a valid email, an 8-character password, phone, zip and the terms', () => {
    const e = errorsOf(accountStepSchema, {
      ...account,
      email: 'not-mail',
      password: 'short',
      phone_number: '',
      zip_code: '',
      agree: false,
    });
    expect(e.email).toEqual(['The email must be a valid email address.']);
    expect(e.password).toEqual(['The password must be at least 8 characters.']);
    expect(e.phone_number).toEqual(['The phone number field is required.']);
    expect(e.zip_code).toEqual(['The zip code field is required.']);
    expect(e.agree).toEqual(['You must agree to the Terms of Service.']);
  });

  it('reports an empty email as required, not as malformed', () => {
    expect(errorsOf(accountStepSchema, { ...account, email: '' }).email).toEqual([
      'The email field is required.',
    ]);
  });

  it('rejects a phone number that is impossible for its calling code', () => {
    expect(errorsOf(accountStepSchema, { ...account, phone_number: '555 12' }).phone_number).toEqual([
      'The phone number is not valid.',
    ]);
    expect(errorsOf(accountStepSchema, { ...account, phone_number: '41555526' }).phone_number).toEqual([
      'The phone number is not valid.',
    ]);
    expect(
      errorsOf(accountStepSchema, { ...account, country_code: '+44', phone_number: '20 7946 0958' }),
    ).toEqual({});
  });
});

describe('registration step 2 (shipping)', () => {
  it('requires street, city, state, zip and the terms acceptance; apartment is optional', () => {
    expect(errorsOf(shippingStepSchema, shipping)).toEqual({});
    const e = errorsOf(shippingStepSchema, {});
    expect(Object.keys(e).sort()).toEqual(
      ['i_accept', 'shipping_city', 'shipping_state', 'shipping_street', 'shipping_zip_code'].sort(),
    );
  });

  it('ships within the U.S. only', () => {
    const e = errorsOf(shippingStepSchema, { ...shipping, shipping_state: 'ZZ', shipping_zip_code: '9410' });
    expect(e.shipping_state).toEqual(['The shipping state must be a US state.']);
    expect(e.shipping_zip_code).toEqual(['The shipping zip code must be a valid 5-digit ZIP code.']);
  });
});

describe('registration step 3 (payment)', () => {
  it('is optional: no card fields means no errors', () => {
    expect(errorsOf(paymentStepSchema, {})).toEqual({});
  });

  it('checks a filled card with the spec messages', () => {
    const e = errorsOf(paymentStepSchema, {
      ...card,
      card_number: '4242 4242 4242 4241',
      exp_date: '13/20',
      cvv: '1',
    });
    expect(e.card_number).toEqual(['Invalid Card Number.']);
    expect(e.exp_date).toEqual(['Invalid Expiration Date.']);
    expect(e.cvv).toEqual(['Invalid CVC.']);
  });

  it('rejects an expired card and a 3-digit CVC on Amex', () => {
    expect(errorsOf(paymentStepSchema, { ...card, exp_date: '01/20' }).exp_date).toEqual([
      'Invalid Expiration Date.',
    ]);
    expect(
      errorsOf(paymentStepSchema, { ...card, card_number: '3782 822463 10005', cvv: '123' }).cvv,
    ).toEqual(['Invalid CVC.']);
    expect(errorsOf(paymentStepSchema, { ...card, card_number: '3782 822463 10005', cvv: '1234' })).toEqual(
      {},
    );
  });

  it('asks for the missing card parts and the billing address once any card field is filled', () => {
    const e = errorsOf(paymentStepSchema, { card_number: '4242424242424242' });
    expect(e.exp_date).toEqual(['Invalid Expiration Date.']);
    expect(e.cvv).toEqual(['Invalid CVC.']);
    expect(e.name_on_Card).toEqual(['The name on card field is required.']);
    expect(e.pay_street).toEqual(['The billing street field is required.']);
  });
});

describe('the whole registration body', () => {
  it('defaults type to User and country code to +1', () => {
    const { country_code: _cc, ...rest } = account;
    const r = registerSchema.parse({ ...rest, ...shipping });
    expect(r.type).toBe('User');
    expect(r.country_code).toBe('+1');
  });

  it('never accepts Admin or Vendor self-registration', () => {
    expect(errorsOf(registerSchema, { ...account, ...shipping, type: 'Admin' }).type).toBeDefined();
    expect(errorsOf(registerSchema, { ...account, ...shipping, type: 'Vendor' }).type).toBeDefined();
  });

  it('reports card errors together with account errors', () => {
    const e = errorsOf(registerSchema, { ...account, email: '', ...shipping, ...card, card_number: '1234' });
    expect(e.email).toBeDefined();
    expect(e.card_number).toEqual(['Invalid Card Number.']);
  });
});

describe('which step a server error belongs to', () => {
  it('follows the spec order: payment, then shipping, then account', () => {
    expect(stepForErrors([])).toBeNull();
    expect(stepForErrors(['email'])).toBe(1);
    expect(stepForErrors(['email', 'shipping_city'])).toBe(2);
    expect(stepForErrors(['email', 'cvv'])).toBe(3);
    expect(stepForErrors(['pay_zip_code'])).toBe(3);
    expect(stepForErrors(['unknown_field'])).toBe(1);
  });
});
