import type { EstimateKind, EstimateStatus } from '@app/domain/estimates/contract';
import type { ReactNode } from 'react';
import { EstimateStatusBadge } from './EstimateStatusBadge.tsx';
import { estimateTitle } from './estimate-words.ts';
import { PdfButton } from './PdfButton.tsx';

type Props = {
  projectId: number;
  estimate: { id: number; kind: EstimateKind; parent_id: number | null; status: EstimateStatus };
  /** The version shown (its PDF is the one downloaded). */
  version: number;
  /** The lines under the title: the terms, who sent it and when. */
  children: ReactNode;
  /** The reader's buttons after Download PDF. */
  actions?: ReactNode;
};

/**
 * An estimate's title (a change order's names the estimate it changes) with its status, what is said of it,
 * Download PDF and the reader's own buttons.
 */
export function EstimateHeader({ projectId, estimate, version, children, actions }: Props) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h3
          id="estimate-title"
          className="flex flex-wrap items-center gap-x-2 gap-y-1 text-lg font-semibold text-slate-900"
        >
          {estimateTitle(estimate)} <EstimateStatusBadge status={estimate.status} />
        </h3>
        {children}
      </div>
      <div className="flex flex-wrap gap-2">
        <PdfButton
          projectId={projectId}
          estimateId={estimate.id}
          version={version}
          changeOrder={estimate.kind === 'change_order'}
        />
        {actions}
      </div>
    </header>
  );
}
