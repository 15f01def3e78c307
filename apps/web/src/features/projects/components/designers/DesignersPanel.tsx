import { DESIGNER_MESSAGES, mayWithdraw } from '@app/domain/projects/designers';
import type { DesignerCard } from '@app/domain/projects/designers-view';
import type { ProjectOverview, ProjectPerson } from '@app/domain/projects/overview';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { LoadFailed, Loading } from '../../../../components/ui/LoadStates.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.tsx';
import { notify } from '../../../../lib/toast.ts';
import { removeDesigner, useProjectDesigners, withdrawDesignerRequest } from '../../api/designers.ts';
import { overviewKey } from '../../api/projects.ts';
import { EmptyState } from '../EmptyState.tsx';
import { MemberRow, RequestRow } from './DesignerRows.tsx';
import { hireLabel } from './designer-words.ts';
import { HireDesignerDialog } from './HireDesignerDialog.tsx';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

/** Runs one write, says its answer as a toast (a 409 in the server's words) and refreshes the project. */
function useProjectWrite(projectId: number) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, write: () => Promise<string | null | undefined>, done: string) => {
    setBusy(key);
    try {
      notify.success((await write()) ?? done);
      return true;
    } catch (error) {
      // 409 is silent in the api client (the designer answered first): say it here.
      if (isApiError(error) && error.status === 409 && error.body?.message) notify.error(error.body.message);
      return false;
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: overviewKey(projectId) });
    }
  };
  return { busy, run };
}

/**
 * The project's Designers tab (issue 24 point 5), for its owner and its pro: the designers in it (the owner
 * lets one go, after a confirm), the open requests (withdrawn by the owner, or the pro who sent them) and the
 * declined ones with the designer's reason; "Hire a designer" (the pro: "Invite") opens the list to ask from.
 */
export function DesignersPanel({ project }: { project: ProjectOverview & { role: 'owner' | 'pro' } }) {
  const me = useSession().user?.id;
  const designers = useProjectDesigners(project.id);
  const write = useProjectWrite(project.id);
  const [hiring, setHiring] = useState(false);
  const [chosen, setChosen] = useState<DesignerCard | null>(null);
  const [leaving, setLeaving] = useState<ProjectPerson | null>(null);
  const owner = project.role === 'owner';
  const cards = designers.data?.designers ?? [];
  const cardOf = new Map(cards.map((c) => [c.user_id, c]));
  const members = project.people.filter((p) => p.role === 'designer');
  const requests = cards.filter(
    (c) => !c.in_project && (c.request?.status === 'asked' || c.request?.status === 'declined'),
  );
  const open = (designer: DesignerCard | null) => {
    setChosen(designer);
    setHiring(true);
  };
  const hire = (
    <Button onClick={() => open(null)} variant={members.length > 0 ? 'outline' : 'primary'}>
      {hireLabel(project.role)}
    </Button>
  );
  const withdraw = (c: DesignerCard) =>
    write.run(
      `w${c.request!.id}`,
      async () => (await withdrawDesignerRequest(c.request!.id)).message,
      DESIGNER_MESSAGES.withdrawn,
    );
  const remove = async (person: ProjectPerson) => {
    const done = await write.run(
      `r${person.user_id}`,
      () => removeDesigner(project.id, person.user_id),
      DESIGNER_MESSAGES.removed,
    );
    if (done) setLeaving(null);
  };

  let lists: ReactNode;
  if (designers.isPending) lists = <Loading label="Loading the designers" />;
  else if (designers.isError)
    lists = <LoadFailed what="The designers" onRetry={() => void designers.refetch()} />;
  else if (members.length === 0 && requests.length === 0)
    lists = (
      <EmptyState title="No designer yet">
        {owner
          ? 'An interior designer can design this project’s rooms with you in 3-D. Choose one near your showroom and ask them in; once they accept, every change they save is a new version of the room that you can compare and restore.'
          : 'Invite an interior designer near your showroom to design this project’s rooms with your client. Once they accept, they work in the rooms in 3-D and in the checklist.'}
      </EmptyState>
    );
  else
    lists = (
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="designers-in" className={card}>
          <h3 id="designers-in" className="mb-3 font-semibold text-slate-900">
            Working on this project
          </h3>
          {members.length === 0 ? (
            <p className="text-sm text-slate-600">Nobody has accepted yet.</p>
          ) : (
            <ul aria-labelledby="designers-in" className="divide-y divide-slate-100">
              {members.map((p) => (
                <MemberRow
                  key={p.user_id}
                  person={p}
                  card={cardOf.get(p.user_id)}
                  actions={
                    owner && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setLeaving(p)}
                        aria-label={`Remove ${p.name}`}
                      >
                        Remove
                      </Button>
                    )
                  }
                />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="designers-asked" className={card}>
          <h3 id="designers-asked" className="mb-3 font-semibold text-slate-900">
            Requests
          </h3>
          {requests.length === 0 ? (
            <p className="text-sm text-slate-600">No request is waiting for an answer.</p>
          ) : (
            <ul aria-labelledby="designers-asked" className="divide-y divide-slate-100">
              {requests.map((c) => (
                <RequestRow
                  key={c.user_id}
                  card={c}
                  actions={
                    c.request!.status === 'asked' ? (
                      mayWithdraw(project.role, c.request!.asked_by_id === me) && (
                        <Button
                          size="sm"
                          variant="outline"
                          loading={write.busy === `w${c.request!.id}`}
                          onClick={() => void withdraw(c)}
                          aria-label={`Withdraw the request to ${c.name}`}
                        >
                          Withdraw
                        </Button>
                      )
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => open(c)}
                        aria-label={`Ask ${c.name} again`}
                      >
                        Ask again
                      </Button>
                    )
                  }
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    );

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Designers</h2>
          {/* With none yet, the empty block below says what a designer does here. */}
          {(members.length > 0 || requests.length > 0) && (
            <p className="max-w-prose text-sm text-slate-600">
              Designers in the project open its rooms in 3-D; each save is a new version of the room.
            </p>
          )}
        </div>
        <div className="shrink-0">{hire}</div>
      </div>
      {lists}
      <HireDesignerDialog
        open={hiring}
        onClose={() => {
          setHiring(false);
          setChosen(null);
        }}
        projectId={project.id}
        role={project.role}
        showroom={project.showroom?.company_name ?? null}
        designers={{
          data: designers.data?.designers,
          isPending: designers.isPending,
          isError: designers.isError,
          refetch: designers.refetch,
        }}
        chosen={chosen}
        onChoose={setChosen}
      />
      <Modal
        open={leaving !== null}
        onOpenChange={(next) => !next && setLeaving(null)}
        title={leaving ? `Remove ${leaving.name} from this project?` : ''}
        description="They will no longer see the project or edit its rooms, and are told so. The versions they saved stay, for you to keep or restore past."
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setLeaving(null)}>
              Keep them
            </Button>
            <Button
              variant="danger"
              loading={leaving !== null && write.busy === `r${leaving.user_id}`}
              onClick={() => leaving && void remove(leaving)}
            >
              Remove
            </Button>
          </>
        }
      />
    </div>
  );
}
