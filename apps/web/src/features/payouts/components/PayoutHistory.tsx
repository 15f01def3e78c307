import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import type { Payout } from '@app/domain/payouts/contract';

const STATUS_LABEL: Record<Payout['status'], { text: string; tone: string }> = {
  paid: { text: 'Paid', tone: 'bg-emerald-50 text-emerald-800' },
  pending: { text: 'In progress', tone: 'bg-sky-50 text-sky-800' },
  failed: { text: 'Failed', tone: 'bg-red-50 text-red-800' },
};

/** Payouts, newest first: date, amount, status (a failed one says why; its money stays available). */
export function PayoutHistory({ payouts }: { payouts: Payout[] }) {
  if (payouts.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
        No payouts yet.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200" aria-label="Payout history">
      {payouts.map((p) => {
        const status = STATUS_LABEL[p.status];
        return (
          <li key={p.id} className="grid grid-cols-[1fr_auto_6rem] items-center gap-x-4 gap-y-1 py-3 text-sm">
            <span className="text-slate-600">{formatDate(p.created_at)}</span>
            <span className="text-right font-semibold text-slate-900">{formatUsd(p.amount_cents)}</span>
            <span className={`justify-self-end rounded-full px-2 py-0.5 text-xs font-medium ${status.tone}`}>
              {status.text}
            </span>
            {p.status === 'failed' && p.failure_message && (
              <span className="col-span-3 text-xs text-red-800">
                {p.failure_message} The amount stays available for the next run.
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
