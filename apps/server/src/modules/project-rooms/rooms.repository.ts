import type { OwnRoomBody } from '@app/domain/projects/own-room';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { projectRooms } from '../../db/schema/index.ts';

export type RoomRow = typeof projectRooms.$inferSelect;

/** A stored room as the rules take it (the measures were checked when it was saved). */
export const measuresOf = (row: RoomRow): OwnRoomBody => ({
  name: row.name,
  kind: row.kind,
  width_in: row.widthIn,
  length_in: row.lengthIn,
  height_in: row.heightIn,
  openings: row.openings,
});

/** The project's rooms, oldest first (the order they were measured in). */
export async function roomsOf(db: Database, projectId: number): Promise<RoomRow[]> {
  return db
    .select()
    .from(projectRooms)
    .where(eq(projectRooms.projectId, projectId))
    .orderBy(asc(projectRooms.id));
}

export async function findRoom(db: Database, roomId: number): Promise<RoomRow | null> {
  const [row] = await db.select().from(projectRooms).where(eq(projectRooms.id, roomId));
  return row ?? null;
}

/** The project's room of this name, in any case (one name per project). */
export async function roomNamed(db: Database, projectId: number, name: string): Promise<RoomRow | null> {
  const [row] = await db
    .select()
    .from(projectRooms)
    .where(and(eq(projectRooms.projectId, projectId), sql`lower(${projectRooms.name}) = lower(${name})`));
  return row ?? null;
}

/** Keeps the room; null when the project has one of that name already (a save at the same moment). */
export async function insertRoom(
  tx: Database,
  ref: { projectId: number; createdBy: number },
  room: OwnRoomBody,
): Promise<RoomRow | null> {
  const [row] = await tx
    .insert(projectRooms)
    .values({
      ...ref,
      name: room.name,
      kind: room.kind,
      widthIn: room.width_in,
      lengthIn: room.length_in,
      heightIn: room.height_in,
      openings: room.openings,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function deleteRoom(tx: Database, projectId: number, roomId: number): Promise<RoomRow | null> {
  const [row] = await tx
    .delete(projectRooms)
    .where(and(eq(projectRooms.id, roomId), eq(projectRooms.projectId, projectId)))
    .returning();
  return row ?? null;
}
