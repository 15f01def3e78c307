import {
  DESIGNER_MESSAGES,
  DESIGNER_REQUEST_STATUSES,
  type DesignerRequestStatus,
} from '@app/domain/projects/designers';
import type { DesignerInboxItem } from '@app/domain/projects/designers-view';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterChips } from '../../../components/ui/FilterChips.tsx';
import { LoadFailed, Loading } from '../../../components/ui/LoadStates.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { answerDesignerRequest, designerRequestsKey, useDesignerRequests } from '../api/designer-requests.ts';
import { DeclineDialog } from '../components/designers/DeclineDialog.tsx';
import { RequestCard } from '../components/designers/RequestCard.tsx';
import { EmptyState } from '../components/EmptyState.tsx';

type Filter = DesignerRequestStatus | 'all';

const FILTER_LABELS: Record<Filter, string> = {
  asked: 'Waiting for you',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  all: 'All',
};

const EMPTY: Record<Filter, string> = {
  asked: 'No request is waiting for your answer.',
  accepted: 'You have not joined a project yet.',
  declined: 'You have not declined a request.',
  withdrawn: 'No request was withdrawn.',
  all: 'No request yet.',
};

const filterOf = (value: string | null): Filter =>
  value === 'all' || (DESIGNER_REQUEST_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as Filter)
    : 'asked';

/** Accept or decline one request; a 409 (withdrawn meanwhile, answered already) is said in the server's words. */
function useAnswer() {
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const answer = async (item: DesignerInboxItem, action: 'accept' | 'decline', reason = '') => {
    setBusy(item.id);
    try {
      const { message } = await answerDesignerRequest(item.id, action, reason);
      notify.success(
        message ?? (action === 'accept' ? DESIGNER_MESSAGES.accepted : DESIGNER_MESSAGES.declined),
      );
      return null;
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.body?.message) notify.error(error.body.message);
      // A reason the server refused goes under its field; anything else has been said (or is moot now).
      return isApiError(error) && error.status === 422 ? (error.fieldErrors.reason?.join(' ') ?? null) : null;
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: designerRequestsKey });
    }
  };
  return { busy, answer };
}

/**
 * /pro/designer-requests (issue 24 point 5): a designer's requests to design projects, by status — the
 * project, its owner and showroom, who asked and their message. Accept joins the project (it opens at
 * /pro/projects/{id}, its rooms in /visualize); Decline asks for an optional reason in a dialog.
 */
export default function DesignerRequestsPage() {
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search.get('status'));
  const requests = useDesignerRequests();
  const { busy, answer } = useAnswer();
  const [declining, setDeclining] = useState<DesignerInboxItem | null>(null);
  const all = requests.data ?? [];
  const shown = filter === 'all' ? all : all.filter((r) => r.status === filter);
  const countOf = (f: Filter) => (f === 'all' ? all.length : all.filter((r) => r.status === f).length);

  let body: ReactNode;
  if (requests.isPending) body = <Loading label="Loading your requests" tall />;
  else if (requests.isError)
    body = <LoadFailed what="Your requests" onRetry={() => void requests.refetch()} />;
  else if (all.length === 0)
    body = (
      <EmptyState title="No design requests yet">
        When a homeowner or their contractor asks you to design their project, the request comes here, by mail
        and in your notifications. Homeowners find you when you are an approved pro registered as a designer.
      </EmptyState>
    );
  else
    body = (
      <>
        <FilterChips
          legend="Show"
          name="designer-request-status"
          options={(['asked', 'accepted', 'declined', 'withdrawn', 'all'] as const).map((f) => ({
            value: f,
            label: FILTER_LABELS[f],
            count: countOf(f),
          }))}
          value={filter}
          onChange={(f) => setSearch(f === 'asked' ? {} : { status: f }, { replace: true })}
        />
        {shown.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
            {EMPTY[filter]}
          </p>
        ) : (
          <ul aria-label="Design requests" className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            {shown.map((item) => (
              <RequestCard
                key={item.id}
                item={item}
                busy={busy === item.id}
                onAccept={() => void answer(item, 'accept')}
                onDecline={() => setDeclining(item)}
              />
            ))}
          </ul>
        )}
      </>
    );
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Design requests</h1>
        <p className="mt-1 text-sm text-slate-600">
          Homeowners and contractors asking you to design their projects. Once you accept, the project is
          under Projects and you design its rooms in 3-D.
        </p>
      </div>
      {body}
      <DeclineDialog
        item={declining}
        onClose={() => setDeclining(null)}
        onDecline={(reason) => answer(declining!, 'decline', reason)}
      />
    </div>
  );
}
