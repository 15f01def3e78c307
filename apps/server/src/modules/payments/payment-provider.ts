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

/** Stripe-style metadata: short string values only. */
export type PaymentMetadata = Record<string, string>;

export type ChargeRequest = {
  /** Integer US cents, at least 50 (Stripe's minimum for usd). */
  amountCents: number;
  currency: 'usd';
  /** A SavedCard.token from this provider. */
  token: string;
  /** The same key gives the same result and never a second charge; findCharge finds it by this key. */
  idempotencyKey: string;
  description: string;
  metadata?: PaymentMetadata;
};

/** `id` is what refunds name: a PaymentIntent id (`pi_…`) on Stripe, `ch_sandbox_…` on the sandbox. */
export type ChargeResult = { id: string; status: 'succeeded'; amountCents: number };

export type RefundRequest = {
  chargeId: string;
  /** Integer cents > 0; partial refunds are fine, their total never exceeds the charge. */
  amountCents: number;
  idempotencyKey: string;
  reason?: 'requested_by_customer' | 'duplicate' | 'fraudulent';
  metadata?: PaymentMetadata;
};

export type RefundResult = { id: string; chargeId: string; amountCents: number };

export type TransferRequest = {
  /** The contractor's connected account, `acct_…`. */
  destinationAccount: string;
  amountCents: number;
  idempotencyKey: string;
  description?: string;
  metadata?: PaymentMetadata;
};

export type TransferResult = { id: string; destinationAccount: string; amountCents: number };

/** A payee's connected account (Stripe Connect Express), created once per user. */
export type ConnectedAccountRequest = {
  userId: number;
  email: string;
  /** The same key answers the same account, never a second one. */
  idempotencyKey: string;
};

/** `transfersEnabled`: the account finished onboarding and may receive transfers. */
export type ConnectedAccount = { id: string; transfersEnabled: boolean };

/** Where the provider's onboarding sends the user back: done (`returnUrl`) or the link expired (`refreshUrl`). */
export type AccountLinkRequest = { accountId: string; returnUrl: string; refreshUrl: string };

/** A webhook event whose signature was verified; `object` is the provider's object (PaymentIntent, Refund…). */
export type PaymentEvent = {
  id: string;
  type: string;
  createdAt: Date;
  object: Record<string, unknown>;
};

/**
 * The payment provider. The caller stores every result (charges, refunds, transfers, seen webhook events);
 * the provider keeps nothing the application needs later. Failures are typed (payment-errors.ts):
 * PaymentDeclined, RefundRejected, IdempotencyKeyReused, PaymentProviderUnavailable, WebhookSignatureError.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * How long after a charge findCharge may still not see it (Stripe's search index: about a minute; the
   * sandbox: 0). Until then the reconciler does not take "no charge" as final.
   */
  readonly findChargeLagMs: number;
  /**
   * Hands a card to the provider and returns its reusable token. A refused card throws
   * AppError('validation') on `card_number` ('Your card was declined.').
   */
  tokenizeCard(card: CardDetails): Promise<SavedCard>;
  /** Charges a saved card; throws PaymentDeclined with the customer-facing message when refused. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The charge made under an idempotency key, if the provider made one: the charge, a PaymentDeclined
   * thrown for a refused one, or null when the provider never received it (the reconciler asks this).
   */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  /** Refunds part or all of a charge; throws RefundRejected beyond what is left of it. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Pays a contractor out to their connected account. */
  transfer(request: TransferRequest): Promise<TransferResult>;
  /** Creates the connected account where a payee is paid (sandbox: ready at once; Stripe: Express, onboarding). */
  createConnectedAccount(request: ConnectedAccountRequest): Promise<ConnectedAccount>;
  /** The account's current state; an unknown account is a 404. */
  getConnectedAccount(accountId: string): Promise<ConnectedAccount>;
  /** A one-time onboarding URL for the account (Stripe account link); null when none is needed (sandbox). */
  createAccountLink(request: AccountLinkRequest): Promise<{ url: string } | null>;
  /** Verifies a webhook on its raw body and `Stripe-Signature` header; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent;
}

export const CARD_DECLINED = 'Your card was declined.';
