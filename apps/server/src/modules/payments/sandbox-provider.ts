import { createHash } from 'node:crypto';
import { cardBrand } from '@app/domain';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { CARD_DECLINED, type CardDetails, type PaymentProvider, type SavedCard } from './payment-provider.ts';

/** Test numbers the sandbox refuses, like the real providers' test cards. */
export const SANDBOX_DECLINED_CARDS = new Set(['4000000000000002']);

/** No network: a deterministic token per card and expiry, so tests and demos repeat exactly. */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  async tokenizeCard(card: CardDetails): Promise<SavedCard> {
    const number = card.number.replace(/\D+/g, '');
    if (SANDBOX_DECLINED_CARDS.has(number)) throw AppError.invalid(fieldError('card_number', CARD_DECLINED));
    const digest = createHash('sha256').update(`${number}|${card.expMonth}|${card.expYear}`).digest('hex');
    return {
      provider: this.name,
      token: `tok_sandbox_${digest.slice(0, 24)}`,
      brand: cardBrand(number),
      last4: number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  }
}
