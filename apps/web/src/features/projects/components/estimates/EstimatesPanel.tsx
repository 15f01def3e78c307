import type { ProEstimate } from '@app/domain/estimates/contract';
import type { ProjectOverview } from '@app/domain/projects/overview';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import { LoadFailed, Loading } from '../../../../components/ui/LoadStates.tsx';
import { estimateKey, estimatesKey, useEstimate, useEstimates } from '../../api/estimates.ts';
import { EmptyState } from '../EmptyState.tsx';
import { ClientEstimateView } from './ClientEstimateView.tsx';
import { DraftEstimateDialog } from './DraftEstimateDialog.tsx';
import { DraftNotice } from './DraftNotice.tsx';
import { EstimateLineEditor } from './EstimateLineEditor.tsx';
import { EstimateList } from './EstimateList.tsx';
import { ProEstimateView } from './ProEstimateView.tsx';

function EstimateDetail({
  projectId,
  estimateId,
  drafted,
}: {
  projectId: number;
  estimateId: number;
  /** The answer of the draft just made, for its notice of what it could not price. */
  drafted: ProEstimate | null;
}) {
  const estimate = useEstimate(projectId, estimateId);
  const [editing, setEditing] = useState(false);
  if (estimate.isPending) return <Loading label="Loading the estimate" />;
  if (estimate.isError) return <LoadFailed what="The estimate" onRetry={() => void estimate.refetch()} />;
  const data = estimate.data;
  if (data.view === 'client') return <ClientEstimateView projectId={projectId} estimate={data} />;
  if (editing)
    return <EstimateLineEditor projectId={projectId} estimate={data} onDone={() => setEditing(false)} />;
  const first = drafted?.id === data.id ? drafted.versions.at(-1) : undefined;
  return (
    <div className="space-y-4">
      {first && <DraftNotice version={first} />}
      <ProEstimateView
        projectId={projectId}
        estimate={data}
        editor={
          // An approved estimate is final; a change order's lines are the room's (change the room instead).
          data.status === 'approved' || data.kind === 'change_order'
            ? undefined
            : () => (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  Edit lines
                </Button>
              )
        }
      />
    </div>
  );
}

/** `?estimate={id}` opens that estimate on the tab (paths.projectEstimate: a substitute's change order). */
const ESTIMATE_PARAM = 'estimate';

const estimateIdOf = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The project's Estimates tab (issue 25): the list, "Draft an estimate" for its pro and designers, and the
 * estimate opened — the pro's copy to drafters, the client's to the homeowner (who sees sent ones only).
 * `?estimate={id}` opens one at once; back to the list drops it.
 */
export function EstimatesPanel({ project }: { project: ProjectOverview }) {
  const client = useQueryClient();
  const drafter = project.role !== 'owner';
  const estimates = useEstimates(project.id);
  const [search, setSearch] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => estimateIdOf(search.get(ESTIMATE_PARAM)));
  const [drafting, setDrafting] = useState(false);
  const [drafted, setDrafted] = useState<ProEstimate | null>(null);

  const draftButton = drafter && (
    <Button onClick={() => setDrafting(true)} disabled={project.rooms.length === 0}>
      Draft an estimate
    </Button>
  );
  let body: React.ReactNode;
  if (openId !== null) {
    body = (
      <div className="space-y-4">
        <button
          type="button"
          className="text-sm font-medium text-brand-700 hover:underline"
          onClick={() => {
            setOpenId(null);
            if (search.has(ESTIMATE_PARAM))
              setSearch(
                (prev) => {
                  const next = new URLSearchParams(prev);
                  next.delete(ESTIMATE_PARAM);
                  return next;
                },
                { replace: true, preventScrollReset: true },
              );
          }}
        >
          <span aria-hidden="true">←</span> All estimates
        </button>
        <EstimateDetail projectId={project.id} estimateId={openId} drafted={drafted} />
      </div>
    );
  } else if (estimates.isPending) {
    body = <Loading label="Loading the estimates" />;
  } else if (estimates.isError) {
    body = <LoadFailed what="The estimates" onRetry={() => void estimates.refetch()} />;
  } else if (estimates.data.length === 0) {
    body = (
      <EmptyState title="No estimates yet" actions={draftButton}>
        {drafter
          ? project.rooms.length > 0
            ? 'Draft one from a room of the project: its takeoff at the showroom’s prices, your labour rates and allowances for what is not chosen yet.'
            : 'An estimate is drafted from a room of the project: once the homeowner saves one, you can draft from it.'
          : 'When your contractor or designer sends you an estimate, it appears here.'}
      </EmptyState>
    );
  } else {
    body = (
      <div className="space-y-4">
        {drafter && <div className="flex justify-end">{draftButton}</div>}
        <EstimateList cards={estimates.data} onOpen={setOpenId} />
      </div>
    );
  }
  return (
    <section aria-label="Estimates" className="space-y-4">
      {body}
      {drafting && (
        <DraftEstimateDialog
          projectId={project.id}
          rooms={project.rooms}
          onClose={() => setDrafting(false)}
          onDrafted={(estimate) => {
            client.setQueryData(estimateKey(project.id, estimate.id), estimate);
            void client.invalidateQueries({ queryKey: estimatesKey(project.id), exact: true });
            setDrafted(estimate);
            setDrafting(false);
            setOpenId(estimate.id);
          }}
        />
      )}
    </section>
  );
}
