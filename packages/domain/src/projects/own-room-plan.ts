import type { Opening } from '../room/document.ts';
import { MM_PER_IN } from '../room/geometry.ts';
import { type FloorPlan, roomDoc } from '../room/plan-builder.ts';
import {
  feetAndInches,
  type OwnOpening,
  type OwnRoomBody,
  projectRoomPlanId,
  wallLengthIn,
} from './own-room.ts';
import { dressOwnRoom } from './own-room-dressing.ts';

const mm = (inches: number) => Math.round(inches * MM_PER_IN);

/**
 * The room document's opening: the homeowner measures from the wall's left corner facing it from inside,
 * which is the wall's end `b` (the room lies on the left of a → b); the document places it from `a`.
 * Rounded to millimetres, it never runs past its wall or its ceiling (the inches were checked already).
 */
function openingOf(
  room: Pick<OwnRoomBody, 'width_in' | 'length_in' | 'height_in'>,
  o: OwnOpening,
  id: string,
): Opening {
  const wallMm = mm(wallLengthIn(room, o.wall));
  const offset = mm(wallLengthIn(room, o.wall) - o.offset_in - o.width_in);
  const bottom = mm(o.sill_in);
  return {
    id,
    kind: o.kind,
    wallId: o.wall,
    offset,
    width: Math.min(mm(o.width_in), wallMm - offset),
    bottom,
    height: Math.min(mm(o.height_in), mm(room.height_in) - bottom),
    swing: o.kind === 'door' ? 'in-right' : null,
  };
}

/** "Our kitchen · 12′ 6″ × 10′" */
export const ownRoomPlanName = (room: Pick<OwnRoomBody, 'name' | 'width_in' | 'length_in'>) =>
  `${room.name} · ${feetAndInches(room.width_in)} × ${feetAndInches(room.length_in)}`;

/**
 * A project room as a floor plan, the shape the built-in plans have (room/floor-plans.ts): the rectangle's
 * walls, its doors and windows, and what a room of its kind holds, fitted to them (own-room-dressing.ts): a
 * floor and a ceiling light in every kind, a kitchen's runs, a bathroom's fixtures, a living room's accent wall, no products yet (a template assigns them). Its id is the plan id /visualize opens it by.
 */
export function ownRoomPlan(roomId: number, room: OwnRoomBody): FloorPlan {
  const [w, d] = [mm(room.width_in), mm(room.length_in)];
  const ceiling = mm(room.height_in);
  const counts = { door: 0, window: 0 };
  const openings = room.openings.map((o) => openingOf(room, o, `${o.kind}-${++counts[o.kind]}`));
  const { fixtures, surfaces } = dressOwnRoom(room.kind, { w, d }, ceiling, openings);
  const name = ownRoomPlanName(room);
  const doc = roomDoc(name.slice(0, 120), { w, d }, { openings, surfaces, fixtures });
  return {
    id: projectRoomPlanId(roomId),
    kind: room.kind,
    layout: 'own',
    name,
    doc: { ...doc, ceilingHeight: ceiling },
  };
}
