import { randomUUID } from 'node:crypto';
import { currentBalance, payoutAmount } from '@app/domain/payouts/balance';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { IdempotencyKeyReused } from '../payments/payment-errors.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { type PayeeAccountType, payeeEntries } from './ledger-balance.repository.ts';
import { findPayoutAccount, type PayoutAccount, payeePayoutAccounts } from './payout-accounts.repository.ts';
import {
  claimPayout,
  findRunPayout,
  lockPendingPayout,
  type Payout,
  payoutAccountType,
  payoutsOfRun,
  recordPayoutEntries,
  settlePayout,
  unfinishedPayouts,
} from './payouts.repository.ts';

/** A payout left 'pending' this long by another run is taken as crashed and retried (same idempotency key). */
const STALE_MS = 15 * 60_000;

/**
 * Step 1, one transaction per payee (contractor or vendor): lock its payout account row (concurrent runs
 * queue here), compute the available balance from the ledger, and reserve it — the payout row ('pending',
 * unique per run and payee) and its ledger entries on the payee's account. Committed before any money
 * moves, so a crash leaves a pending payout to retry, never an unrecorded transfer. Null when there is
 * nothing to pay or this run already paid.
 */
function reservePayout(
  db: Database,
  runId: string,
  account: PayoutAccount & { accountType: PayeeAccountType },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const locked = await findPayoutAccount(tx, account.userId, true);
    if (locked?.status !== 'active') return null;
    if (await findRunPayout(tx, runId, account.userId)) return null;
    const amountCents = payoutAmount(
      currentBalance(await payeeEntries(tx, account.accountType, account.userId), now),
    );
    if (amountCents <= 0) return null;
    const payout = await claimPayout(tx, {
      runId,
      userId: account.userId,
      amountCents,
      destinationAccount: locked.accountId,
    });
    if (payout) await recordPayoutEntries(tx, payout, account.accountType, 1);
    return payout;
  });
}

/** An answer that says nothing final about the transfer: leave it pending and retry with the same key. */
const undecided = (e: unknown) =>
  e instanceof IdempotencyKeyReused || !(e instanceof AppError) || e.statusCode >= 500;

/** The provider's reason in words: its field message when it gave one (e.g. 'No such connected account.'). */
const failureOf = (e: AppError) => Object.values(e.fieldErrors ?? {}).flat()[0] ?? e.message;

/**
 * Step 2: the transfer, outside any transaction, with the payout's idempotency key so a retry or a
 * concurrent run never pays twice (the provider answers the same transfer). Then, under the payout row's
 * lock, it is settled once: paid → 'paid'; refused → 'failed' plus the reversing entries (the money is
 * available again); unreachable → stays 'pending' for the next run.
 */
async function transferPayout(db: Database, payments: PaymentProvider, payout: Payout) {
  let outcome: Parameters<typeof settlePayout>[2];
  try {
    const transfer = await payments.transfer({
      destinationAccount: payout.destinationAccount,
      amountCents: payout.amountCents,
      idempotencyKey: payout.idempotencyKey,
      description: 'Remodel Market payout',
      metadata: { payout_id: String(payout.id), run_id: payout.runId },
    });
    outcome = { status: 'paid', transferId: transfer.id };
  } catch (e) {
    if (undecided(e)) return;
    outcome = { status: 'failed', message: failureOf(e as AppError) };
  }
  await db.transaction(async (tx) => {
    const locked = await lockPendingPayout(tx, payout.id);
    if (!locked) return;
    await settlePayout(tx, payout.id, outcome);
    if (outcome.status === 'failed') {
      await recordPayoutEntries(tx, payout, await payoutAccountType(tx, payout.id), -1);
    }
  });
}

export type PayoutRun = { runId: string; payouts: Payout[] };

/**
 * POST /api/payouts/run: pays every payee (contractor or vendor) with an active connected account its
 * available balance
 * (docs/api-payouts.md). Retrying a run id, or running concurrently, never pays twice: the account lock and
 * the ledger reservation stop a second payout, the provider idempotency key a second transfer.
 */
export async function runPayouts(
  db: Database,
  payments: PaymentProvider,
  opts: { runId?: string; now?: Date; payeeId?: number } = {},
): Promise<PayoutRun> {
  const runId = opts.runId ?? randomUUID();
  const now = opts.now ?? new Date();
  // `payeeId`: a run for one payee only (an admin's retry of its failed transfer); the same steps and locks.
  const ours = <T extends { userId: number }>(rows: T[]) =>
    opts.payeeId === undefined ? rows : rows.filter((r) => r.userId === opts.payeeId);
  for (const p of ours(await unfinishedPayouts(db, runId, new Date(now.getTime() - STALE_MS)))) {
    await transferPayout(db, payments, p);
  }
  for (const account of ours(await payeePayoutAccounts(db, payments.name))) {
    const payout = await reservePayout(db, runId, account, now);
    if (payout) await transferPayout(db, payments, payout);
  }
  return { runId, payouts: await payoutsOfRun(db, runId) };
}
