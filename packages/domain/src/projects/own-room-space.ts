import { freeSpans, type RunSpan } from '../room/cabinet-runs.ts';
import type { Opening } from '../room/document.ts';
import { type PlanRoom, type Side, spanOnPlan } from '../room/plan-builder.ts';

/**
 * The floor and walls of a measured room as its dressing fills them (own-room-dressing.ts): what already
 * stands in it (bodies), the floor that must stay clear (in front of each door, and in front of each fixture
 * placed, to stand and work at it), and its doors and windows. A piece against a wall asks which spans of
 * that wall it may take; every piece is a box against its wall, so a span is free when nothing in its way
 * projects onto it.
 */

/** A box in the room: its rectangle in plan and the heights it spans above the floor. */
type Box = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number };

/**
 * What a piece against a wall takes: its depth from the wall and the heights it fills; the heights at which
 * a window behind it would be covered (up to its top, or its mirror's over a vanity; a wall cabinet's run
 * from the floor, so it never hangs over one); the floor to keep clear in front of it (`front`, mm), which
 * must lie inside the room.
 */
export type Need = { depth: number; z: [number, number]; windows?: [number, number]; front?: number };

export type Space = { room: PlanRoom; openings: readonly Opening[]; bodies: Box[]; clear: Box[] };

/** A person's height: the floor kept clear is kept clear to here (a wall cabinet may not hang over it). */
const HEADROOM = 2032;
/** A door's or a window's casing (2 in) beside it: nothing stands up against the opening itself. */
const CASING = 51;
/**
 * The floor kept clear in front of a door: the leaf's sweep, and 36 in to walk through however narrow it is
 * (and the casing's 2 in past either, so nothing stands where the open leaf rests).
 */
const DOOR_APPROACH = 914;

export const wallAxis = (room: PlanRoom, side: Side) => (side === 's' || side === 'n' ? room.w : room.d);
const acrossAxis = (room: PlanRoom, side: Side) => (side === 's' || side === 'n' ? room.d : room.w);

/** The plan box of the band [near, far] out from a side's wall, over [from, to] along it. */
function strip(room: PlanRoom, side: Side, [from, to]: RunSpan, [near, far]: RunSpan, z: RunSpan): Box {
  const [z0, z1] = z;
  if (side === 's') return { x0: from, x1: to, y0: near, y1: far, z0, z1 };
  if (side === 'n') return { x0: from, x1: to, y0: room.d - far, y1: room.d - near, z0, z1 };
  if (side === 'w') return { x0: near, x1: far, y0: from, y1: to, z0, z1 };
  return { x0: room.w - far, x1: room.w - near, y0: from, y1: to, z0, z1 };
}

const meet = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 && b0 < a1;
const inPlan = (a: Box, b: Box) => meet(a.x0, a.x1, b.x0, b.x1) && meet(a.y0, a.y1, b.y0, b.y1);
const inHeight = (a: Box, b: Box) => meet(a.z0, a.z1, b.z0, b.z1);
const onAxis = (side: Side, b: Box): RunSpan => (side === 's' || side === 'n' ? [b.x0, b.x1] : [b.y0, b.y1]);

/** An opening's span on its side's axis, in plan coordinates. */
export const openingSpan = (room: PlanRoom, o: Opening): RunSpan =>
  spanOnPlan(o.wallId as Side, room.w, room.d, o.offset, o.width);

/** A room with nothing in it yet: the floor in front of each door (its casing either side) kept clear. */
export function emptySpace(room: PlanRoom, openings: readonly Opening[]): Space {
  const clear = openings
    .filter((o) => o.kind === 'door')
    .map((o) => {
      const side = o.wallId as Side;
      const [from, to] = openingSpan(room, o);
      const reach = Math.min(Math.max(o.width, DOOR_APPROACH) + CASING, acrossAxis(room, side));
      return strip(room, side, [from - CASING, to + CASING], [0, reach], [0, o.bottom + o.height]);
    });
  return { room, openings, bodies: [], clear };
}

/**
 * The spans along a side's axis a piece of `need` may not take: the openings on its wall it would stand in
 * front of (a door always, a window at the heights it covers), what already stands where it would (at its
 * heights), the floor kept clear, and what stands on the floor it must keep clear in front of it. Null when
 * the room is not deep enough for the piece and the floor in front of it.
 */
export function takenAlong(space: Space, side: Side, need: Need): RunSpan[] | null {
  const { room } = space;
  const length = wallAxis(room, side);
  const [w0, w1] = need.windows ?? need.z;
  const taken: RunSpan[] = [];
  const covers = (o: Opening) => o.kind === 'door' || meet(o.bottom, o.bottom + o.height, w0, w1);
  for (const o of space.openings) if (o.wallId === side && covers(o)) taken.push(openingSpan(room, o));
  // A piece in a corner would cover, with its end, a window in the wall beside it: it stands a casing off.
  for (const beside of cornersOf(room, side, [0, length], need.depth))
    for (const o of space.openings) {
      if (o.wallId !== beside.side || !covers(o)) continue;
      const [a, b] = openingSpan(room, o);
      if (!meet(a, b, beside.span[0], beside.span[1])) continue;
      taken.push(beside.end === 'low' ? [0, CASING] : [length - CASING, length]);
    }
  const body = strip(room, side, [0, length], [0, need.depth], need.z);
  for (const b of [...space.bodies, ...space.clear])
    if (inPlan(b, body) && inHeight(b, body)) taken.push(onAxis(side, b));
  if (need.front) {
    const reach = need.depth + need.front;
    if (reach > acrossAxis(room, side)) return null;
    const front = strip(room, side, [0, length], [need.depth, reach], [0, HEADROOM]);
    for (const b of space.bodies) if (inPlan(b, front) && inHeight(b, front)) taken.push(onAxis(side, b));
  }
  return taken;
}

/** The spans of a side's wall a piece of `need` may stand in, in order. */
export function freeAlong(space: Space, side: Side, need: Need): RunSpan[] {
  const taken = takenAlong(space, side, need);
  return taken ? freeSpans(0, wallAxis(space.room, side), taken) : [];
}

/** Whether a piece of `need` may stand over [from, to] along a side. */
export const fits = (space: Space, side: Side, [from, to]: RunSpan, need: Need) =>
  freeAlong(space, side, need).some(([a, b]) => a <= from && to <= b);

/** The room with a piece of `need` standing over `span` along a side, and the floor in front of it kept clear. */
export function occupy(space: Space, side: Side, span: RunSpan, need: Need): Space {
  const { room } = space;
  const body = strip(room, side, span, [0, need.depth], need.z);
  const clear = need.front
    ? [strip(room, side, span, [need.depth, need.depth + need.front], [0, HEADROOM])]
    : [];
  return { ...space, bodies: [...space.bodies, body], clear: [...space.clear, ...clear] };
}

/** The walls beside a span's ends where the span reaches a corner, each with the span `depth` out along it. */
export function cornersOf(room: PlanRoom, side: Side, [from, to]: RunSpan, depth: number) {
  const length = wallAxis(room, side);
  const out = acrossAxis(room, side);
  // Along the side beside: from this side's wall `depth` into the room (the north and east walls lie at the
  // far end of their neighbour's axis).
  const band: RunSpan = side === 's' || side === 'w' ? [0, depth] : [out - depth, out];
  const [low, high]: [Side, Side] = side === 's' || side === 'n' ? ['w', 'e'] : ['s', 'n'];
  return [
    ...(from <= 0 ? [{ side: low, span: band, end: 'low' as const }] : []),
    ...(to >= length ? [{ side: high, span: band, end: 'high' as const }] : []),
  ];
}

/** Sides longest first (the order the walls are listed in on a tie). */
export const longestFirst = (room: PlanRoom): Side[] =>
  (['s', 'e', 'n', 'w'] as const).slice().sort((a, b) => wallAxis(room, b) - wallAxis(room, a));
