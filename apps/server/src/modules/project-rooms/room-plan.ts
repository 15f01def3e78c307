import { projectRoomIdOf } from '@app/domain/projects/own-room';
import { ownRoomPlan } from '@app/domain/projects/own-room-plan';
import { type FloorPlan, floorPlanById } from '@app/domain/room/floor-plans';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { projectAccessOf } from '../projects/project-access.repository.ts';
import { findRoom, measuresOf } from './rooms.repository.ts';

/** Who is asking, found only when it matters (a built-in plan is public and needs no token lookup). */
export type Caller = () => Promise<{ id: number } | null>;

/**
 * The floor plan a plan id names, as /visualize and the designs API take it: a built-in plan (public), or a
 * room the homeowner measured, `project-room-{id}`, for that project's people only (401 without a token,
 * 404 to anyone else, as if it did not exist). Null for an id that names neither.
 */
export async function planFor(db: Database, planId: string, caller: Caller): Promise<FloorPlan | null> {
  const roomId = projectRoomIdOf(planId);
  if (roomId === null) return floorPlanById(planId);
  const user = await caller();
  if (!user) throw new AppError('unauthenticated');
  const row = await findRoom(db, roomId);
  if (!row || !(await projectAccessOf(db, row.projectId, user.id))) throw new AppError('not_found');
  return ownRoomPlan(row.id, measuresOf(row));
}
