import Stripe from 'stripe';
import { WebhookSignatureError } from './payment-errors.ts';
import type { PaymentEvent } from './payment-provider.ts';

/** Seconds a signed webhook stays acceptable (Stripe's default), against replays of old deliveries. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies Stripe's `t=…,v1=…` signature (HMAC-SHA256 of `${t}.${rawBody}`) with the SDK's own code and
 * returns the event. Both providers come through here, so the sandbox exercises the real check.
 */
export function verifySignedEvent(
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
  secret: string,
): PaymentEvent {
  if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new WebhookSignatureError();
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
    throw new WebhookSignatureError('The webhook body is not an event.');
  }
  return {
    id: event.id,
    type: event.type,
    createdAt: new Date(event.created * 1000),
    object: event.data.object as unknown as Record<string, unknown>,
  };
}

/** The `Stripe-Signature` header for a body, as Stripe computes it (for the sandbox and for fixtures). */
export function signPayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
