import type { ClientEstimateView as ClientEstimate } from '@app/domain/estimates/contract';
import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { notify } from '../../../../lib/toast.ts';
import { declineEstimate, estimateConflictOf, estimateKey, estimatesKey } from '../../api/estimates.ts';
import { DeclineEstimateDialog } from './DeclineEstimateDialog.tsx';
import { EstimateHeader } from './EstimateHeader.tsx';
import { EstimateTotals } from './EstimateTotals.tsx';
import { MODE_WORDS, validWords } from './estimate-words.ts';
import { LinesTable, type ShownGroup } from './LinesTable.tsx';
import { VersionPicker } from './VersionPicker.tsx';

type Version = ClientEstimate['versions'][number];

const groupsOf = (version: Version): ShownGroup[] =>
  version.estimate.groups.map((g) => ({
    key: JSON.stringify([g.room, g.category]),
    title: `${g.room} · ${g.label}`,
    lines: g.lines,
    total_cents: g.total_cents,
    other_cents: g.other_cents,
  }));

/**
 * The homeowner's copy (issue 25 point 3): the versions sent to them, each in the way it was sent (open
 * book or fixed price: no cost or markup column then), the deposit and validity, and Decline with a reason.
 * Approving with the deposit is the next step's: no Approve button yet.
 */
export function ClientEstimateView({ projectId, estimate }: { projectId: number; estimate: ClientEstimate }) {
  const client = useQueryClient();
  const [picked, setPicked] = useState<number | null>(null);
  const [declining, setDeclining] = useState(false);
  const shown = estimate.versions.find((v) => v.version === picked) ?? estimate.versions[0];
  if (!shown) return null;
  const awaiting = estimate.status === 'sent' && shown === estimate.versions[0] && !shown.declined_at;

  async function decline(reason: string) {
    try {
      const answer = await declineEstimate(projectId, estimate.id, { version: shown!.version, reason });
      client.setQueryData(estimateKey(projectId, estimate.id), answer.data);
      notify.success(answer.message ?? 'The estimate is declined.');
      setDeclining(false);
    } catch (error) {
      // A newer version arrived meanwhile, or it was answered: their copy replaces this one.
      const conflict = estimateConflictOf(error);
      if (!conflict) throw error;
      client.setQueryData(estimateKey(projectId, estimate.id), conflict.current);
      notify.warning(conflict.message);
      setDeclining(false);
    } finally {
      void client.invalidateQueries({ queryKey: estimatesKey(projectId), exact: true });
    }
  }

  return (
    <article aria-labelledby="estimate-title" className="space-y-5">
      <EstimateHeader
        projectId={projectId}
        estimate={estimate}
        version={shown.version}
        actions={
          awaiting && (
            <Button variant="outline" onClick={() => setDeclining(true)}>
              Decline
            </Button>
          )
        }
      >
        <p className="text-sm text-slate-600">
          {MODE_WORDS[shown.estimate.mode]} · {validWords(shown.valid_until)}
        </p>
        <p className="text-sm text-slate-500">
          {estimate.drafted_by ? `From ${estimate.drafted_by.name}` : 'From your contractor'} · sent{' '}
          {formatDate(shown.sent_at)}
        </p>
      </EstimateHeader>
      {shown.declined_at && (
        <p role="status" className="rounded-md border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
          You declined v{shown.version} on {formatDate(shown.declined_at)}: “{shown.decline_reason}”
        </p>
      )}
      <VersionPicker versions={estimate.versions} shown={shown.version} onShow={setPicked} />
      {shown.message && <p className="text-sm whitespace-pre-line text-slate-700">{shown.message}</p>}
      <LinesTable groups={groupsOf(shown)} showCost={shown.estimate.mode === 'open_book'} />
      <div className="ml-auto max-w-sm space-y-2">
        <EstimateTotals totals={shown.estimate.totals} />
        <p className="text-sm text-slate-600">
          {shown.estimate.totals.deposit_cents > 0
            ? `A deposit of ${formatUsd(shown.estimate.totals.deposit_cents)} is due when you approve.`
            : 'No deposit is asked.'}{' '}
          {validWords(shown.valid_until)}.
        </p>
      </div>
      {declining && (
        <DeclineEstimateDialog
          version={shown.version}
          onClose={() => setDeclining(false)}
          onDecline={decline}
        />
      )}
    </article>
  );
}
