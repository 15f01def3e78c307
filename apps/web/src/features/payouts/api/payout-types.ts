import type { PayoutAccountStatus } from '@app/domain/payouts/connected-account';

/** GET/POST /api/payout_setup (docs/api-payouts.md): the connected account, masked. */
export type PayoutSetup = {
  status: PayoutAccountStatus;
  provider: string;
  account: string | null;
  onboarding_url: string | null;
};

export type Payout = {
  id: number;
  user_id: number;
  run_id: string;
  amount_cents: number;
  status: 'pending' | 'paid' | 'failed';
  failure_message: string | null;
  created_at: string;
  completed_at: string | null;
};

/** GET /api/payouts/balance: integer cents; dates ISO 8601. */
export type PayoutBalance = {
  account_type: 'contractor' | 'vendor';
  total_cents: number;
  pending_cents: number;
  available_cents: number;
  negative_cents: number;
  negative_since: string | null;
  negative_due_at: string | null;
  negative_overdue: boolean;
  recent_payouts: Payout[];
};
