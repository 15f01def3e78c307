import { isDeepStrictEqual } from 'node:util';
import {
  floorSqft,
  OWN_ROOM_MESSAGES,
  type OwnRoom,
  type OwnRoomBody,
  type OwnRoomList,
  projectRoomPlanId,
} from '@app/domain/projects/own-room';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { tellProjectPeople } from '../project-photos/photo-notices.ts';
import {
  type ProjectAccess,
  projectAccessOf,
  recordActivity,
} from '../projects/project-access.repository.ts';
import { deleteRoom, insertRoom, measuresOf, type RoomRow, roomNamed, roomsOf } from './rooms.repository.ts';

export function roomView(row: RoomRow): OwnRoom {
  const room = measuresOf(row);
  return {
    id: row.id,
    project_id: row.projectId,
    ...room,
    openings: room.openings.map((o) => ({ ...o, sill_in: o.sill_in ?? 0 })),
    floor_sqft: floorSqft(room),
    floorplan: projectRoomPlanId(row.id),
    created_at: row.createdAt.toISOString(),
  };
}

/** The caller's place in the project (404 to anyone without one); `owner` for the writes (403 otherwise). */
async function accessTo(db: Database, userId: number, projectId: number, owner = false) {
  const access = await projectAccessOf(db, projectId, userId);
  if (!access) throw new AppError('not_found');
  if (owner && access.role !== 'owner') throw new AppError('forbidden', OWN_ROOM_MESSAGES.ownerOnly);
  return access;
}

const listOf = async (db: Database, projectId: number): Promise<OwnRoomList> => ({
  rooms: (await roomsOf(db, projectId)).map(roomView),
});

/** GET /api/project/{projectId}/rooms: the rooms the homeowner measured, for the project's people. */
export async function listRooms(db: Database, userId: number, projectId: number) {
  await accessTo(db, userId, projectId);
  return listOf(db, projectId);
}

/**
 * A room of that name already kept: the same room again (a retried save) answers it; another room under
 * the name is a 422 on `name`.
 */
function sameRoom(row: RoomRow, body: OwnRoomBody): RoomRow {
  const { name: _kept, ...kept } = measuresOf(row);
  const { name: _sent, ...sent } = body;
  if (!isDeepStrictEqual(kept, sent)) throw AppError.invalid(fieldError('name', OWN_ROOM_MESSAGES.nameTaken));
  return row;
}

/**
 * POST /api/project/{projectId}/rooms: the owner keeps a room of their own measurements (the body was
 * checked by the domain's rules); it goes on the timeline and the project's other people are told.
 */
export async function addRoom(
  db: Database,
  user: { id: number; fullName: string },
  projectId: number,
  body: OwnRoomBody,
): Promise<{ created: boolean; room: OwnRoom }> {
  const access: ProjectAccess = await accessTo(db, user.id, projectId, true);
  const named = await roomNamed(db, projectId, body.name);
  if (named) return { created: false, room: roomView(sameRoom(named, body)) };
  return db.transaction(async (tx) => {
    const row = await insertRoom(tx, { projectId, createdBy: user.id }, body);
    // Another save of the name committed between the look and the insert: judged as a retry of it.
    if (!row) {
      const raced = await roomNamed(tx, projectId, body.name);
      if (!raced) throw new AppError('conflict');
      return { created: false, room: roomView(sameRoom(raced, body)) };
    }
    await recordActivity(tx, projectId, user.id, 'own_room_added', { room: row.id, name: row.name });
    await tellProjectPeople(tx, {
      projectId,
      projectName: access.name,
      by: user.id,
      title: `${user.fullName} measured the room “${row.name}”`,
      tab: 'measured',
    });
    return { created: true, room: roomView(row) };
  });
}

/** DELETE /api/project/{projectId}/rooms/{roomId}: the owner's; designs started from it keep their rooms. */
export async function removeRoom(db: Database, userId: number, projectId: number, roomId: number) {
  await accessTo(db, userId, projectId, true);
  await db.transaction(async (tx) => {
    const row = await deleteRoom(tx, projectId, roomId);
    if (!row) throw new AppError('not_found');
    await recordActivity(tx, projectId, userId, 'own_room_removed', { room: row.id, name: row.name });
  });
  return listOf(db, projectId);
}
