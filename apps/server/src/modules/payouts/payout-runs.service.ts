import { paginationRecord } from '@app/domain/catalog/pagination';
import {
  PAYOUT_RUNS_PER_PAGE,
  type PayoutRetry,
  type PayoutRunsPage,
  RETRY_MESSAGES,
  type RunTransfer,
  retryRunId,
} from '@app/domain/payouts/payout-runs';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { type AuditActor, recordAudit } from '../audit/audit.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { toPayoutDto } from './payout-balance.service.ts';
import { runPayouts } from './payout-run.service.ts';
import { findPayout, runsPage, type TransferRow, transfersOfRuns } from './payout-runs.repository.ts';

const toTransfer = (t: TransferRow): RunTransfer => ({
  id: t.id,
  user_id: t.userId,
  run_id: t.runId,
  amount_cents: t.amountCents,
  status: t.status,
  failure_message: t.failureMessage,
  created_at: t.createdAt.toISOString(),
  completed_at: t.completedAt?.toISOString() ?? null,
  payee: { id: t.userId, full_name: t.payee.fullName, email: t.payee.email, type: t.payee.type },
  retry: t.retry ? { run_id: t.retry.runId, status: t.retry.status } : null,
});

/** GET /api/admin/payout_runs: one page of runs, the latest first, each with its totals and transfers. */
export async function listPayoutRuns(db: Database, page: number, path: string): Promise<PayoutRunsPage> {
  const { runs, total } = await runsPage(db, {
    limit: PAYOUT_RUNS_PER_PAGE,
    offset: (page - 1) * PAYOUT_RUNS_PER_PAGE,
  });
  const transfers = await transfersOfRuns(
    db,
    runs.map((r) => r.runId),
  );
  return paginationRecord({
    data: runs.map((r) => ({
      run_id: r.runId,
      started_at: r.startedAt.toISOString(),
      finished_at: r.finishedAt?.toISOString() ?? null,
      paid: r.paid,
      failed: r.failed,
      pending: r.pending,
      transfers: transfers.filter((t) => t.runId === r.runId).map(toTransfer),
    })),
    total,
    perPage: PAYOUT_RUNS_PER_PAGE,
    currentPage: page,
    path,
  });
}

/**
 * POST /api/admin/payouts/{id}/retry: pays the payee of a failed transfer now, in the run `retry-<id>` for
 * that payee only (payout-run.service.ts: the same reservation under the account lock and the same
 * idempotency keys). A failed transfer's amount is already available again (its reversal), so the retry pays
 * the payee's available balance — never the same money twice: a second click answers the same run, and a
 * balance a later run already paid leaves nothing to pay. Recorded in the audit log.
 */
export async function retryFailedPayout(
  db: Database,
  payments: PaymentProvider,
  actor: AuditActor,
  payoutId: number,
): Promise<{ retry: PayoutRetry; message: string }> {
  const failed = await findPayout(db, payoutId);
  if (!failed) throw new AppError('not_found');
  if (failed.status !== 'failed') throw AppError.invalid(fieldError('payout', RETRY_MESSAGES.notFailed));
  const run = await runPayouts(db, payments, { runId: retryRunId(payoutId), payeeId: failed.userId });
  const payout = run.payouts[0] ?? null;
  await recordAudit(db, actor, {
    action: 'payout.retry',
    entity: 'payout',
    entityId: payoutId,
    before: {
      status: failed.status,
      failure_message: failed.failureMessage,
      amount_cents: failed.amountCents,
    },
    after: payout
      ? { run_id: run.runId, status: payout.status, amount_cents: payout.amountCents }
      : { run_id: run.runId, status: null },
  });
  const message = !payout
    ? RETRY_MESSAGES.nothing
    : payout.status === 'failed'
      ? RETRY_MESSAGES.failed(payout.failureMessage)
      : RETRY_MESSAGES[payout.status as 'paid' | 'pending'];
  return { retry: { run_id: run.runId, payout: payout ? toPayoutDto(payout) : null }, message };
}
