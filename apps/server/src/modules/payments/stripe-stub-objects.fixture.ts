/**
 * Response bodies of the local Stripe stub, in the shapes of Stripe's API reference (PaymentMethod,
 * Customer, PaymentIntent, Refund, Transfer, and the `{ error: { type, code, decline_code, message } }` body).
 */
const now = () => Math.floor(Date.now() / 1000);

export type StubCard = { number: string; expMonth: number; expYear: number };

export function paymentMethodObject(
  id: string,
  card: StubCard,
  customer: string | null,
  name: string | null,
) {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    billing_details: { address: null, email: null, name, phone: null },
    card: {
      brand: card.number.startsWith('4') ? 'visa' : card.number.startsWith('5') ? 'mastercard' : 'unknown',
      country: 'US',
      exp_month: card.expMonth,
      exp_year: card.expYear,
      funding: 'credit',
      last4: card.number.slice(-4),
    },
    created: now(),
    customer,
    livemode: false,
    metadata: {},
  };
}

export function customerObject(id: string, name: string | null) {
  return { id, object: 'customer', created: now(), email: null, livemode: false, metadata: {}, name };
}

type IntentArgs = {
  id: string;
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string;
  description: string | null;
  metadata: Record<string, string>;
};

export function paymentIntentObject(a: IntentArgs, outcome: { chargeId: string } | { error: object }) {
  const ok = 'chargeId' in outcome;
  return {
    id: a.id,
    object: 'payment_intent',
    amount: a.amount,
    amount_capturable: 0,
    amount_received: ok ? a.amount : 0,
    capture_method: 'automatic',
    client_secret: `${a.id}_secret_stub`,
    confirmation_method: 'automatic',
    created: now(),
    currency: a.currency,
    customer: a.customer,
    description: a.description,
    last_payment_error: ok ? null : outcome.error,
    latest_charge: ok ? outcome.chargeId : null,
    livemode: false,
    metadata: a.metadata,
    next_action: null,
    payment_method: ok ? a.paymentMethod : null,
    status: ok ? 'succeeded' : 'requires_payment_method',
  };
}

export function refundObject(
  id: string,
  amount: number,
  charge: string,
  intent: string,
  reason: string | null,
) {
  return {
    id,
    object: 'refund',
    amount,
    balance_transaction: `txn_${id}`,
    charge,
    created: now(),
    currency: 'usd',
    metadata: {},
    payment_intent: intent,
    reason,
    status: 'succeeded',
  };
}

export function transferObject(id: string, amount: number, destination: string, description: string | null) {
  return {
    id,
    object: 'transfer',
    amount,
    amount_reversed: 0,
    created: now(),
    currency: 'usd',
    description,
    destination,
    destination_payment: `py_${id}`,
    livemode: false,
    metadata: {},
    reversed: false,
    source_transaction: null,
    transfer_group: null,
  };
}

export function cardError(code: string, declineCode: string | undefined, message: string, param?: string) {
  return {
    type: 'card_error',
    code,
    ...(declineCode && { decline_code: declineCode }),
    message,
    ...(param && { param }),
    doc_url: `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}`,
  };
}

export function invalidRequest(message: string, code?: string, param?: string) {
  return { type: 'invalid_request_error', ...(code && { code }), message, ...(param && { param }) };
}

export type StubAccount = { id: string; email: string | null; userId: string | null; onboarded: boolean };

/** A Connect Express account; `transfers` turns 'active' once onboarding is done. */
export function accountObject(a: StubAccount) {
  return {
    id: a.id,
    object: 'account',
    type: 'express',
    country: 'US',
    email: a.email,
    capabilities: { transfers: a.onboarded ? 'active' : 'inactive' },
    charges_enabled: a.onboarded,
    payouts_enabled: a.onboarded,
    details_submitted: a.onboarded,
    created: now(),
    default_currency: 'usd',
    metadata: a.userId ? { user_id: a.userId } : {},
  };
}

export function accountLinkObject(account: string) {
  return {
    object: 'account_link',
    created: now(),
    expires_at: now() + 300,
    url: `https://connect.stripe.com/setup/e/${account}/stub${now()}`,
  };
}
