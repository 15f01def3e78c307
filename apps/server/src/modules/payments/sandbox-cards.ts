import type { DeclineCode } from './payment-errors.ts';

/**
 * Stripe's test card numbers, as the sandbox treats them. Saving a card verifies it, as Stripe does when a
 * card is attached to a customer: 4000 0000 0000 0002 is refused there (registration and profile show
 * 'Your card was declined.'). The others save fine and fail when charged, with Stripe's codes.
 */
export const SANDBOX_DECLINED_CARDS = new Set(['4000000000000002']);

export const SANDBOX_CHARGE_FAILURES: Record<string, DeclineCode> = {
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000000000000341': 'card_declined',
};

/** `tok_sandbox_<24 hex>` charges; `tok_sandbox_<decline code>_<24 hex>` is refused with that code. */
const TOKEN = /^tok_sandbox_(?:([a-z_]+)_)?[0-9a-f]{24}$/;

export function sandboxToken(outcome: DeclineCode | undefined, digest: string): string {
  return outcome ? `tok_sandbox_${outcome}_${digest.slice(0, 24)}` : `tok_sandbox_${digest.slice(0, 24)}`;
}

/** What charging this token does: null succeeds; a code declines; 'unknown' is not a sandbox token. */
export function tokenOutcome(token: string): DeclineCode | null | 'unknown' {
  const m = TOKEN.exec(token);
  if (!m) return 'unknown';
  if (!m[1]) return null;
  return Object.values(SANDBOX_CHARGE_FAILURES).includes(m[1] as DeclineCode)
    ? (m[1] as DeclineCode)
    : 'unknown';
}

/** Sandbox charge ids carry their amount, so a refund after a restart still knows the ceiling. */
export function sandboxChargeId(randomHex: string, amountCents: number): string {
  return `ch_sandbox_${randomHex}_${amountCents}`;
}

export function chargeAmountOf(chargeId: string): number | null {
  const m = /^ch_sandbox_[0-9a-f]{16}_(\d{1,12})$/.exec(chargeId);
  return m ? Number(m[1]) : null;
}
