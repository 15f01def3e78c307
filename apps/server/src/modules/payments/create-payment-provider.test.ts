import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createPaymentProvider } from './create-payment-provider.ts';

describe('createPaymentProvider and its settings', () => {
  it('defaults to the sandbox', () => {
    const config = loadConfig({});
    expect(config.paymentProvider).toBe('sandbox');
    expect(createPaymentProvider(config).name).toBe('sandbox');
  });

  it('PAYMENT_PROVIDER=stripe without its keys stops the start with a clear message', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      createPaymentProvider({
        paymentProvider: 'stripe',
        stripe: { secretKey: undefined, webhookSecret: 'w', apiBase: undefined },
      }),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('PAYMENT_PROVIDER=stripe with its keys gives the stripe provider', () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: 'http://127.0.0.1:12111',
    });
    expect(createPaymentProvider(config).name).toBe('stripe');
  });

  it('refuses an unknown provider name', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
