import type { ProjectOverview } from '@app/domain/projects/overview';
import { feetAndInches, OWN_ROOM_KIND_LABELS, type OwnRoom } from '@app/domain/projects/own-room';
import { ownRoomPlan } from '@app/domain/projects/own-room-plan';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { OwnRoomPreview } from '../../../../components/own-room/OwnRoomPreview.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { ButtonLink } from '../../../../components/ui/ButtonLink.tsx';
import { LoadFailed, Loading } from '../../../../components/ui/LoadStates.tsx';
import { visualizeWith } from '../../../../config/paths.ts';
import { notify } from '../../../../lib/toast.ts';
import { deleteOwnRoom, ownRoomsKey, useOwnRooms } from '../../api/own-rooms.ts';
import { ConfirmDelete } from '../ConfirmDelete.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { useDesignInProject } from '../use-design-in-project.ts';
import { OwnRoomForm } from './OwnRoomForm.tsx';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

function RoomCard({
  room,
  owner,
  onDesign,
  onRemove,
}: {
  room: OwnRoom;
  owner: boolean;
  onDesign: (e: MouseEvent) => void;
  onRemove: () => void;
}) {
  const doors = room.openings.filter((o) => o.kind === 'door').length;
  const preview = {
    doc: ownRoomPlan(room.id, room).doc,
    numbers: room.openings.map((_, i) => i + 1),
    sizes: room,
  };
  return (
    <li
      id={`own-room-${room.id}`}
      className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white"
    >
      <div className="bg-slate-50 p-3">
        <OwnRoomPreview preview={preview} />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold text-slate-900">{room.name}</h3>
        <p className="text-sm text-slate-600">
          {OWN_ROOM_KIND_LABELS[room.kind]} · {feetAndInches(room.width_in)} × {feetAndInches(room.length_in)}{' '}
          · ceiling {feetAndInches(room.height_in)}
        </p>
        <p className="text-xs text-slate-500">
          {room.floor_sqft} sq ft of floor · {count(doors, 'door')} ·{' '}
          {count(room.openings.length - doors, 'window')}
        </p>
        {owner && (
          <div className="mt-auto flex gap-2 pt-3">
            <ButtonLink
              to={visualizeWith({ floorplan: room.floorplan })}
              onClick={onDesign}
              size="sm"
              className="flex-1"
            >
              Design this room
            </ButtonLink>
            <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Delete ${room.name}`}>
              Delete
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The rooms the homeowner measured (issue 24 point 6): the owner measures one (width, length, height,
 * doors and windows) and designs it in 3-D with a template like a floor plan of ours, in the project's
 * showroom and saved into this project; its people see them.
 */
export function OwnRoomsSection({ project }: { project: ProjectOverview }) {
  const client = useQueryClient();
  const rooms = useOwnRooms(project.id);
  const owner = project.role === 'owner';
  const designHere = useDesignInProject(project.id, project.showroom?.vsd_id);
  const [measuring, setMeasuring] = useState(false);
  const [doomed, setDoomed] = useState<OwnRoom | null>(null);
  const [removing, setRemoving] = useState(false);

  const saved = async (room: OwnRoom, message: string | undefined) => {
    notify.success(message ?? 'Your room is saved.');
    setMeasuring(false);
    await client.invalidateQueries({ queryKey: ownRoomsKey(project.id) });
    document.getElementById(`own-room-${room.id}`)?.scrollIntoView({ block: 'nearest' });
  };
  const remove = async (room: OwnRoom) => {
    setRemoving(true);
    try {
      const answer = await deleteOwnRoom(project.id, room.id);
      client.setQueryData(ownRoomsKey(project.id), answer.data);
      notify.success(answer.message ?? 'The room is removed.');
      setDoomed(null);
    } catch {
      // The api client has said what went wrong.
    } finally {
      setRemoving(false);
    }
  };

  if (rooms.isPending) return <Loading label="Loading the measured rooms" />;
  if (rooms.isError) return <LoadFailed what="The measured rooms" onRetry={() => void rooms.refetch()} />;
  const list = rooms.data.rooms;
  const measure = owner && !measuring && (
    <Button onClick={() => setMeasuring(true)}>Measure your own room</Button>
  );
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Measured rooms</h2>
          <p className="max-w-prose text-sm text-slate-600">
            A room of your own measurements becomes a floor plan: choose a template for it, design it in 3-D
            with your showroom’s products and prices, and order it like any other.
          </p>
        </div>
        {list.length > 0 && measure}
      </div>
      {measuring && (
        <OwnRoomForm
          projectId={project.id}
          onSaved={(r, m) => void saved(r, m)}
          onCancel={() => setMeasuring(false)}
        />
      )}
      {list.length === 0 ? (
        !measuring && (
          <EmptyState title="No rooms measured yet" actions={measure}>
            {owner
              ? 'Measure the room you are remodelling — its width, length and ceiling, its doors and windows — and design it as it really is.'
              : 'The homeowner has not measured a room of this project yet.'}
          </EmptyState>
        )
      ) : (
        <ul aria-label="Measured rooms" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
              owner={owner}
              onDesign={(e) => void designHere(e, visualizeWith({ floorplan: room.floorplan }))}
              onRemove={() => setDoomed(room)}
            />
          ))}
        </ul>
      )}
      <ConfirmDelete
        open={doomed !== null}
        title="Delete this room?"
        description={
          doomed
            ? `“${doomed.name}” goes from the project; designs made from it keep their rooms.`
            : undefined
        }
        deleting={removing}
        onKeep={() => setDoomed(null)}
        onDelete={() => doomed && void remove(doomed)}
      />
    </div>
  );
}
