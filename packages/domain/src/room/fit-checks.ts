import { areaPaths, difference, FillRule, intersect } from 'clipper2-ts';
import type { Fixture, Opening, Point, RoomDocument, Wall } from './document.ts';
import { fixtureFootprint, halfMm2ToMm2, MM_PER_IN, roomOutline, toHalfMm, wallLength } from './geometry.ts';

/** A design problem the page shows next to what causes it (`ids`: the fixtures, openings and walls). */
export type FitProblem = {
  code: 'too-wide' | 'outside-room' | 'toilet-clearance' | 'door-swing';
  message: string;
  ids: string[];
};

/** Plumbing codes: a toilet's centre at least 15 in from a side wall. */
export const TOILET_SIDE_CLEARANCE_MM = 381;
const inches = (mm: number) => `${Math.round(mm / MM_PER_IN)} in`;
const NAMES: Record<Fixture['kind'], string> = {
  vanity: 'vanity',
  sink: 'sink',
  faucet: 'faucet',
  toilet: 'toilet',
  tub: 'tub',
  shower: 'shower',
  light: 'light',
  fan: 'fan',
  appliance: 'appliance',
  cabinet: 'cabinet',
  mirror: 'mirror',
};
/** Fixtures standing on the floor (lights, fans and faucets hang above it or sit on something). */
const STANDS = new Set<Fixture['kind']>([
  'vanity',
  'toilet',
  'tub',
  'shower',
  'appliance',
  'cabinet',
  'sink',
]);

/** The distance from a point to a wall's inner face (the segment a → b), in mm. */
export function distanceToWall(p: Point, w: Pick<Wall, 'a' | 'b'>): number {
  const [dx, dy] = [w.b.x - w.a.x, w.b.y - w.a.y];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - w.a.x) * dx + (p.y - w.a.y) * dy) / len2));
  return Math.hypot(p.x - (w.a.x + t * dx), p.y - (w.a.y + t * dy));
}

/**
 * The floor a door sweeps as it opens into the room: a quarter circle of its width about its hinge, as a
 * polygon (16 steps). Null for a door that opens outward or has no swing.
 */
export function doorSwing(door: Opening, wall: Wall): Point[] | null {
  if (door.kind !== 'door' || !door.swing?.startsWith('in-')) return null;
  const len = wallLength(wall);
  const u = { x: (wall.b.x - wall.a.x) / len, y: (wall.b.y - wall.a.y) / len };
  const n = { x: -u.y, y: u.x }; // into the room (walls run counter-clockwise)
  // Seen from inside, facing the wall, left is towards b.
  const hingeAt = door.swing === 'in-left' ? door.offset + door.width : door.offset;
  const closed = door.swing === 'in-left' ? { x: -u.x, y: -u.y } : u;
  const hinge = { x: wall.a.x + u.x * hingeAt, y: wall.a.y + u.y * hingeAt };
  const arc: Point[] = [];
  for (let i = 0; i <= 16; i += 1) {
    const t = (i / 16) * (Math.PI / 2);
    const [c, s] = [Math.cos(t), Math.sin(t)];
    arc.push({
      x: Math.round(hinge.x + door.width * (c * closed.x + s * n.x)),
      y: Math.round(hinge.y + door.width * (c * closed.y + s * n.y)),
    });
  }
  return [{ x: Math.round(hinge.x), y: Math.round(hinge.y) }, ...arc];
}

const overlapMm2 = (p: Point[], q: Point[]) =>
  halfMm2ToMm2(areaPaths(intersect([toHalfMm(p)], [toHalfMm(q)], FillRule.NonZero)));

const orient = (a: Point, b: Point, c: Point) =>
  Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
const within = (a: Point, b: Point, c: Point) =>
  Math.min(a.x, b.x) <= c.x &&
  c.x <= Math.max(a.x, b.x) &&
  Math.min(a.y, b.y) <= c.y &&
  c.y <= Math.max(a.y, b.y);
/** Whether the closed segments p1p2 and q1q2 share a point (crossing, touching or overlapping). */
function segmentsMeet(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const [d1, d2, d3, d4] = [orient(q1, q2, p1), orient(q1, q2, p2), orient(p1, p2, q1), orient(p1, p2, q2)];
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return (
    (d1 === 0 && within(q1, q2, p1)) ||
    (d2 === 0 && within(q1, q2, p2)) ||
    (d3 === 0 && within(p1, p2, q1)) ||
    (d4 === 0 && within(p1, p2, q2))
  );
}

/**
 * Whether a footprint is certainly inside the room's outline: its first corner inside (a ray cast) and no wall
 * meeting any of its edges. When it is not certain (a corner on a wall, a wall across it) Clipper measures
 * how much is outside: most fixtures stand clear of the walls, and 400 Clipper calls a checklist were slow.
 */
function surelyInside(footprint: readonly Point[], outline: readonly Point[]): boolean {
  const [c, n, m] = [footprint[0], outline.length, footprint.length];
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const [a, b] = [outline[i], outline[j]];
    if (a.y > c.y !== b.y > c.y && c.x < ((b.x - a.x) * (c.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  if (!inside) return false;
  for (let i = 0; i < n; i += 1)
    for (let k = 0; k < m; k += 1)
      if (segmentsMeet(outline[i], outline[(i + 1) % n], footprint[k], footprint[(k + 1) % m])) return false;
  return true;
}

const hits = (swing: Point[], footprint: Point[]) => {
  const depth = overlapDepth(swing, footprint);
  return depth > SURE_DEPTH_MM || (depth > 0 && overlapMm2(swing, footprint) > 0);
};

type Bounds = { x0: number; x1: number; y0: number; y1: number };
const boundsOf = (pts: readonly Point[]): Bounds => ({
  x0: Math.min(...pts.map((p) => p.x)),
  x1: Math.max(...pts.map((p) => p.x)),
  y0: Math.min(...pts.map((p) => p.y)),
  y1: Math.max(...pts.map((p) => p.y)),
});
/** Whether two boxes overlap with some area (the first, cheapest of the tests below). */
const boxesMeet = (a: Bounds, b: Bounds) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * How deep two polygons overlap along the edge axis that parts them most, in mm (0 or less: an axis keeps them
 * apart, touching counts as apart). Apart is a proof for any shapes; for convex ones (a door's swing, a
 * footprint) a depth is their real penetration, so only a near touch (the swing's arc is rounded to the
 * millimetre) needs Clipper to confirm it: one Clipper call a door was most of a 400-door checklist.
 */
function overlapDepth(p: readonly Point[], q: readonly Point[]): number {
  let depth = Infinity;
  for (const poly of [p, q]) {
    for (let i = 0; i < poly.length; i += 1) {
      const [a, b] = [poly[i], poly[(i + 1) % poly.length]];
      const [nx, ny] = [b.y - a.y, a.x - b.x];
      const len = Math.hypot(nx, ny);
      if (len === 0) continue;
      let [pMin, pMax, qMin, qMax] = [Infinity, -Infinity, Infinity, -Infinity];
      for (const v of p) {
        const d = v.x * nx + v.y * ny;
        pMin = Math.min(pMin, d);
        pMax = Math.max(pMax, d);
      }
      for (const v of q) {
        const d = v.x * nx + v.y * ny;
        qMin = Math.min(qMin, d);
        qMax = Math.max(qMax, d);
      }
      depth = Math.min(depth, Math.min(pMax - qMin, qMax - pMin) / len);
      if (depth <= 0) return depth;
    }
  }
  return depth;
}

/** Penetration beyond the swing's rounding (1 mm) is an overlap without asking Clipper. */
const SURE_DEPTH_MM = 2;

/**
 * The fit checks of a design (issue 10 point 4), each with a message in the buyer's units: a fixture wider
 * than the wall it stands against, or standing partly outside the room; a toilet whose centre is closer than
 * 15 in to a side wall; a door whose swing into the room hits a fixture standing on the floor (the first).
 */
export function fitProblems(doc: RoomDocument): FitProblem[] {
  const problems: FitProblem[] = [];
  const walls = new Map(doc.walls.map((w) => [w.id, w]));
  const outline = roomOutline(doc.walls);
  for (const f of doc.fixtures) {
    const wall = f.wallId ? walls.get(f.wallId) : undefined;
    const name = NAMES[f.kind];
    if (wall && f.width > wallLength(wall)) {
      problems.push({
        code: 'too-wide',
        message: `The ${name} (${inches(f.width)}) is wider than its wall (${inches(wallLength(wall))}).`,
        ids: [f.id, wall.id],
      });
    } else if (outline && STANDS.has(f.kind) && !surelyInside(fixtureFootprint(f), outline)) {
      const outside = halfMm2ToMm2(
        areaPaths(difference([toHalfMm(fixtureFootprint(f))], [toHalfMm(outline)], FillRule.NonZero)),
      );
      // A turned footprint is rounded to the half millimetre: a sliver of up to 1 mm is rounding.
      if (outside > f.width + f.depth)
        problems.push({
          code: 'outside-room',
          message: `The ${name} does not fit inside the room.`,
          ids: [f.id],
        });
    }
    if (f.kind === 'toilet') {
      const sides = doc.walls.filter((w) => w.id !== f.wallId);
      const nearest = Math.min(...sides.map((w) => distanceToWall(f.at, w)));
      if (nearest < TOILET_SIDE_CLEARANCE_MM) {
        problems.push({
          code: 'toilet-clearance',
          message: `The toilet's centre is ${inches(nearest)} from a side wall; it needs at least 15 in.`,
          ids: [f.id],
        });
      }
    }
  }
  // Each door names the first fixture its swing hits, once: a blocked door is one thing to fix, and a pile of
  // fixtures in the swings of 400 doors must not make the public checklist quadratic in Clipper calls.
  const standing = doc.fixtures
    .filter((f) => STANDS.has(f.kind))
    .map((f) => {
      const at = fixtureFootprint(f);
      return { f, at, box: boundsOf(at) };
    });
  for (const door of doc.openings) {
    const wall = walls.get(door.wallId);
    const swing = wall && doorSwing(door, wall);
    if (!swing) continue;
    const box = boundsOf(swing);
    const hit = standing.find(
      (s) => s.f.elevation < door.bottom + door.height && boxesMeet(box, s.box) && hits(swing, s.at),
    );
    if (hit)
      problems.push({
        code: 'door-swing',
        message: `The door hits the ${NAMES[hit.f.kind]} as it opens.`,
        ids: [door.id, hit.f.id],
      });
  }
  return problems;
}
