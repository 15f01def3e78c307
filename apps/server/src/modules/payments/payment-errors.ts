import { MESSAGES } from '@app/domain';
import { AppError, fieldError } from '../../lib/app-error.ts';

/** Why a card was refused, as Stripe names it; each has the message the customer sees. */
export type DeclineCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'authentication_required';

export const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  authentication_required: 'Your card requires authentication. Please use another card.',
};

const DECLINE_CODES = new Set(Object.keys(DECLINE_MESSAGES));

/** Maps a provider's code (or decline_code) to ours; anything unknown is a plain decline. */
export function toDeclineCode(...codes: Array<string | null | undefined>): DeclineCode {
  for (const c of codes) if (c && DECLINE_CODES.has(c)) return c as DeclineCode;
  return 'card_declined';
}

/**
 * The card was refused: a 422 'The given data was invalid.' with the customer-facing message on
 * `card_number`. Carries no card data: only our code and the provider's reference for support.
 */
export class PaymentDeclined extends AppError {
  readonly code: DeclineCode;
  readonly customerMessage: string;
  readonly providerRef: string | undefined;

  constructor(code: DeclineCode, providerRef?: string) {
    super('validation', MESSAGES.invalidGiven, fieldError('card_number', DECLINE_MESSAGES[code]));
    this.name = 'PaymentDeclined';
    this.code = code;
    this.customerMessage = DECLINE_MESSAGES[code];
    this.providerRef = providerRef;
  }
}

/** A refund above what is left of the charge, or of an unknown charge (409). */
export class RefundRejected extends AppError {
  readonly code: 'amount_too_large' | 'charge_not_found';

  constructor(code: 'amount_too_large' | 'charge_not_found') {
    super(
      'conflict',
      code === 'amount_too_large'
        ? 'The refund is larger than what is left of the charge.'
        : 'The charge to refund was not found.',
    );
    this.name = 'RefundRejected';
    this.code = code;
  }
}

/** The same idempotency key was sent again with other parameters (409), as Stripe refuses it. */
export class IdempotencyKeyReused extends AppError {
  constructor() {
    super('conflict', 'This idempotency key was already used with other parameters.');
    this.name = 'IdempotencyKeyReused';
  }
}

/** The provider could not be reached or refused our credentials (503); details stay in `providerMessage`. */
export class PaymentProviderUnavailable extends AppError {
  readonly providerMessage: string;

  constructor(providerMessage: string) {
    super('service_unavailable', 'The payment service is unavailable. Please try again later.');
    this.name = 'PaymentProviderUnavailable';
    this.providerMessage = providerMessage;
  }
}

/** A webhook whose signature, timestamp or body does not verify; the endpoint answers 400. */
export class WebhookSignatureError extends Error {
  readonly statusCode = 400;

  constructor(message = 'The webhook signature could not be verified.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
