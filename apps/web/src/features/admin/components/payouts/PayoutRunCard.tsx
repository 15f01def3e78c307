import { formatDateTime } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import type { PayoutRunSummary, RunTransfer } from '@app/domain/payouts/payout-runs';
import { TransferRow } from './TransferRow.tsx';

/** A run: when, its totals by outcome (failures in red), and its transfers, failures first. */
export function PayoutRunCard({
  run,
  onRetry,
}: {
  run: PayoutRunSummary;
  onRetry: (t: RunTransfer) => void;
}) {
  const id = `run-${run.run_id}`;
  const shown = run.transfers.length;
  const all = run.paid.count + run.failed.count + run.pending.count;
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border bg-white shadow-sm ${run.failed.count > 0 ? 'border-red-300' : 'border-slate-200'}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={id} className="font-semibold text-slate-900">
          Run {run.run_id}
        </h2>
        <p className="text-sm text-slate-600">
          Started {formatDateTime(run.started_at)} ·{' '}
          {run.finished_at ? `finished ${formatDateTime(run.finished_at)}` : 'in progress'}
        </p>
      </header>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 px-4 py-3 text-sm">
        <div>
          <dt className="inline text-slate-500">Paid: </dt>
          <dd className="inline font-medium text-slate-900">
            {run.paid.count} · {formatUsd(run.paid.cents)}
          </dd>
        </div>
        <div className={run.failed.count > 0 ? 'text-red-800' : ''}>
          <dt className="inline text-slate-500">Failed: </dt>
          <dd className="inline font-medium">
            {run.failed.count} · {formatUsd(run.failed.cents)}
          </dd>
        </div>
        {run.pending.count > 0 && (
          <div>
            <dt className="inline text-slate-500">Pending: </dt>
            <dd className="inline font-medium text-amber-800">
              {run.pending.count} · {formatUsd(run.pending.cents)}
            </dd>
          </div>
        )}
      </dl>
      <ul
        aria-label={`Transfers of run ${run.run_id}`}
        className="divide-y divide-slate-100 border-t border-slate-200"
      >
        {run.transfers.map((t) => (
          <TransferRow key={t.id} t={t} onRetry={onRetry} />
        ))}
      </ul>
      {shown < all && (
        <p className="border-t border-slate-200 px-4 py-2 text-sm text-slate-600">
          Showing {shown} of {all} transfers (failures first).
        </p>
      )}
    </section>
  );
}
