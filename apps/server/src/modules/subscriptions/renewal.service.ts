import { nextRetryAt, periodEndOf } from '@app/domain/subscriptions/periods';
import { periodTotalCents } from '@app/domain/subscriptions/plans';
import { IdempotencyKeyReused, PaymentDeclined } from '../payments/payment-errors.ts';
import type { ChargeRequest, ChargeResult } from '../payments/payment-provider.ts';
import type { BillingContext } from './billing-context.ts';
import { syncShowroomBranding } from './branding.repository.ts';
import {
  type Invoice,
  invoiceChargeKey,
  invoiceForPeriod,
  lockInvoice,
  updateInvoice,
  voidOpenInvoices,
} from './invoices.repository.ts';
import { loadPlans } from './plans.service.ts';
import { mailPro, subscriptionMails } from './subscription-mail.ts';
import { followAddon, lockPlan, type PlanSubscription, updatePlan } from './subscriptions.repository.ts';

/** A renewal charge to send: the invoice, its attempt number, and the exact request (the same on every node). */
type Due = { invoice: Invoice; attempt: number; request: ChargeRequest };

/** Ends a subscription (canceled at its period's end, or unpaid): branding off, open invoices void, a mail. */
async function lapse(
  ctx: BillingContext,
  tx: BillingContext['db'],
  plan: PlanSubscription,
  reason: 'canceled' | 'unpaid',
) {
  const endsAt = reason === 'canceled' ? (plan.currentPeriodEnd ?? ctx.now) : ctx.now;
  const ended = await updatePlan(tx, plan.id, {
    status: 'canceled',
    endsAt,
    canceledAt: plan.canceledAt ?? ctx.now,
  });
  await voidOpenInvoices(tx, plan.id);
  await followAddon(tx, ended);
  await syncShowroomBranding(tx, ended);
  await mailPro(tx, plan.userId, subscriptionMails.lapsed({ plan: plan.plan ?? '', reason }), ctx.link);
}

/**
 * Step 1, one transaction under the subscription's row lock (concurrent nodes queue here): a canceled
 * period that has ended lapses; otherwise the period's invoice is made once (unique per subscription and
 * period) and, when a charge of it is due, the charge to send is returned — committed before any money moves.
 */
function prepareRenewal(ctx: BillingContext, subscriptionId: number) {
  return ctx.db.transaction(async (tx): Promise<Due | null> => {
    const plan = await lockPlan(tx, subscriptionId);
    if (!plan?.currentPeriodEnd || !['active', 'past_due'].includes(plan.status)) return null;
    if (plan.currentPeriodEnd > ctx.now) return null;
    if (plan.cancelAtPeriodEnd) {
      await lapse(ctx, tx, plan, 'canceled');
      return null;
    }
    const periodStart = plan.currentPeriodEnd;
    const invoice = await invoiceForPeriod(tx, {
      subscriptionId: plan.id,
      userId: plan.userId,
      periodStart,
      periodEnd: periodEndOf(plan.startsAt, periodStart),
      amountCents: periodTotalCents(plan.planCents, plan.addonCents),
    });
    if (invoice.status !== 'open' || !invoice.nextAttemptAt || invoice.nextAttemptAt > ctx.now) return null;
    if (!plan.cardToken) return null;
    const attempt = invoice.attempts + 1;
    const key = invoiceChargeKey(invoice, attempt);
    return {
      invoice,
      attempt,
      request: {
        amountCents: invoice.amountCents,
        currency: 'usd',
        token: plan.cardToken,
        idempotencyKey: key,
        description: `Remodel Market ${plan.plan} plan, invoice ${invoice.number}`,
        metadata: { subscription_invoice: String(invoice.id), attempt: String(attempt) },
      },
    };
  });
}

type Outcome = { paid: ChargeResult } | { declined: PaymentDeclined };

/**
 * Step 3, under the subscription's and the invoice's locks, once per attempt: only if the invoice is still
 * open at this attempt (another node may have settled it). Paid → the period moves on, a receipt;
 * declined → past_due with the next try, or, when the retries are spent, the subscription lapses.
 */
function settleRenewal(ctx: BillingContext, due: Due, outcome: Outcome, retryDays: readonly number[]) {
  return ctx.db.transaction(async (tx) => {
    // The subscription first, then its invoice: the order prepareRenewal takes them in (no deadlock).
    const plan = await lockPlan(tx, due.invoice.subscriptionId);
    const invoice = await lockInvoice(tx, due.invoice.id);
    if (invoice?.status !== 'open' || invoice.attempts !== due.attempt - 1) return 'settled elsewhere';
    if (!plan || !['active', 'past_due'].includes(plan.status)) return 'ended';
    if ('paid' in outcome) {
      await updateInvoice(tx, invoice.id, {
        status: 'paid',
        attempts: due.attempt,
        chargeId: outcome.paid.id,
        paidAt: ctx.now,
        nextAttemptAt: null,
        failure: null,
      });
      const renewed = await updatePlan(tx, plan.id, {
        status: 'active',
        currentPeriodStart: invoice.periodStart,
        currentPeriodEnd: invoice.periodEnd,
        paidAmountCents: plan.planCents,
      });
      await followAddon(tx, renewed);
      await syncShowroomBranding(tx, renewed);
      const receipt = { plan: plan.plan ?? '', number: invoice.number, amountCents: invoice.amountCents };
      await mailPro(
        tx,
        plan.userId,
        subscriptionMails.receipt({ ...receipt, periodEnd: invoice.periodEnd }),
        ctx.link,
      );
      return 'paid';
    }
    const retryAt = nextRetryAt(invoice.periodStart, due.attempt, retryDays);
    const failure = outcome.declined.customerMessage;
    if (!retryAt) {
      await updateInvoice(tx, invoice.id, {
        status: 'failed',
        attempts: due.attempt,
        failure,
        nextAttemptAt: null,
      });
      await lapse(ctx, tx, plan, 'unpaid');
      return 'lapsed';
    }
    await updateInvoice(tx, invoice.id, { attempts: due.attempt, failure, nextAttemptAt: retryAt });
    const pastDue = await updatePlan(tx, plan.id, { status: 'past_due' });
    await followAddon(tx, pastDue);
    await syncShowroomBranding(tx, pastDue);
    const failed = { plan: plan.plan ?? '', number: invoice.number, amountCents: invoice.amountCents };
    await mailPro(
      tx,
      plan.userId,
      subscriptionMails.failed({ ...failed, message: failure, retryAt }),
      ctx.link,
    );
    return 'past_due';
  });
}

export type RenewalResult =
  | 'paid'
  | 'past_due'
  | 'lapsed'
  | 'unconfirmed'
  | 'skipped'
  | 'settled elsewhere'
  | 'ended';

/**
 * Renews one subscription whose period has ended: the invoice (once), the charge outside any transaction
 * under the invoice's attempt key (two nodes send the same key and the provider charges once), then the
 * outcome settled once. No answer from the provider leaves the invoice open: the next run sends the same
 * key again, which finishes a charge a crash left unrecorded without making a second one.
 */
export async function renewSubscription(ctx: BillingContext, subscriptionId: number): Promise<RenewalResult> {
  const { retry_days } = await loadPlans(ctx.db);
  const due = await prepareRenewal(ctx, subscriptionId);
  if (!due) return 'skipped';
  const outcome = await sendRenewal(ctx, due.request);
  if (!outcome) return 'unconfirmed';
  return settleRenewal(ctx, due, outcome, retry_days);
}

/**
 * The charge's outcome, or null when it is unknown (no answer). The key already used with another request
 * (the card was replaced after a send whose answer was lost) is answered from the provider's record of that
 * key: the first request's charge or refusal, never a second charge.
 */
async function sendRenewal(ctx: BillingContext, request: ChargeRequest): Promise<Outcome | null> {
  try {
    return { paid: await ctx.payments.charge(request) };
  } catch (e) {
    if (e instanceof PaymentDeclined) return { declined: e };
    if (!(e instanceof IdempotencyKeyReused)) return null;
  }
  try {
    const found = await ctx.payments.findCharge(request.idempotencyKey);
    return found ? { paid: found } : null;
  } catch (e) {
    return e instanceof PaymentDeclined ? { declined: e } : null;
  }
}
