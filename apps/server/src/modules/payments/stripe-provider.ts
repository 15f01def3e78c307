import { cardBrand } from '@app/domain';
import Stripe from 'stripe';
import { PaymentDeclined, PaymentProviderUnavailable, toDeclineCode } from './payment-errors.ts';
import type {
  AccountLinkRequest,
  CardDetails,
  ChargeRequest,
  ChargeResult,
  ConnectedAccount,
  ConnectedAccountRequest,
  PaymentEvent,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  SavedCard,
  TransferRequest,
  TransferResult,
} from './payment-provider.ts';
import { PROVIDER_NETWORK_RETRIES, PROVIDER_REQUEST_TIMEOUT_MS } from './provider-limits.ts';
import { fromStripeError, type Operation } from './stripe-errors.ts';
import { verifySignedEvent } from './webhook-signature.ts';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin, e.g. a local stub: `http://127.0.0.1:12111`. */
  apiBase?: string;
};

/** Stripe through its official SDK: PaymentMethods on a Customer, PaymentIntents, Refunds, Connect transfers. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  /** Stripe's search index, which findCharge reads, lags by up to a minute. */
  readonly findChargeLagMs = 60_000;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(opts: StripeProviderOptions) {
    const base = opts.apiBase ? new URL(opts.apiBase) : undefined;
    this.stripe = new Stripe(opts.secretKey, {
      // Bounded so the reconciler can tell a slow call from a crash (provider-limits.ts).
      maxNetworkRetries: PROVIDER_NETWORK_RETRIES,
      timeout: PROVIDER_REQUEST_TIMEOUT_MS,
      telemetry: false,
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === 'http:' ? 80 : 443),
        protocol: base.protocol === 'http:' ? 'http' : 'https',
      }),
    });
    this.webhookSecret = opts.webhookSecret;
  }

  private async call<T>(op: Operation, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      throw fromStripeError(e, op);
    }
  }

  /** Creates the PaymentMethod and attaches it to a new Customer: Stripe verifies the card on attach. */
  tokenizeCard(card: CardDetails): Promise<SavedCard> {
    return this.call('tokenize', async () => {
      const pm = await this.stripe.paymentMethods.create({
        type: 'card',
        card: { number: card.number, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
        billing_details: { name: card.nameOnCard || undefined },
      });
      const customer = await this.stripe.customers.create({ name: card.nameOnCard || undefined });
      await this.stripe.paymentMethods.attach(pm.id, { customer: customer.id });
      return {
        provider: this.name,
        token: pm.id,
        // The same display names as the sandbox's (the domain's card-validator names).
        brand: cardBrand(card.number),
        last4: pm.card?.last4 ?? '',
        expMonth: pm.card?.exp_month ?? card.expMonth,
        expYear: pm.card?.exp_year ?? card.expYear,
      };
    });
  }

  charge(req: ChargeRequest): Promise<ChargeResult> {
    return this.call('charge', async () => {
      const pm = await this.stripe.paymentMethods.retrieve(req.token);
      const customer = typeof pm.customer === 'string' ? pm.customer : pm.customer?.id;
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: req.amountCents,
          currency: req.currency,
          ...(customer && { customer }),
          payment_method: req.token,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          off_session: true,
          description: req.description,
          // The key in the metadata is what findCharge searches by.
          metadata: { ...req.metadata, [KEY_FIELD]: req.idempotencyKey },
        },
        { idempotencyKey: req.idempotencyKey },
      );
      return chargeOf(intent);
    });
  }

  /**
   * The PaymentIntent created under the key, found by the key in its metadata (Search API). Stripe's
   * search index lags by up to a minute, so the reconciler takes "no charge" as final only for attempts
   * older than that (findChargeLagMs).
   */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    return this.call('charge', async () => {
      const found = await this.stripe.paymentIntents.search({
        query: `metadata['${KEY_FIELD}']:'${idempotencyKey.replace(/'/g, "\\'")}'`,
        limit: 1,
      });
      const [intent] = found.data;
      if (!intent) return null;
      // Not decided yet: neither charged nor refused, so the reconciler asks again later.
      if (intent.status === 'processing') throw new PaymentProviderUnavailable('payment still processing');
      return chargeOf(intent);
    });
  }

  refund(req: RefundRequest): Promise<RefundResult> {
    return this.call('refund', async () => {
      const target = req.chargeId.startsWith('pi_')
        ? { payment_intent: req.chargeId }
        : { charge: req.chargeId };
      const refund = await this.stripe.refunds.create(
        { ...target, amount: req.amountCents, reason: req.reason, metadata: req.metadata },
        { idempotencyKey: req.idempotencyKey },
      );
      return { id: refund.id, chargeId: req.chargeId, amountCents: refund.amount };
    });
  }

  transfer(req: TransferRequest): Promise<TransferResult> {
    return this.call('transfer', async () => {
      const transfer = await this.stripe.transfers.create(
        {
          amount: req.amountCents,
          currency: 'usd',
          destination: req.destinationAccount,
          description: req.description,
          metadata: req.metadata,
        },
        { idempotencyKey: req.idempotencyKey },
      );
      const destination =
        typeof transfer.destination === 'string' ? transfer.destination : transfer.destination?.id;
      return {
        id: transfer.id,
        destinationAccount: destination ?? req.destinationAccount,
        amountCents: transfer.amount,
      };
    });
  }

  /** A Connect Express account in the US that asks for the transfers capability (Stripe hosts onboarding). */
  createConnectedAccount(req: ConnectedAccountRequest): Promise<ConnectedAccount> {
    return this.call('account', async () => {
      const account = await this.stripe.accounts.create(
        {
          type: 'express',
          country: 'US',
          email: req.email,
          capabilities: { transfers: { requested: true } },
          metadata: { user_id: String(req.userId) },
        },
        { idempotencyKey: req.idempotencyKey },
      );
      return connectedAccount(account);
    });
  }

  getConnectedAccount(accountId: string): Promise<ConnectedAccount> {
    return this.call('account', async () => connectedAccount(await this.stripe.accounts.retrieve(accountId)));
  }

  createAccountLink(req: AccountLinkRequest): Promise<{ url: string }> {
    return this.call('account', async () => {
      const link = await this.stripe.accountLinks.create({
        account: req.accountId,
        refresh_url: req.refreshUrl,
        return_url: req.returnUrl,
        type: 'account_onboarding',
      });
      return { url: link.url };
    });
  }

  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent {
    return verifySignedEvent(rawBody, signatureHeader, this.webhookSecret);
  }
}

/** The metadata field holding the idempotency key a PaymentIntent was created under. */
const KEY_FIELD = 'idempotency_key';

/** A PaymentIntent as our charge: succeeded, or a PaymentDeclined with Stripe's reason. */
function chargeOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status !== 'succeeded') {
    const err = intent.last_payment_error;
    const code = intent.status === 'requires_action' ? 'authentication_required' : undefined;
    throw new PaymentDeclined(code ?? toDeclineCode(err?.decline_code, err?.code), intent.id);
  }
  return { id: intent.id, status: 'succeeded', amountCents: intent.amount_received };
}

/** Transfers reach the account once its `transfers` capability is active (onboarding done). */
const connectedAccount = (a: Stripe.Account): ConnectedAccount => ({
  id: a.id,
  transfersEnabled: a.capabilities?.transfers === 'active',
});
