import type { Fixture, Point, RoomDocument } from '../room/document.ts';
import { fixtureFootprint, MM_PER_IN } from '../room/geometry.ts';
import {
  clearInFront,
  clearToSides,
  fixtureObstacle,
  footprintGap,
  localOf,
  type Obstacle,
  wallObstacles,
} from './clear-space.ts';

/**
 * The clearances a designed room keeps (issue 26): the NKBA planning guidelines' and the plumbing code's
 * distances, as data, in millimetres. With fitProblems (room/fit-checks.ts: a fixture wider than its wall or
 * out of the room, a toilet's centre 15 in from a side wall, a door swing) they are the AI designer's hard
 * rules. Most are set by where the plan puts things; a product changes them by its width (a hood narrower
 * than the range under it, a landing beside a narrower range), so the designer keeps every one the empty
 * plan keeps.
 */
export const CLEARANCES = {
  /** NKBA bath 11 / IRC R307.1: a toilet's centre 15 in from any fixture beside it (walls: fit-checks). */
  toiletSide: 381,
  /** IRC R307.1: 21 in of clear floor in front of a toilet (NKBA recommends 30 in). */
  toiletFront: 533,
  /** IRC R307.1: 21 in in front of a lavatory (NKBA recommends 30 in). */
  vanityFront: 533,
  /** IRC R307.1: 24 in in front of a shower's entry. */
  showerEntry: 610,
  /** NKBA kitchen 6: a walkway 36 in wide in front of cabinets and appliances. */
  walkway: 914,
  /** NKBA kitchen 19: 15 in of counter on one side of a range or cooktop and 12 in on the other. */
  landing: 381,
  landingOtherSide: 305,
  /** NKBA kitchen 14: a dishwasher's edge within 36 in of a sink's edge. */
  dishwasherToSink: 914,
} as const;

export type ClearanceCode =
  | 'toilet-side'
  | 'toilet-front'
  | 'vanity-front'
  | 'shower-entry'
  | 'walkway'
  | 'landing'
  | 'dishwasher-sink'
  | 'hood-width';

/**
 * One clearance checked: the fixtures it is about (the first the one it is measured from), whether it holds,
 * and the words for either (a pick's reasons list the ones that hold; a breach is a problem).
 */
export type ClearanceCheck = { code: ClearanceCode; ids: string[]; ok: boolean; message: string };
export type ClearanceProblem = Omit<ClearanceCheck, 'ok'>;

/** Footprints this close touch (rounding to the half millimetre). */
const TOUCH_MM = 2;
const inches = (mm: number) => `${Math.round(mm / MM_PER_IN)} in`;
/** Higher than this off the floor, a fixture hangs (a wall cabinet, a hood, a counter sink): nothing to walk into. */
const STANDING_BELOW_MM = 450;
const STANDING = new Set<Fixture['kind']>([
  'vanity',
  'toilet',
  'tub',
  'shower',
  'appliance',
  'cabinet',
  'sink',
]);
const standing = (f: Fixture) => STANDING.has(f.kind) && f.elevation < STANDING_BELOW_MM;
const cooking = (f: Fixture) => f.kind === 'appliance' && (f.variant === 'range' || f.variant === 'cooktop');
/** Under the counter beside a range: its landing. */
const underCounter = (f: Fixture) =>
  (f.kind === 'cabinet' && (f.variant === 'base' || f.variant === undefined)) ||
  (f.kind === 'appliance' && f.variant === 'dishwasher');

const FRONT: Partial<Record<Fixture['kind'], { code: ClearanceCode; mm: number; what: string }>> = {
  toilet: { code: 'toilet-front', mm: CLEARANCES.toiletFront, what: 'the toilet' },
  vanity: { code: 'vanity-front', mm: CLEARANCES.vanityFront, what: 'the vanity' },
  shower: { code: 'shower-entry', mm: CLEARANCES.showerEntry, what: "the shower's entry" },
  cabinet: { code: 'walkway', mm: CLEARANCES.walkway, what: 'the cabinet' },
  appliance: { code: 'walkway', mm: CLEARANCES.walkway, what: 'the appliance' },
};

/**
 * The clear floor in front of a fixture, to the first wall or standing fixture. What it touches is part of its
 * run; and a walkway is the aisle between runs that face each other or an island, so a cabinet or appliance at
 * a right angle to it is the other run of a corner (a blind corner, not an aisle).
 */
function frontCheck(f: Fixture, obstacles: Obstacle[], touching: ReadonlySet<string>): ClearanceCheck | null {
  const rule = FRONT[f.kind];
  if (!rule || !standing(f)) return null;
  const clear = clearInFront(
    f,
    obstacles.filter(
      (o) =>
        o.id !== f.id &&
        !touching.has(o.id) &&
        !(rule.code === 'walkway' && o.rotation !== null && (o.rotation - f.rotation + 360) % 180 === 90),
    ),
  );
  if (clear.mm === Infinity) return null;
  const ok = clear.mm >= rule.mm - 1;
  const ids = clear.id && !ok ? [f.id, clear.id] : [f.id];
  const space = rule.code === 'walkway' ? 'walkway' : 'clear';
  return {
    code: rule.code,
    ids,
    ok,
    message: ok
      ? `${inches(clear.mm)} ${space} in front (${inches(rule.mm)} needed)`
      : `Only ${inches(clear.mm)} is clear in front of ${rule.what}; it needs ${inches(rule.mm)}.`,
  };
}

function toiletSideCheck(f: Fixture, obstacles: Obstacle[]): ClearanceCheck {
  const sides = clearToSides(f, obstacles);
  const near = sides.reduce((a, b) => (b.mm < a.mm ? b : a));
  const ok = near.mm >= CLEARANCES.toiletSide - 1;
  return {
    code: 'toilet-side',
    ids: near.id && !ok ? [f.id, near.id] : [f.id],
    ok,
    message: ok
      ? `${inches(CLEARANCES.toiletSide)} or more from its centre to the fixtures beside it`
      : `The toilet's centre is ${inches(near.mm)} from the fixture beside it; it needs ${inches(CLEARANCES.toiletSide)}.`,
  };
}

/** A filler strip (under 3 in) between a range and the next cabinet does not end the counter. */
const FILLER_MM = 77;

/** The counter on each side of a range: the base cabinets and dishwashers in a row with it, end to end. */
function landingSides(range: Fixture, fixtures: readonly Fixture[]): [number, number] {
  const spans = fixtures.flatMap((g) => {
    if (g === range || !underCounter(g) || g.rotation !== range.rotation) return [];
    const at = localOf(range, g.at);
    return Math.abs(at.y) <= 150 ? [[at.x - g.width / 2, at.x + g.width / 2] as const] : [];
  });
  const walk = (dir: 1 | -1) => {
    const start = (dir * range.width) / 2;
    let edge = start;
    for (;;) {
      const next = spans.find(([a, b]) =>
        dir > 0 ? a >= edge - 5 && a <= edge + FILLER_MM : b <= edge + 5 && b >= edge - FILLER_MM,
      );
      if (!next) return Math.abs(edge - start);
      edge = dir > 0 ? next[1] : next[0];
    }
  };
  return [walk(-1), walk(1)];
}

function landingCheck(range: Fixture, fixtures: readonly Fixture[]): ClearanceCheck {
  const [a, b] = landingSides(range, fixtures);
  const [more, less] = [Math.max(a, b), Math.min(a, b)];
  const ok = more >= CLEARANCES.landing - 1 && less >= CLEARANCES.landingOtherSide - 1;
  return {
    code: 'landing',
    ids: [range.id],
    ok,
    message: ok
      ? `${inches(more)} and ${inches(less)} of counter either side (${inches(CLEARANCES.landing)} and ${inches(CLEARANCES.landingOtherSide)} needed)`
      : `The range has ${inches(more)} and ${inches(less)} of counter beside it; it needs ${inches(CLEARANCES.landing)} on one side and ${inches(CLEARANCES.landingOtherSide)} on the other.`,
  };
}

function dishwasherCheck(dw: Fixture, sinks: readonly Fixture[]): ClearanceCheck | null {
  if (sinks.length === 0) return null;
  const gaps = sinks.map((s) => ({ s, gap: footprintGap(dw, s) }));
  const near = gaps.reduce((a, b) => (b.gap < a.gap ? b : a));
  const ok = near.gap <= CLEARANCES.dishwasherToSink + 1;
  return {
    code: 'dishwasher-sink',
    ids: [dw.id, near.s.id],
    ok,
    message: ok
      ? `${inches(near.gap)} from the sink (${inches(CLEARANCES.dishwasherToSink)} at most)`
      : `The dishwasher is ${inches(near.gap)} from the sink; it should be within ${inches(CLEARANCES.dishwasherToSink)}.`,
  };
}

/** Whether a point lies inside a convex footprint (its edges counter-clockwise or clockwise alike). */
function within(p: { x: number; y: number }, f: Fixture) {
  const pts = fixtureFootprint(f);
  const signs = pts.map((a, i) => {
    const b = pts[(i + 1) % pts.length];
    return Math.sign((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
  });
  return signs.every((s) => s >= 0) || signs.every((s) => s <= 0);
}

type Placed = { f: Fixture; at: Point[]; x0: number; x1: number; y0: number; y1: number };
const placed = (f: Fixture): Placed => {
  const at = fixtureFootprint(f);
  const xs = at.map((p) => p.x);
  const ys = at.map((p) => p.y);
  return { f, at, x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
};

/** Whether two footprints touch or overlap (their boxes first: most fixtures stand apart). */
const touches = (a: Placed, b: Placed) =>
  a.x0 <= b.x1 + TOUCH_MM &&
  b.x0 <= a.x1 + TOUCH_MM &&
  a.y0 <= b.y1 + TOUCH_MM &&
  b.y0 <= a.y1 + TOUCH_MM &&
  (footprintGap(a.f, b.f) <= TOUCH_MM ||
    b.at.some((p) => within(p, a.f)) ||
    a.at.some((p) => within(p, b.f)));

/** Each hood and the range or cooktop under it (the hood's centre over its footprint), by id. */
export function hoodsOver(fixtures: readonly Fixture[]): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const hood of fixtures) {
    if (hood.kind !== 'appliance' || hood.variant !== 'hood') continue;
    const under = fixtures.find((f) => cooking(f) && within(hood.at, f));
    if (under) pairs.set(hood.id, under.id);
  }
  return pairs;
}

/** A hood is at least as wide as the range or cooktop under it (NKBA kitchen ventilation). */
function hoodChecks(fixtures: readonly Fixture[]): ClearanceCheck[] {
  const byId = new Map(fixtures.map((f) => [f.id, f]));
  return [...hoodsOver(fixtures)].map(([hoodId, underId]) => {
    const [hood, under] = [byId.get(hoodId)!, byId.get(underId)!];
    const ok = hood.width >= under.width - 1;
    return {
      code: 'hood-width' as const,
      ids: [hood.id, under.id],
      ok,
      message: ok
        ? `At least as wide as the ${inches(under.width)} range under it`
        : `The ${inches(hood.width)} hood is narrower than the ${inches(under.width)} range under it.`,
    };
  });
}

/** Every clearance of a room checked, held or not. */
export function clearanceChecks(doc: RoomDocument): ClearanceCheck[] {
  const walls = wallObstacles(doc.walls);
  const stands = doc.fixtures.filter(standing);
  const all = [...walls, ...stands.map(fixtureObstacle)];
  const sinks = doc.fixtures.filter((f) => f.kind === 'sink');
  const boxes = stands.map(placed);
  const checks: ClearanceCheck[] = [];
  for (const f of doc.fixtures) {
    const box = boxes.find((b) => b.f === f) ?? placed(f);
    const touching = new Set(boxes.filter((b) => b !== box && touches(box, b)).map((b) => b.f.id));
    const front = frontCheck(f, all, touching);
    if (front) checks.push(front);
    if (f.kind === 'toilet')
      checks.push(toiletSideCheck(f, stands.filter((g) => g.id !== f.id).map(fixtureObstacle)));
    if (cooking(f)) checks.push(landingCheck(f, doc.fixtures));
    if (f.kind === 'appliance' && f.variant === 'dishwasher') {
      const check = dishwasherCheck(f, sinks);
      if (check) checks.push(check);
    }
  }
  return [...checks, ...hoodChecks(doc.fixtures)];
}

/** The clearances a room breaks, each named with the fixtures it is about (the page shows them beside them). */
export const clearanceProblems = (doc: RoomDocument): ClearanceProblem[] =>
  clearanceChecks(doc)
    .filter((c) => !c.ok)
    .map(({ code, ids, message }) => ({ code, ids, message }));
