import type { ProEstimate } from '@app/domain/estimates/contract';
import { formatDate } from '@app/domain/format/date';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { notify } from '../../../../lib/toast.ts';
import { estimateConflictOf, estimateKey, estimatesKey, sendEstimate } from '../../api/estimates.ts';
import { ApprovalNote } from './ApprovalNote.tsx';
import { ChangeOrderNote } from './ChangeOrderNote.tsx';
import { EstimateHeader } from './EstimateHeader.tsx';
import { EstimateTotals } from './EstimateTotals.tsx';
import { depositWords, MODE_WORDS, validWords } from './estimate-words.ts';
import { LinesTable } from './LinesTable.tsx';
import { proGroups } from './pro-groups.ts';
import { VersionPicker } from './VersionPicker.tsx';

/**
 * The pro's copy of an estimate (drafters: the project's pro and designers): every line with its cost and
 * markup, the version picker, Send for the newest version while the homeowner has not got it, and the
 * homeowner's approval (who signed, the order it placed) on the version approved.
 * `editor`: the line editor's opener (newest version only), when there is one.
 */
export function ProEstimateView({
  projectId,
  estimate,
  editor,
}: {
  projectId: number;
  estimate: ProEstimate;
  editor?: (version: ProEstimate['versions'][number]) => ReactNode;
}) {
  const client = useQueryClient();
  const [picked, setPicked] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const shown = estimate.versions.find((v) => v.version === picked) ?? estimate.versions[0];
  if (!shown) return null;
  const newest = shown.version === estimate.version;
  const changeOrder = estimate.kind === 'change_order';
  const canSend = newest && estimate.sent_version !== estimate.version && estimate.status !== 'approved';

  async function send() {
    setSending(true);
    try {
      const answer = await sendEstimate(projectId, estimate.id, estimate.version);
      client.setQueryData(estimateKey(projectId, estimate.id), answer.data);
      notify.success(answer.message ?? 'The estimate is sent.');
    } catch (error) {
      // Someone made a newer version first: their copy is shown, to look at before sending.
      const conflict = estimateConflictOf(error);
      if (conflict) {
        client.setQueryData(estimateKey(projectId, estimate.id), conflict.current);
        notify.warning(conflict.message);
      }
    } finally {
      setSending(false);
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
          <>
            {newest && editor?.(shown)}
            {canSend && (
              <Button onClick={() => void send()} loading={sending}>
                Send v{estimate.version} to the homeowner
              </Button>
            )}
          </>
        }
      >
        <p className="text-sm text-slate-600">
          {MODE_WORDS[shown.mode]} · {changeOrder ? 'No deposit' : depositWords(shown.deposit)} ·{' '}
          {validWords(shown.valid_until)}
        </p>
        <p className="text-sm text-slate-500">
          {estimate.drafted_by ? `Drafted by ${estimate.drafted_by.name}` : 'Drafted'} on{' '}
          {formatDate(estimate.created_at)}
          {shown.sent_at && ` · v${shown.version} sent ${formatDate(shown.sent_at)}`}
        </p>
      </EstimateHeader>
      {shown.declined_at && (
        <p role="status" className="rounded-md border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
          The homeowner declined v{shown.version} on {formatDate(shown.declined_at)}: “{shown.decline_reason}”
        </p>
      )}
      {shown.approval && <ApprovalNote approval={shown.approval} version={shown.version} reader="pro" />}
      <VersionPicker versions={estimate.versions} shown={shown.version} onShow={setPicked} />
      {changeOrder ? (
        <ChangeOrderNote parentId={estimate.parent_id} message={shown.message} reader="pro" />
      ) : (
        shown.message && <p className="text-sm whitespace-pre-line text-slate-700">{shown.message}</p>
      )}
      <LinesTable groups={proGroups(shown.lines)} showCost />
      <div className="ml-auto max-w-sm">
        <EstimateTotals totals={shown.totals} tax={shown.tax} changeOrder={changeOrder} />
      </div>
    </article>
  );
}
