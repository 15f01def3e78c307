import { createHash, randomBytes } from 'node:crypto';
import { cardBrand } from '@app/domain';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { IdempotencyMemory } from './idempotency-memory.ts';
import { PaymentDeclined, RefundRejected } from './payment-errors.ts';
import type {
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
import {
  chargeAmountOf,
  SANDBOX_CHARGE_FAILURES,
  SANDBOX_DECLINED_CARDS,
  sandboxChargeId,
  sandboxToken,
  tokenOutcome,
} from './sandbox-cards.ts';
import { signPayload, verifySignedEvent } from './webhook-signature.ts';

export { SANDBOX_DECLINED_CARDS } from './sandbox-cards.ts';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
/** What a connected account id looks like; any other destination is refused like an unknown account. */
const SANDBOX_ACCOUNT = /^acct_[A-Za-z0-9]+$/;

function assertCents(amountCents: number, min: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < min) {
    throw AppError.invalid(
      fieldError('amount', `The amount must be a whole number of cents, at least ${min}.`),
    );
  }
}

/**
 * No network. Tokens are deterministic per card and expiry (tests and demos repeat exactly); charges,
 * refunds and transfers live in this instance's memory, with Stripe's idempotency and refund ceiling.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  /** Signs and verifies sandbox webhooks; random per instance unless configured. */
  readonly webhookSecret: string;
  private readonly idempotency = new IdempotencyMemory();
  private readonly refunded = new Map<string, number>();

  constructor(opts: { webhookSecret?: string } = {}) {
    this.webhookSecret = opts.webhookSecret ?? `whsec_sandbox_${hex(24)}`;
  }

  async tokenizeCard(card: CardDetails): Promise<SavedCard> {
    const number = card.number.replace(/\D+/g, '');
    if (SANDBOX_DECLINED_CARDS.has(number)) throw new PaymentDeclined('card_declined');
    const digest = createHash('sha256').update(`${number}|${card.expMonth}|${card.expYear}`).digest('hex');
    return {
      provider: this.name,
      token: sandboxToken(SANDBOX_CHARGE_FAILURES[number], digest),
      brand: cardBrand(number),
      last4: number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  }

  charge(req: ChargeRequest): Promise<ChargeResult> {
    const fingerprint = `charge|${req.amountCents}|${req.currency}|${req.token}`;
    return this.idempotency.run(req.idempotencyKey, fingerprint, async () => {
      assertCents(req.amountCents, 50);
      const outcome = tokenOutcome(req.token);
      if (outcome === 'unknown') throw new PaymentDeclined('card_declined');
      if (outcome) throw new PaymentDeclined(outcome, `ch_sandbox_failed_${hex(8)}`);
      return {
        id: sandboxChargeId(hex(8), req.amountCents),
        status: 'succeeded',
        amountCents: req.amountCents,
      };
    });
  }

  refund(req: RefundRequest): Promise<RefundResult> {
    const fingerprint = `refund|${req.chargeId}|${req.amountCents}`;
    return this.idempotency.run(req.idempotencyKey, fingerprint, async () => {
      assertCents(req.amountCents, 1);
      const charged = chargeAmountOf(req.chargeId);
      if (charged === null) throw new RefundRejected('charge_not_found');
      // Check and update with no await between them: concurrent refunds cannot pass the ceiling together.
      const before = this.refunded.get(req.chargeId) ?? 0;
      if (before + req.amountCents > charged) throw new RefundRejected('amount_too_large');
      this.refunded.set(req.chargeId, before + req.amountCents);
      return { id: `re_sandbox_${hex(12)}`, chargeId: req.chargeId, amountCents: req.amountCents };
    });
  }

  transfer(req: TransferRequest): Promise<TransferResult> {
    const fingerprint = `transfer|${req.destinationAccount}|${req.amountCents}`;
    return this.idempotency.run(req.idempotencyKey, fingerprint, async () => {
      assertCents(req.amountCents, 1);
      if (!SANDBOX_ACCOUNT.test(req.destinationAccount)) {
        throw AppError.invalid(fieldError('destination_account', 'No such connected account.'));
      }
      return {
        id: `tr_sandbox_${hex(12)}`,
        destinationAccount: req.destinationAccount,
        amountCents: req.amountCents,
      };
    });
  }

  /** A local `acct_sbx…` id, ready for transfers at once (no onboarding in the sandbox). */
  createConnectedAccount(req: ConnectedAccountRequest): Promise<ConnectedAccount> {
    return this.idempotency.run(req.idempotencyKey, `account|${req.userId}`, async () => ({
      id: `acct_sbx${hex(8)}`,
      transfersEnabled: true,
    }));
  }

  async getConnectedAccount(accountId: string): Promise<ConnectedAccount> {
    if (!SANDBOX_ACCOUNT.test(accountId)) throw new AppError('not_found', 'No such connected account.');
    return { id: accountId, transfersEnabled: true };
  }

  async createAccountLink(): Promise<null> {
    return null;
  }

  parseWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent {
    return verifySignedEvent(rawBody, signatureHeader, this.webhookSecret);
  }

  /** A signed delivery of an event, as Stripe would POST it (for sandbox flows and tests). */
  signEvent(type: string, object: Record<string, unknown>, timestamp?: number) {
    const id = `evt_sandbox_${hex(12)}`;
    const created = timestamp ?? Math.floor(Date.now() / 1000);
    const rawBody = JSON.stringify({ id, object: 'event', type, created, livemode: false, data: { object } });
    return { id, rawBody, signature: signPayload(rawBody, this.webhookSecret, created) };
  }
}
