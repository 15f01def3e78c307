import type { ChecklistItem } from '@app/domain/projects/checklist';
import { type ChecklistItemBody, changedFields, itemBodyOf } from '@app/domain/projects/checklist-edit';
import type { ProjectChecklist } from '@app/domain/projects/checklist-view';
import type { ProjectRoom } from '@app/domain/projects/overview';
import type { SpacePhoto } from '@app/domain/projects/space-photos';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../../components/ui/ButtonLink.tsx';
import { LoadFailed, Loading } from '../../../../components/ui/LoadStates.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { visualizeWith } from '../../../../config/paths.ts';
import { usePhotos } from '../../api/space-photos.ts';
import { EmptyState } from '../EmptyState.tsx';
import { PhotoViewer } from '../photos/PhotoViewer.tsx';
import { ChecklistItemDialog } from './ChecklistItemDialog.tsx';
import { ChecklistTable } from './ChecklistTable.tsx';
import { ConflictNotice } from './ConflictNotice.tsx';
import { editInWords } from './edit-words.ts';
import { useChecklistEditor } from './use-checklist-editor.ts';

type Item = ProjectChecklist['items'][number];
type Dialog = { item?: Item } | null;

/** An update of one item: the fields changed, and the item as the member left it. */
const update = (item: ChecklistItem, after: ChecklistItemBody) => ({
  kind: 'update' as const,
  id: item.id,
  title: item.title,
  patch: changedFields(itemBodyOf(item), after),
  after,
});

/**
 * The project's shared checklist (issue 24 point 2), for every person of the project: add, edit, remove,
 * change a status or an assignee in place. Someone else's save in between shows their copy and keeps this
 * member's change to make again (ConflictNotice): never a lost edit.
 */
export function ChecklistEditor({
  projectId,
  vsdId,
  rooms,
  owner,
  people: projectPeople,
}: {
  projectId: number;
  vsdId: string | undefined;
  rooms: ProjectRoom[];
  owner: boolean;
  /** Who an item can be assigned to before the checklist exists (then its own members). */
  people: { user_id: number; name: string }[];
}) {
  const { checklist, conflict, saving, apply, discard } = useChecklistEditor(projectId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [doomed, setDoomed] = useState<Item | null>(null);
  const [viewing, setViewing] = useState<SpacePhoto | null>(null);
  const photos = usePhotos(projectId);
  const photoById = useMemo(() => new Map((photos.data?.photos ?? []).map((p) => [p.id, p])), [photos.data]);

  if (checklist.isPending) return <Loading label="Loading the checklist" />;
  if (checklist.isError) return <LoadFailed what="The checklist" onRetry={() => void checklist.refetch()} />;
  const data = checklist.data;
  const people = data?.members ?? projectPeople;
  const nameOf = (id: number | null | undefined) => people.find((p) => p.user_id === id)?.name ?? 'nobody';
  const busy = saving || conflict !== null;
  const addButton = (
    <Button onClick={() => setDialog({})} disabled={busy}>
      Add item
    </Button>
  );
  return (
    <div className="space-y-4">
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          words={editInWords(conflict.edit, nameOf)}
          saving={saving}
          onReapply={(edit) => void apply(edit)}
          onDiscard={discard}
        />
      )}
      {!data || data.items.length === 0 ? (
        <EmptyState
          title="No checklist items yet"
          actions={
            <>
              {addButton}
              {owner && rooms[0] && (
                <ButtonLink to={visualizeWith({ design: rooms[0].id })} variant="outline">
                  Add a room’s takeoff
                </ButtonLink>
              )}
            </>
          }
        >
          Note what to decide, buy and do, room by room, with its dimensions. A room’s priced takeoff goes on
          in one step from its checklist in the 3-D designer.
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">
              {data.items.length} {data.items.length === 1 ? 'item' : 'items'} · everyone on the project sees
              and edits this list.
            </p>
            {addButton}
          </div>
          <ChecklistTable
            checklist={data}
            vsdId={vsdId}
            changed={conflict?.changed ?? new Set()}
            photos={photoById}
            disabled={busy}
            onPhoto={setViewing}
            onStatus={(item, status) => void apply(update(item, { ...itemBodyOf(item), status }))}
            onAssignee={(item, assignee_id) => void apply(update(item, { ...itemBodyOf(item), assignee_id }))}
            onEdit={(item) => setDialog({ item })}
            onRemove={setDoomed}
          />
        </>
      )}
      {dialog && (
        <ChecklistItemDialog
          item={dialog.item}
          room={data?.items.at(-1)?.room ?? rooms[0]?.name}
          people={people}
          photos={photos.data?.photos ?? (photos.isError ? [] : undefined)}
          onClose={() => setDialog(null)}
          onSave={(body) =>
            apply(dialog.item ? update(dialog.item, body) : { kind: 'add', item: body }, { inForm: true })
          }
        />
      )}
      <PhotoViewer photo={viewing} onClose={() => setViewing(null)} />
      <Modal
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title="Remove this item?"
        description={
          doomed ? `“${doomed.title}” leaves the checklist for everyone on the project.` : undefined
        }
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setDoomed(null)}>
              Keep it
            </Button>
            <Button
              variant="danger"
              loading={saving}
              onClick={() => {
                if (!doomed) return;
                void apply({ kind: 'remove', id: doomed.id, title: doomed.title }).then(() =>
                  setDoomed(null),
                );
              }}
            >
              Remove
            </Button>
          </>
        }
      />
    </div>
  );
}
