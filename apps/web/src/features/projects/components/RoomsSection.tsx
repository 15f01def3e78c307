import { formatDate } from '@app/domain/format/date';
import type { ProjectRoom } from '@app/domain/projects/overview';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { templateById } from '@app/domain/room/templates';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { Link } from 'react-router';
import { PlanThumb } from '../../../components/room/PlanThumb.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { paths, visualizeWith } from '../../../config/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { deleteRoom } from '../api/designs.ts';
import { overviewKey } from '../api/projects.ts';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { RoomVersionsDialog } from './designers/RoomVersionsDialog.tsx';
import { useOpenRoomAsDesigner } from './designers/use-open-room.ts';
import { EmptyState } from './EmptyState.tsx';
import { RoomTakeoff } from './RoomTakeoff.tsx';
import { useDesignInProject } from './use-design-in-project.ts';

const versions = (r: ProjectRoom) =>
  `Version ${r.version}${r.version_count > 1 ? ` · ${r.version_count} versions kept` : ''}`;

type RoomActions = {
  owner: boolean;
  /** A designer of the project: opens the room in its showroom (useOpenRoomAsDesigner), not to delete. */
  onOpenAsDesigner?: (event: MouseEvent) => void;
  onVersions: () => void;
  onRemove: () => void;
};

function RoomCard({
  room,
  vsdId,
  owner,
  onOpenAsDesigner,
  onVersions,
  onRemove,
}: { room: ProjectRoom; vsdId: string | undefined } & RoomActions) {
  const plan = floorPlanById(room.floorplan);
  const template = room.floorTemplate ? templateById(room.floorTemplate) : null;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="bg-slate-50 p-3">
        {plan ? (
          <PlanThumb doc={plan.doc} className="aspect-[4/3] w-full" />
        ) : (
          <div className="aspect-[4/3] w-full" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold text-slate-900">{room.name}</h3>
        <p className="text-sm text-slate-600">
          {[plan?.name, template && `${template.style} ${template.palette}`].filter(Boolean).join(' · ')}
        </p>
        <p className="text-xs text-slate-500">
          {versions(room)} · saved {formatDate(room.updated_at)}
        </p>
        <RoomTakeoff room={room} vsdId={vsdId} />
        {(owner || onOpenAsDesigner) && (
          // Open in 3-D across the card, the versions (and the owner's Delete) under it: three side by
          // side do not fit a narrow card.
          <div className="mt-auto grid grid-cols-2 gap-2 pt-3">
            <ButtonLink
              to={visualizeWith({ design: room.id })}
              onClick={onOpenAsDesigner}
              size="sm"
              className="col-span-2"
            >
              Open in 3-D
            </ButtonLink>
            <Button
              size="sm"
              variant="outline"
              onClick={onVersions}
              aria-label={`Versions of ${room.name}`}
              className={owner ? '' : 'col-span-2'}
            >
              Versions
            </Button>
            {owner && (
              <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Delete ${room.name}`}>
                Delete
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The project's rooms: its saved 3-D designs; the homeowner opens one in /visualize, lists its versions (to
 * restore one) or deletes it; a designer of the project opens it too (each save a new version).
 */
export function RoomsSection({
  projectId,
  rooms,
  owner,
  designer = false,
  vsdId,
}: {
  projectId: number;
  rooms: ProjectRoom[];
  owner: boolean;
  /** The caller designs in this project (issue 24 point 5): they open its rooms and see their versions. */
  designer?: boolean;
  vsdId: string | undefined;
}) {
  const client = useQueryClient();
  const designHere = useDesignInProject(projectId, vsdId);
  const [doomed, setDoomed] = useState<ProjectRoom | null>(null);
  const [versionsOf, setVersionsOf] = useState<ProjectRoom | null>(null);
  const openAsDesigner = useOpenRoomAsDesigner(vsdId);
  const [removing, setRemoving] = useState(false);
  const remove = async (room: ProjectRoom) => {
    setRemoving(true);
    try {
      notify.success((await deleteRoom(room.id)) ?? 'Design deleted.');
      setDoomed(null);
      await client.invalidateQueries({ queryKey: overviewKey(projectId) });
    } catch {
      // The api client has said what went wrong.
    } finally {
      setRemoving(false);
    }
  };
  if (rooms.length === 0)
    return (
      <EmptyState
        title="No rooms yet"
        actions={
          owner && (
            <ButtonLink to={paths.visualize} onClick={designHere} variant="outline">
              Design a room in 3-D
            </ButtonLink>
          )
        }
      >
        {owner
          ? 'Design a room in 3-D and save it: it appears here with its versions, and its takeoff can go on the checklist.'
          : 'The homeowner has not added a room to this project yet.'}
      </EmptyState>
    );
  return (
    <>
      <ul aria-label="Rooms" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {rooms.map((room) => (
          <RoomCard
            key={room.id}
            room={room}
            vsdId={vsdId}
            owner={owner}
            onOpenAsDesigner={designer ? (event) => void openAsDesigner(event, room.id) : undefined}
            onVersions={() => setVersionsOf(room)}
            onRemove={() => setDoomed(room)}
          />
        ))}
        {owner && (
          <li className="flex">
            <Link
              to={paths.visualize}
              onClick={designHere}
              className={`flex min-h-48 flex-1 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-slate-300 p-6 text-center text-sm text-slate-600 hover:border-brand-400 hover:text-brand-800 ${focusRing}`}
            >
              <span aria-hidden="true" className="text-3xl leading-none text-brand-600">
                +
              </span>
              <span className="font-semibold text-slate-900">Design another room</span>
              Pick a floor plan and a template in 3-D
            </Link>
          </li>
        )}
      </ul>
      <RoomVersionsDialog
        room={versionsOf}
        projectId={projectId}
        canRestore={owner}
        onClose={() => setVersionsOf(null)}
      />
      <ConfirmDelete
        open={doomed !== null}
        title="Delete this design?"
        description={doomed ? `“${doomed.name}” and all its versions will be deleted.` : undefined}
        deleting={removing}
        onKeep={() => setDoomed(null)}
        onDelete={() => doomed && void remove(doomed)}
      />
    </>
  );
}
