import type { AppConfig } from '../../config.ts';
import { SandboxPaymentProvider } from './sandbox-provider.ts';

/** A card as the customer typed it; it goes to the provider and is never stored. */
export type CardDetails = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  nameOnCard: string;
};

/** What we keep of a card: the provider's token, brand, last 4 digits and expiry. */
export type SavedCard = {
  provider: string;
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export interface PaymentProvider {
  readonly name: string;
  /**
   * Hands a card to the provider and returns its reusable token. A refused card throws
   * AppError('validation') on `card_number` ('Your card was declined.').
   */
  tokenizeCard(card: CardDetails): Promise<SavedCard>;
}

export const CARD_DECLINED = 'Your card was declined.';

export function createPaymentProvider(config: Pick<AppConfig, 'paymentProvider'>): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return new SandboxPaymentProvider();
  }
}
