import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import type { PayoutBalance } from '@app/domain/payouts/contract';
import { PAYEE_COPY } from '../payee-copy.ts';

function Amount({ label, cents, note }: { label: string; cents: number; note: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{formatUsd(cents)}</dd>
      <dd className="mt-1 text-xs text-slate-500">{note}</dd>
    </div>
  );
}

/**
 * Pending, available and (when negative) owed amounts in dollars, with the owed amount's due date; the
 * words follow the payee (`account_type`): a contractor's profit, a vendor's earnings held until delivery.
 */
export function BalanceSummary({ balance }: { balance: PayoutBalance }) {
  const owed = balance.negative_cents > 0 && balance.negative_due_at;
  const copy = PAYEE_COPY[balance.account_type];
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Amount label="Pending" cents={balance.pending_cents} note={copy.pendingNote} />
        <Amount label="Available" cents={balance.available_cents} note="Paid out in the next payout run." />
      </dl>
      {owed && (
        <div
          role="alert"
          className={`rounded-md border p-4 text-sm ${
            balance.negative_overdue
              ? 'border-red-300 bg-red-50 text-red-900'
              : 'border-amber-300 bg-amber-50 text-amber-900'
          }`}
        >
          <p className="font-semibold">
            Negative balance: {formatUsd(-balance.negative_cents)}
            {balance.negative_overdue ? ' — overdue' : ''}
          </p>
          <p>
            {copy.negative} Payable by {formatDate(owed)}; {copy.covers}
          </p>
        </div>
      )}
    </div>
  );
}
