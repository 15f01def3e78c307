import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import { CONTRACTOR_FUNDS_BUSINESS_DAYS } from '@app/domain/shared/constants';
import type { PayoutBalance } from '../api/payout-types.ts';

function Amount({ label, cents, note }: { label: string; cents: number; note: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{formatUsd(cents)}</dd>
      <dd className="mt-1 text-xs text-slate-500">{note}</dd>
    </div>
  );
}

/** Pending, available and (when negative) owed amounts in dollars, with the owed amount's due date. */
export function BalanceSummary({ balance }: { balance: PayoutBalance }) {
  const owed = balance.negative_cents > 0 && balance.negative_due_at;
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Amount
          label="Pending"
          cents={balance.pending_cents}
          note={`Available ${CONTRACTOR_FUNDS_BUSINESS_DAYS} business days after payment.`}
        />
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
            Refunds took back profit already paid out. Payable by {formatDate(owed)}; new profit covers it as
            it becomes available.
          </p>
        </div>
      )}
    </div>
  );
}
