import { createHash, randomBytes } from 'node:crypto';
import { cardBrand } from '@app/domain';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { type DeclineCode, PaymentDeclined, RefundRejected } from './payment-errors.ts';
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
import { MemoryBook, type Outcome, type SandboxBook } from './sandbox-book.repository.ts';
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

const made = (objectId: string, amountCents: number | null): Outcome => ({
  objectId,
  chargeId: null,
  amountCents,
  errorCode: null,
});
const failure = (code: DeclineCode, ref: string): Outcome => ({ ...made(ref, null), errorCode: code });

/** A stored charge as the provider answers it: the charge, or its decline again. */
function chargeOf(op: Outcome): ChargeResult {
  if (op.errorCode) throw new PaymentDeclined(op.errorCode as DeclineCode, op.objectId ?? undefined);
  return { id: op.objectId ?? '', status: 'succeeded', amountCents: Number(op.amountCents) };
}

function assertCents(amountCents: number, min: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < min) {
    throw AppError.invalid(
      fieldError('amount', `The amount must be a whole number of cents, at least ${min}.`),
    );
  }
}

/**
 * No network. Tokens are deterministic per card and expiry (tests and demos repeat exactly); charges,
 * refunds, transfers and accounts are kept in a SandboxBook — the database when the app gives one (a
 * restart forgets nothing), else memory — with Stripe's idempotency and refund ceiling.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  /** The sandbox's book is the database itself: a charge is seen as soon as it is committed. */
  readonly findChargeLagMs = 0;
  /** Signs and verifies sandbox webhooks; random per instance unless configured. */
  readonly webhookSecret: string;
  private readonly book: SandboxBook;

  constructor(opts: { webhookSecret?: string; book?: SandboxBook } = {}) {
    this.webhookSecret = opts.webhookSecret ?? `whsec_sandbox_${hex(24)}`;
    this.book = opts.book ?? new MemoryBook();
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

  async charge(req: ChargeRequest): Promise<ChargeResult> {
    assertCents(req.amountCents, 50);
    const fingerprint = `charge|${req.amountCents}|${req.currency}|${req.token}`;
    const done = await this.book.once(
      { key: req.idempotencyKey, kind: 'charge', fingerprint, lockOn: req.idempotencyKey },
      async () => {
        const outcome = tokenOutcome(req.token);
        const failed = outcome === 'unknown' ? 'card_declined' : outcome;
        if (failed) return failure(failed, `ch_sandbox_failed_${hex(8)}`);
        return made(sandboxChargeId(hex(8), req.amountCents), req.amountCents);
      },
    );
    return chargeOf(done);
  }

  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const op = await this.book.find(idempotencyKey);
    return op?.kind === 'charge' ? chargeOf(op) : null;
  }

  async refund(req: RefundRequest): Promise<RefundResult> {
    assertCents(req.amountCents, 1);
    const fingerprint = `refund|${req.chargeId}|${req.amountCents}`;
    const lockOn = `charge:${req.chargeId}`;
    const done = await this.book.once(
      { key: req.idempotencyKey, kind: 'refund', fingerprint, lockOn },
      async (view) => {
        const charged = chargeAmountOf(req.chargeId);
        if (charged === null) throw new RefundRejected('charge_not_found');
        if ((await view.refundedCents(req.chargeId)) + req.amountCents > charged) {
          throw new RefundRejected('amount_too_large');
        }
        return { ...made(`re_sandbox_${hex(12)}`, req.amountCents), chargeId: req.chargeId };
      },
    );
    return { id: done.objectId ?? '', chargeId: req.chargeId, amountCents: Number(done.amountCents) };
  }

  async transfer(req: TransferRequest): Promise<TransferResult> {
    assertCents(req.amountCents, 1);
    if (!SANDBOX_ACCOUNT.test(req.destinationAccount)) {
      throw AppError.invalid(fieldError('destination_account', 'No such connected account.'));
    }
    const fingerprint = `transfer|${req.destinationAccount}|${req.amountCents}`;
    const done = await this.book.once(
      { key: req.idempotencyKey, kind: 'transfer', fingerprint, lockOn: req.idempotencyKey },
      async () => made(`tr_sandbox_${hex(12)}`, req.amountCents),
    );
    return {
      id: done.objectId ?? '',
      destinationAccount: req.destinationAccount,
      amountCents: Number(done.amountCents),
    };
  }

  /** A local `acct_sbx…` id, ready for transfers at once (no onboarding in the sandbox). */
  async createConnectedAccount(req: ConnectedAccountRequest): Promise<ConnectedAccount> {
    const done = await this.book.once(
      {
        key: req.idempotencyKey,
        kind: 'account',
        fingerprint: `account|${req.userId}`,
        lockOn: req.idempotencyKey,
      },
      async () => made(`acct_sbx${hex(8)}`, null),
    );
    return { id: done.objectId ?? '', transfersEnabled: true };
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
