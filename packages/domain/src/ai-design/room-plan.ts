import { ownRoomPlan } from '../projects/own-room-plan.ts';
import { FLOOR_PLANS, type FloorPlan } from '../room/floor-plans.ts';
import type { AiRoom } from './request.ts';

/** The plan id an AI design of the homeowner's own dimensions carries (it is no stored project room). */
export const AI_OWN_ROOM_PLAN = 'ai-own-room';

/**
 * The floor plan an AI request names: one of the built-in plans by id, or a room of the homeowner's own
 * dimensions, doors and windows, dressed for its kind exactly as a measured project room is (own-room-plan.ts).
 * Null for a plan id that does not exist.
 */
export function aiRoomPlan(room: AiRoom): FloorPlan | null {
  if ('plan' in room) return FLOOR_PLANS.find((p) => p.id === room.plan) ?? null;
  const plan = ownRoomPlan(0, { name: 'Your room', kind: room.kind, ...room.measures });
  return { ...plan, id: AI_OWN_ROOM_PLAN };
}
