import { hasAnyCardField, MESSAGES, parseExpiry } from '@app/domain';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { PaymentProvider, SavedCard } from '../payments/payment-provider.ts';

export type CardFields = { card_number?: string; name_on_Card?: string; exp_date?: string; cvv?: string };

/**
 * Hands typed card fields (already checked by the domain schema) to the provider. Returns null when no card
 * was given. The number and CVV go no further than this call.
 */
export async function tokenizeCardFields(
  payments: PaymentProvider,
  fields: CardFields,
): Promise<SavedCard | null> {
  if (!hasAnyCardField(fields)) return null;
  const expiry = parseExpiry(fields.exp_date ?? '');
  if (!expiry) throw AppError.invalid(fieldError('exp_date', MESSAGES.invalidExpiry));
  return payments.tokenizeCard({
    number: (fields.card_number ?? '').replace(/\D+/g, ''),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: fields.cvv ?? '',
    nameOnCard: fields.name_on_Card ?? '',
  });
}
