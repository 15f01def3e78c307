import { formatUsd } from '@app/domain/money/cents';
import type { RunTransfer } from '@app/domain/payouts/payout-runs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Pagination } from '../../../components/ui/Pagination.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { notify } from '../../../lib/toast.ts';
import { usePayoutRuns, useRetryPayout, useStartPayoutRun } from '../api/payout-runs.ts';
import { emptyBox } from '../components/console-styles.ts';
import { LoadError } from '../components/LoadError.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { ConfirmDialog } from '../components/payouts/ConfirmDialog.tsx';
import { PayoutRunCard } from '../components/payouts/PayoutRunCard.tsx';

/**
 * /admin/payouts: the payout runs, the latest first, each transfer's payee, amount and outcome, failures
 * highlighted with their reason and what happens next; start a run, or retry a failed transfer, after a
 * confirmation. Both are once-only on the server (decisions 0005 and 0006).
 */
export default function AdminPayoutsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const runs = usePayoutRuns(page);
  const start = useStartPayoutRun();
  const retry = useRetryPayout();
  const [confirmRun, setConfirmRun] = useState(false);
  const [retrying, setRetrying] = useState<RunTransfer | null>(null);

  const onStart = async () => {
    try {
      const reply = await start.mutateAsync();
      const paid = reply.data.payouts.filter((p) => p.status === 'paid');
      notify.success(
        `${reply.message ?? 'Payout run finished.'} ${paid.length} paid, ${formatUsd(paid.reduce((s, p) => s + p.amount_cents, 0))}.`,
      );
      setConfirmRun(false);
      setParams({});
    } catch {
      setConfirmRun(false);
    }
  };
  const onRetry = async () => {
    if (!retrying) return;
    try {
      const reply = await retry.mutateAsync(retrying.id);
      const outcome = reply.data.payout?.status;
      (outcome === 'paid' ? notify.success : notify.warning)(reply.message ?? 'The retry is done.');
    } catch {
      // The API client has already said why (its error toast); the list is read again either way.
    } finally {
      setRetrying(null);
    }
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Payouts"
        action={<Button onClick={() => setConfirmRun(true)}>Start a payout run</Button>}
      >
        Every day a run pays each contractor and vendor with an active payout account their available balance.
        A failed transfer’s amount stays available for the next run.
      </PageHeader>
      {runs.isPending ? (
        <Spinner size="lg" label="Loading the payout runs" />
      ) : runs.isError ? (
        <LoadError onRetry={runs.refetch}>The payout runs could not be loaded.</LoadError>
      ) : runs.data.total === 0 ? (
        <p className={emptyBox}>No payout runs yet.</p>
      ) : (
        <div className="space-y-4">
          {runs.data.data.map((run) => (
            <PayoutRunCard key={run.run_id} run={run} onRetry={setRetrying} />
          ))}
          <Pagination
            page={Math.min(page, runs.data.last_page)}
            lastPage={runs.data.last_page}
            label="Payout runs pages"
            onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
          />
        </div>
      )}
      <ConfirmDialog
        open={confirmRun}
        onOpenChange={setConfirmRun}
        title="Start a payout run now?"
        confirmLabel="Start the run"
        busy={start.isPending}
        onConfirm={onStart}
      >
        <p>
          Every contractor and vendor with an active payout account is paid their available balance now, as
          the daily run does.
        </p>
        <p>Money already paid or reserved by another run is never paid twice.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={retrying !== null}
        onOpenChange={(open) => !open && setRetrying(null)}
        title={`Retry the transfer to ${retrying?.payee.full_name ?? ''}?`}
        confirmLabel="Retry now"
        busy={retry.isPending}
        onConfirm={onRetry}
      >
        <p>
          The payee’s available balance is transferred now (it holds the failed{' '}
          {formatUsd(retrying?.amount_cents ?? 0)}
          unless a later run paid it). Retrying again never pays twice.
        </p>
        <p>If their payout account still refuses it, the money stays available.</p>
      </ConfirmDialog>
    </div>
  );
}
