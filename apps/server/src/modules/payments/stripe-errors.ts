import Stripe from 'stripe';
import { AppError, fieldError } from '../../lib/app-error.ts';
import {
  IdempotencyKeyReused,
  PaymentDeclined,
  PaymentProviderUnavailable,
  RefundRejected,
  toDeclineCode,
} from './payment-errors.ts';

export type Operation = 'tokenize' | 'charge' | 'refund' | 'transfer' | 'account';

/** Stripe's errors as ours; nothing of the request (no card data) travels on. */
export function fromStripeError(e: unknown, op: Operation): unknown {
  if (!(e instanceof Stripe.errors.StripeError)) return e;
  if (e instanceof Stripe.errors.StripeCardError) {
    const intent = (e.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent;
    return new PaymentDeclined(toDeclineCode(e.decline_code, e.code), intent?.id ?? e.requestId);
  }
  if (e instanceof Stripe.errors.StripeIdempotencyError) return new IdempotencyKeyReused();
  if (e instanceof Stripe.errors.StripeInvalidRequestError) {
    if (op === 'refund' && (e.code === 'amount_too_large' || e.code === 'charge_already_refunded')) {
      return new RefundRejected('amount_too_large');
    }
    if (op === 'refund' && e.code === 'resource_missing') return new RefundRejected('charge_not_found');
    if ((op === 'charge' || op === 'tokenize') && e.code === 'resource_missing') {
      return new PaymentDeclined('card_declined', e.requestId);
    }
    if (op === 'account' && (e.code === 'resource_missing' || e.code === 'account_invalid')) {
      return new AppError('not_found', 'No such connected account.');
    }
    if (op === 'transfer' && e.code === 'resource_missing') {
      return AppError.invalid(fieldError('destination_account', 'No such connected account.'));
    }
    // Stripe refused this transfer for good (account not onboarded, platform balance too low...).
    if (op === 'transfer') return new AppError('conflict', `The transfer was refused (${e.code ?? e.type}).`);
  }
  return new PaymentProviderUnavailable(`${e.type}: ${e.message}`);
}
