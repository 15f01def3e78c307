import { z } from 'zod';
import { paginationSchema } from '../catalog/pagination.ts';
import { idParam, strictInt } from '../shared/input-limits.ts';
import { payoutSchema } from './contract.ts';

/** Runs per page of GET /api/admin/payout_runs. */
export const PAYOUT_RUNS_PER_PAGE = 10;
/** Transfers listed per run (failures first); the run's counts cover all of them. */
export const RUN_TRANSFERS_SHOWN = 100;

export const payoutRunsQuery = z.object({
  page: strictInt('page', { min: 1, max: 100_000 }).optional().default(1),
});

export const payoutRetryParams = z.object({ id: idParam });

/** The run id of an admin's retry of failed payout `id`: one per failed payout, so a second click pays nobody twice. */
export const retryRunId = (payoutId: number) => `retry-${payoutId}`;

/** A transfer of a run as the admin sees it: the payout, its payee, and the admin's retry of it if any. */
export const runTransferSchema = payoutSchema.extend({
  payee: z.object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    /** Contractor or Vendor. */
    type: z.string(),
  }),
  /** For a failed transfer an admin retried: the retry's run and how its transfer went (null: no retry paid). */
  retry: z.object({ run_id: z.string(), status: z.enum(['pending', 'paid', 'failed']) }).nullable(),
});
export type RunTransfer = z.infer<typeof runTransferSchema>;

const tally = z.object({ count: z.number().int(), cents: z.number().int() });

/** One payout run: when it started, its totals by outcome, and its transfers (failures first). */
export const payoutRunSummarySchema = z.object({
  run_id: z.string(),
  /** ISO 8601: its first payout. */
  started_at: z.string(),
  /** ISO 8601: its last settled transfer; null while any is pending. */
  finished_at: z.string().nullable(),
  paid: tally,
  failed: tally,
  pending: tally,
  /** At most RUN_TRANSFERS_SHOWN, failed then pending then paid. */
  transfers: z.array(runTransferSchema),
});
export type PayoutRunSummary = z.infer<typeof payoutRunSummarySchema>;

/** GET /api/admin/payout_runs: a pagination record of runs, the latest first. */
export const payoutRunsPageSchema = paginationSchema(payoutRunSummarySchema);
export type PayoutRunsPage = z.infer<typeof payoutRunsPageSchema>;

/**
 * POST /api/admin/payouts/{id}/retry: the retry's run and its payout (null when the payee had nothing left
 * to pay, e.g. a later run already paid it, or its payout account is not active).
 */
export const payoutRetrySchema = z.object({ run_id: z.string(), payout: payoutSchema.nullable() });
export type PayoutRetry = z.infer<typeof payoutRetrySchema>;

export const RETRY_MESSAGES = {
  paid: 'The transfer is paid.',
  failed: (reason: string | null) =>
    `The transfer failed again${reason ? ` (${reason.replace(/\.$/, '')})` : ''}: the amount stays available for the next run.`,
  pending: 'The provider has not answered yet: the transfer is retried with the same key on the next run.',
  nothing:
    'Nothing was transferred: the payee has no available balance now (a later run paid it) or no active payout account.',
  notFailed: 'Only a failed transfer can be retried.',
} as const;

/** What happens to a failed transfer's money without an admin: the words the console shows beside it. */
export const FAILED_TRANSFER_NEXT =
  'The amount is available again: the next daily run pays it once the payee’s payout account works, or retry now.';
