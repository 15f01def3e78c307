import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { DatabaseBook } from './sandbox-book.repository.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

type ProviderConfig = Pick<AppConfig, 'paymentProvider' | 'stripe'>;

/**
 * Picks the provider the configuration names; the stripe provider refuses to start without its keys. The
 * sandbox keeps its book in `db` when given (the app's database), else in memory.
 */
export function createPaymentProvider(config: ProviderConfig, db?: Database): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return new SandboxPaymentProvider({
        webhookSecret: config.stripe?.webhookSecret,
        book: db ? new DatabaseBook(db) : undefined,
      });
    case 'stripe': {
      const { secretKey, webhookSecret, apiBase } = config.stripe;
      if (!secretKey || !webhookSecret) {
        throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
      }
      return new StripePaymentProvider({ secretKey, webhookSecret, apiBase });
    }
  }
}
