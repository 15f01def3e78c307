import { currentBalance, negativeBalanceOverdue } from '@app/domain/payouts/balance';
import type { PayoutBalance, Payout as PayoutView } from '@app/domain/payouts/contract';
import type { Database } from '../../db/client.ts';
import { type PayeeAccountType, payeeEntries } from './ledger-balance.repository.ts';
import { listPayouts, type Payout } from './payouts.repository.ts';

const RECENT_PAYOUTS = 5;

export const toPayoutDto = (p: Payout): PayoutView => ({
  id: p.id,
  user_id: p.userId,
  run_id: p.runId,
  amount_cents: p.amountCents,
  status: p.status as PayoutView['status'],
  failure_message: p.failureMessage,
  created_at: p.createdAt.toISOString(),
  completed_at: p.completedAt?.toISOString() ?? null,
});

/**
 * GET /api/payouts/balance: the payee's balance from the ledger as of `now` — pending, available and
 * negative (with its due date): a contractor's profit (pending until `available_at`), a vendor's shares
 * (pending while held, until the item is Delivered) — and the latest payouts.
 */
export async function payeeBalance(
  db: Database,
  type: PayeeAccountType,
  userId: number,
  now = new Date(),
): Promise<PayoutBalance> {
  const b = currentBalance(await payeeEntries(db, type, userId), now);
  const recent = await listPayouts(db, userId, RECENT_PAYOUTS);
  return {
    account_type: type,
    total_cents: b.totalCents,
    pending_cents: b.pendingCents,
    available_cents: b.availableCents,
    negative_cents: b.negativeCents,
    negative_since: b.negativeSince?.toISOString() ?? null,
    negative_due_at: b.negativeDueAt?.toISOString() ?? null,
    negative_overdue: negativeBalanceOverdue(b, now),
    recent_payouts: recent.map(toPayoutDto),
  };
}
