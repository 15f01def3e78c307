import { APPROVAL_MESSAGES, type ApproveEstimateRequest } from '@app/domain/estimates/approval';
import type { ClientEstimateView as ClientEstimate } from '@app/domain/estimates/contract';
import { formatDate } from '@app/domain/format/date';
import { formatUsd } from '@app/domain/money/cents';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OrderSamplesButton } from '../../../../components/samples/OrderSamplesButton.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { notify } from '../../../../lib/toast.ts';
import {
  approveEstimate,
  declineEstimate,
  estimateConflictOf,
  estimateKey,
  estimatesKey,
} from '../../api/estimates.ts';
import { overviewKey } from '../../api/projects.ts';
import { ApprovalNote } from './ApprovalNote.tsx';
import { ApproveEstimateDialog } from './ApproveEstimateDialog.tsx';
import { ChangeOrderNote } from './ChangeOrderNote.tsx';
import { DeclineEstimateDialog } from './DeclineEstimateDialog.tsx';
import { EstimateHeader } from './EstimateHeader.tsx';
import { EstimateTotals } from './EstimateTotals.tsx';
import { changeWords, MODE_WORDS, validWords } from './estimate-words.ts';
import { LinesTable, type ShownGroup } from './LinesTable.tsx';
import { VersionPicker } from './VersionPicker.tsx';

type Version = ClientEstimate['versions'][number];

const groupsOf = (version: Version): ShownGroup[] =>
  version.estimate.groups.map((g) => ({
    key: JSON.stringify([g.room, g.category]),
    title: `${g.room} · ${g.label}`,
    lines: g.lines.map((line) => ({ ...line, change: changeWords(line) })),
    total_cents: g.total_cents,
    other_cents: g.other_cents,
  }));

/** The products of a version's material lines, each once: what its samples are asked of. */
const materialProducts = (version: Version) => [
  ...new Set(
    version.estimate.groups.flatMap((g) =>
      g.lines.flatMap((l) => (l.kind === 'material' && l.product ? [l.product.product] : [])),
    ),
  ),
];

/** A deposit is of the pro's own work; the materials are the order approving places (docs/api-estimates.md). */
const depositWords = (depositCents: number) =>
  depositCents > 0
    ? `A deposit of ${formatUsd(depositCents)} on your contractor’s work (labour and fees) is due when you approve.`
    : 'No deposit is asked for your contractor’s work.';

/**
 * The homeowner's copy (issue 25 point 3): the versions sent to them, each in the way it was sent (open
 * book or fixed price: no cost or markup column then), the deposit and validity; Approve (sign and pay the
 * materials' order and the deposit at once) or Decline with a reason, and the approval once given; Order
 * samples of its materials (issue 25 point 7).
 */
export function ClientEstimateView({ projectId, estimate }: { projectId: number; estimate: ClientEstimate }) {
  const client = useQueryClient();
  const [picked, setPicked] = useState<number | null>(null);
  const [declining, setDeclining] = useState(false);
  const [approving, setApproving] = useState(false);
  const shown = estimate.versions.find((v) => v.version === picked) ?? estimate.versions[0];
  if (!shown) return null;
  const awaiting = estimate.status === 'sent' && shown === estimate.versions[0] && !shown.declined_at;
  const changeOrder = estimate.kind === 'change_order';

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

  async function approve(body: ApproveEstimateRequest, key: string) {
    try {
      const answer = await approveEstimate(projectId, estimate.id, body, key);
      client.setQueryData(estimateKey(projectId, estimate.id), answer.data.estimate);
      notify.success(answer.message ?? APPROVAL_MESSAGES.approved);
      setApproving(false);
      // The project's page lists the order the approval placed.
      void client.invalidateQueries({ queryKey: overviewKey(projectId), exact: true });
    } catch (error) {
      // A newer version arrived, or a price changed since this one: their copy replaces this one.
      const conflict = estimateConflictOf(error);
      if (!conflict) throw error;
      client.setQueryData(estimateKey(projectId, estimate.id), conflict.current);
      notify.warning(conflict.message);
      setApproving(false);
    } finally {
      void client.invalidateQueries({ queryKey: estimatesKey(projectId), exact: true });
    }
  }

  function closeApproval() {
    setApproving(false);
    // What stopped it may be news (answered elsewhere, a payment being confirmed): read the estimate again.
    void client.invalidateQueries({ queryKey: estimateKey(projectId, estimate.id), exact: true });
  }

  return (
    <article aria-labelledby="estimate-title" className="space-y-5">
      <EstimateHeader
        projectId={projectId}
        estimate={estimate}
        version={shown.version}
        actions={
          <>
            <OrderSamplesButton
              products={materialProducts(shown)}
              project={projectId}
              // The project's page lists the sample order with its other orders.
              onPlaced={() =>
                void client.invalidateQueries({ queryKey: overviewKey(projectId), exact: true })
              }
            />
            {awaiting && (
              <>
                <Button variant="outline" onClick={() => setDeclining(true)}>
                  Decline
                </Button>
                <Button onClick={() => setApproving(true)}>Approve</Button>
              </>
            )}
          </>
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
      {shown.approval && <ApprovalNote approval={shown.approval} version={shown.version} reader="client" />}
      <VersionPicker versions={estimate.versions} shown={shown.version} onShow={setPicked} />
      {changeOrder ? (
        <ChangeOrderNote
          parentId={estimate.parent_id}
          message={shown.message}
          reader="client"
          fixedPrice={shown.estimate.mode === 'fixed_price'}
          approved={!!shown.approval}
        />
      ) : (
        shown.message && <p className="text-sm whitespace-pre-line text-slate-700">{shown.message}</p>
      )}
      <LinesTable groups={groupsOf(shown)} showCost={shown.estimate.mode === 'open_book'} />
      <div className="ml-auto max-w-sm space-y-2">
        <EstimateTotals totals={shown.estimate.totals} changeOrder={changeOrder} />
        <p className="text-sm text-slate-600">
          {changeOrder
            ? shown.approval
              ? 'The new materials were ordered with your approval.'
              : 'The new materials are ordered and paid for when you approve.'
            : shown.approval?.order && shown.approval.deposit_cents > 0
              ? `Your deposit of ${formatUsd(shown.approval.deposit_cents)} on your contractor’s work was paid with the order.`
              : `${depositWords(shown.estimate.totals.deposit_cents)} The materials are ordered and paid for when you approve.`}{' '}
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
      {approving && (
        <ApproveEstimateDialog
          projectId={projectId}
          estimateId={estimate.id}
          version={shown.version}
          totalCents={shown.estimate.totals.total_cents}
          what={changeOrder ? 'change order' : 'estimate'}
          onClose={closeApproval}
          onApprove={approve}
        />
      )}
    </article>
  );
}
