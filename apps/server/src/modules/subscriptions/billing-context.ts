import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** What every billing step works with: the database, the payment provider, the time and the portal's link. */
export type BillingContext = { db: Database; payments: PaymentProvider; now: Date; link: string };
