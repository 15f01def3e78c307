import { feetAndInches } from '../projects/own-room.ts';
import type {
  Fixture,
  FixtureKind,
  FixtureVariant,
  Opening,
  Point,
  RoomDocument,
  Surface,
  SurfaceKind,
  Wall,
} from './document.ts';
import { ROOM_DOC_VERSION } from './document.ts';
import { MM_PER_IN } from './geometry.ts';

/** The kinds of room a floor plan is, and a plan: a room document with its surfaces and fixtures, no products. */
export type PlanKind = 'kitchen' | 'bathroom' | 'living' | 'dining' | 'laundry' | 'outdoor';
export type FloorPlan = { id: string; kind: PlanKind; layout: string; name: string; doc: RoomDocument };

/**
 * Builds the floor plans' documents (floor-plans.ts) from a rectangle of `w` × `d` mm: the walls south
 * (0,0)→(w,0), east, north and west, counter-clockwise, so each wall's `a` is where distances along it start.
 * Positions are given in plan coordinates and converted to each wall's own offsets here, once.
 */
export type Side = 's' | 'e' | 'n' | 'w';

export const WALL_THICKNESS = 114;
/** Standard heights: counters 36 in, backsplash 18 in above them, a shower surround to 84 in. */
export const COUNTER_TOP = 914;
export const BACKSPLASH_TOP = 1372;
export const SURROUND_TOP = 2134;
export const CEILING = 2438;
/** A door or passage 80 in tall. */
export const DOOR_H = 2032;
/**
 * A vanity mirror hangs centred over its vanity with its bottom edge 40 in above the floor (a hand's width
 * over a faucet's spout), an inch off the wall, and at most as wide as the vanity less 2 in each side; the
 * template gives it its product's width and height (templates.ts).
 */
export const MIRROR_BOTTOM = 1016;
export const MIRROR_DEPTH = 25;
export const MIRROR_SIDE_MARGIN = 51;
/** The height a mirror slot is drawn at before a product is chosen (30 in). */
export const MIRROR_HEIGHT = 762;

const inches = (mm: number) => Math.round(mm / MM_PER_IN);
/**
 * A room's size as a plan's name gives it: "12 × 8 ft" in whole feet, else feet and inches ("5′ 6″ × 6′"), so
 * two plans a half foot apart never share a name.
 */
export function sizeName(w: number, d: number): string {
  const [wi, di] = [inches(w), inches(d)];
  if (wi % 12 === 0 && di % 12 === 0) return `${wi / 12} × ${di / 12} ft`;
  return `${feetAndInches(wi)} × ${feetAndInches(di)}`;
}

export function rectWalls(w: number, d: number): Wall[] {
  const corner = { s: { x: 0, y: 0 }, e: { x: w, y: 0 }, n: { x: w, y: d }, w: { x: 0, y: d } };
  return [
    { id: 's', a: corner.s, b: corner.e, thickness: WALL_THICKNESS, height: null },
    { id: 'e', a: corner.e, b: corner.n, thickness: WALL_THICKNESS, height: null },
    { id: 'n', a: corner.n, b: corner.w, thickness: WALL_THICKNESS, height: null },
    { id: 'w', a: corner.w, b: corner.s, thickness: WALL_THICKNESS, height: null },
  ];
}

/**
 * The distance along a side's wall (from its `a`) of the plan coordinate `at` on that side's axis (x for
 * south and north, y for east and west): north and west walls run backwards.
 */
const along = (side: Side, w: number, d: number, at: number) =>
  side === 's' || side === 'e' ? at : side === 'n' ? w - at : d - at;

/** A span [from, to] on a side (plan coordinates on its axis) as the wall's own [offset, offset + width]. */
export function spanOnWall(side: Side, w: number, d: number, from: number, to: number) {
  const [p, q] = [along(side, w, d, from), along(side, w, d, to)];
  return { offset: Math.min(p, q), width: Math.abs(q - p) };
}

/**
 * The inverse of spanOnWall: a wall's own [offset, offset + width] (from its `a`) as plan coordinates
 * [from, to] on its side's axis. `along` is its own inverse (at ↦ w − at twice is at), so the ends map back
 * the same way and only their order flips on the north and west walls.
 */
export function spanOnPlan(
  side: Side,
  w: number,
  d: number,
  offset: number,
  width: number,
): [number, number] {
  const [p, q] = [along(side, w, d, offset), along(side, w, d, offset + width)];
  return [Math.min(p, q), Math.max(p, q)];
}

export type PlanRoom = { w: number; d: number };

export function opening(
  room: PlanRoom,
  id: string,
  kind: Opening['kind'],
  side: Side,
  from: number,
  to: number,
  bottom: number,
  height: number,
  swing: Opening['swing'] = null,
): Opening {
  return { id, kind, wallId: side, ...spanOnWall(side, room.w, room.d, from, to), bottom, height, swing };
}

const facing: Record<Side, number> = { s: 0, e: 90, n: 180, w: 270 };

/**
 * A fixture standing against a side, spanning [from, to] along it and `depth` into the room: its width is
 * along the wall, it faces into the room.
 */
export function against(
  room: PlanRoom,
  id: string,
  kind: FixtureKind,
  side: Side,
  from: number,
  to: number,
  depth: number,
  opts: {
    height: number;
    elevation?: number;
    coversFloor?: boolean;
    inset?: number;
    variant?: FixtureVariant;
  },
): Fixture {
  const mid = (from + to) / 2;
  const off = (opts.inset ?? 0) + depth / 2;
  const at: Point =
    side === 's'
      ? { x: mid, y: off }
      : side === 'n'
        ? { x: mid, y: room.d - off }
        : side === 'w'
          ? { x: off, y: mid }
          : { x: room.w - off, y: mid };
  // A half-millimetre centre (an odd size) moves away from the wall, never through it.
  const [rx, ry] = {
    s: [Math.floor, Math.ceil],
    n: [Math.floor, Math.floor],
    w: [Math.ceil, Math.floor],
    e: [Math.floor, Math.floor],
  }[side];
  return {
    id,
    kind,
    ...(opts.variant ? { variant: opts.variant } : {}),
    at: { x: rx(at.x), y: ry(at.y) },
    rotation: facing[side],
    width: to - from,
    depth,
    height: opts.height,
    elevation: opts.elevation ?? 0,
    wallId: side,
    coversFloor: opts.coversFloor ?? false,
    product: null,
  };
}

/** A free-standing fixture by its centre (an island, a ceiling light). */
export function freeFixture(
  id: string,
  kind: FixtureKind,
  at: Point,
  size: {
    width: number;
    depth: number;
    height: number;
    elevation?: number;
    coversFloor?: boolean;
    variant?: FixtureVariant;
  },
): Fixture {
  return {
    id,
    kind,
    ...(size.variant ? { variant: size.variant } : {}),
    at,
    rotation: 0,
    width: size.width,
    depth: size.depth,
    height: size.height,
    elevation: size.elevation ?? 0,
    wallId: null,
    coversFloor: size.coversFloor ?? false,
    product: null,
  };
}

const blank = { product: null, pattern: 'straight' as const };

export const floorSurface = (groutMm = 3): Surface => ({
  id: 'floor',
  kind: 'floor',
  region: { type: 'room' },
  ...blank,
  groutMm,
});

/** A band of a side's wall between plan coordinates [from, to] on its axis (null: the whole wall). */
export function wallBand(
  room: PlanRoom,
  id: string,
  kind: SurfaceKind,
  side: Side,
  span: [number, number] | null,
  bottom: number,
  top: number | null,
): Surface {
  const s = span && spanOnWall(side, room.w, room.d, span[0], span[1]);
  return {
    id,
    kind,
    region: {
      type: 'wall',
      wallId: side,
      from: s ? s.offset : null,
      to: s ? s.offset + s.width : null,
      bottom,
      top,
    },
    ...blank,
    groutMm: kind === 'wall' ? 0 : 2,
  };
}

/** An axis-aligned rectangle, counter-clockwise. */
export const rect = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

/** A horizontal surface (a countertop run, a patio): a rectangle or an outline, with holes. */
export function planSurface(
  id: string,
  kind: SurfaceKind,
  outline: Point[],
  elevation: number,
  holes: Point[][] = [],
): Surface {
  return {
    id,
    kind,
    region: { type: 'plan', outline, holes, elevation },
    ...blank,
    groutMm: kind === 'countertop' ? 0 : 3,
  };
}

export function roomDoc(
  name: string,
  room: PlanRoom | null,
  parts: { openings?: Opening[]; surfaces: Surface[]; fixtures?: Fixture[] },
): RoomDocument {
  return {
    version: ROOM_DOC_VERSION,
    name,
    ceilingHeight: CEILING,
    walls: room ? rectWalls(room.w, room.d) : [],
    openings: parts.openings ?? [],
    surfaces: parts.surfaces,
    fixtures: parts.fixtures ?? [],
  };
}

/** A ceiling light in the middle of the room. */
export const centreLight = (room: PlanRoom, id = 'light'): Fixture =>
  freeFixture(
    id,
    'light',
    { x: Math.round(room.w / 2), y: Math.round(room.d / 2) },
    { width: 400, depth: 400, height: 120, elevation: 2300 },
  );
