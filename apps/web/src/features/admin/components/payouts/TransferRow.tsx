import { formatUsd } from '@app/domain/money/cents';
import { FAILED_TRANSFER_NEXT, type RunTransfer } from '@app/domain/payouts/payout-runs';
import { Button } from '../../../../components/ui/Button.tsx';

const STATUS = {
  paid: { label: 'Paid', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  pending: { label: 'Pending', tone: 'bg-amber-50 text-amber-800 ring-amber-200' },
  failed: { label: 'Failed', tone: 'bg-red-50 text-red-800 ring-red-200' },
} as const;

export function StatusPill({ status }: { status: RunTransfer['status'] }) {
  const s = STATUS[status];
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${s.tone}`}
    >
      {s.label}
    </span>
  );
}

/** What comes of a failed transfer: retried and paid, or what happens next and a Retry button. */
function FailureNext({ t, onRetry }: { t: RunTransfer; onRetry: (t: RunTransfer) => void }) {
  if (t.retry?.status === 'paid')
    return <p className="text-sm text-slate-700">Retried and paid in {t.retry.run_id}.</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">
        {t.retry ? `Retried in ${t.retry.run_id}: ${STATUS[t.retry.status].label.toLowerCase()}. ` : ''}
        {FAILED_TRANSFER_NEXT}
      </p>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onRetry(t)}
        aria-label={`Retry the transfer to ${t.payee.full_name}`}
      >
        Retry
      </Button>
    </div>
  );
}

/** One transfer of a run: payee, amount, outcome; a failure highlighted with its reason and what comes next. */
export function TransferRow({ t, onRetry }: { t: RunTransfer; onRetry: (t: RunTransfer) => void }) {
  const failed = t.status === 'failed';
  return (
    <li
      className={`grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-2 px-4 py-3 md:grid-cols-[minmax(0,1fr)_8rem_6rem] ${failed ? 'border-l-4 border-red-500 bg-red-50/60' : ''}`}
    >
      <div className="col-span-2 min-w-0 md:col-span-1">
        <p className="font-medium text-slate-900">
          {t.payee.full_name} <span className="text-sm font-normal text-slate-500">· {t.payee.type}</span>
        </p>
        <p className="truncate text-sm text-slate-600">{t.payee.email}</p>
        {failed && (
          <div className="mt-2 space-y-2">
            <p className="text-sm font-medium text-red-800">
              Failed: {t.failure_message ?? 'no reason given'}
            </p>
            <FailureNext t={t} onRetry={onRetry} />
          </div>
        )}
      </div>
      <p className="font-medium tabular-nums text-slate-900 md:text-right">{formatUsd(t.amount_cents)}</p>
      <p className="text-right">
        <StatusPill status={t.status} />
      </p>
    </li>
  );
}
