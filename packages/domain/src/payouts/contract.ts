import { z } from 'zod';
import { PAYOUT_ACCOUNT_STATUSES } from './connected-account.ts';

const cents = z.number().int();

/**
 * `data` of GET and POST /api/payout_setup (Contractor, Vendor; docs/api-payouts.md): the caller's own
 * connected payout account.
 */
export const payoutSetupSchema = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  /** The payment provider holding the account ('sandbox', 'stripe'). */
  provider: z.string(),
  /** The connected account's id, masked (`acct_…9xQz`); null before connecting. */
  account: z.string().nullable(),
  /** The provider's hosted onboarding to finish (POST only, while pending); null when nothing is left to do. */
  onboarding_url: z.string().nullable(),
});
export type PayoutSetup = z.infer<typeof payoutSetupSchema>;

/** A transfer to a payee: in GET /api/payouts, the balance's `recent_payouts` and a run's `payouts`. */
export const payoutSchema = z.object({
  id: z.number().int(),
  /** The payee (a contractor or vendor). */
  user_id: z.number().int(),
  /** The run that made it (a retry with the same run_id pays nobody twice). */
  run_id: z.string(),
  amount_cents: cents,
  /** pending: the transfer is in flight or its outcome unknown (retried); failed: the amount is available again. */
  status: z.enum(['pending', 'paid', 'failed']),
  /** Why it failed (e.g. 'No such connected account.'), else null. */
  failure_message: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601; null until the outcome is known. */
  completed_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/**
 * `data` of GET /api/payouts/balance (Contractor, Vendor): the caller's own balance from the ledger, integer
 * cents, dates ISO 8601.
 */
export const payoutBalanceSchema = z.object({
  account_type: z.enum(['contractor', 'vendor']),
  /** pending + available − negative. */
  total_cents: cents,
  /** Not payable yet: a contractor's profit before its available date, a vendor's share until Delivered. */
  pending_cents: cents,
  /** What the next payout run transfers. */
  available_cents: cents,
  /** Owed back after refunds of money already paid out; pending money does not offset it. */
  negative_cents: cents,
  negative_since: z.string().nullable(),
  /** 10 days after negative_since. */
  negative_due_at: z.string().nullable(),
  negative_overdue: z.boolean(),
  /** The caller's latest 5 payouts, newest first. */
  recent_payouts: z.array(payoutSchema),
});
export type PayoutBalance = z.infer<typeof payoutBalanceSchema>;

/** `data` of POST /api/payouts/run (Admin): the run's id and the payouts it made. */
export const payoutRunSchema = z.object({ run_id: z.string(), payouts: z.array(payoutSchema) });
export type PayoutRun = z.infer<typeof payoutRunSchema>;
