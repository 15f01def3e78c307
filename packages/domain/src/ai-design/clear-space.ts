import type { Fixture, Point, Wall } from '../room/document.ts';
import { distanceToWall } from '../room/fit-checks.ts';
import { fixtureFootprint } from '../room/geometry.ts';

/**
 * The geometry the clearances are measured with (clearances.ts): how far one can go from a fixture before
 * meeting a wall or something standing on the floor, along its front or its sides.
 */

type Segment = { a: Point; b: Point };
/** A wall or a standing fixture's footprint (with its turn: a corner's other run stands at a right angle). */
export type Obstacle = { id: string; edges: Segment[]; rotation: number | null };

/** A fixture's own axes: `along` its width, `front` the way it faces (plan-builder turns 0° to face +y). */
export function axesOf(f: Pick<Fixture, 'rotation'>) {
  const t = (f.rotation * Math.PI) / 180;
  const [cos, sin] =
    f.rotation % 90 === 0 ? [Math.round(Math.cos(t)), Math.round(Math.sin(t))] : [Math.cos(t), Math.sin(t)];
  return { along: { x: cos, y: sin }, front: { x: -sin, y: cos } };
}

const edgesOf = (pts: readonly Point[]): Segment[] =>
  pts.map((a, i) => ({ a, b: pts[(i + 1) % pts.length] }));

export const wallObstacles = (walls: readonly Wall[]): Obstacle[] =>
  walls.map((w) => ({ id: w.id, edges: [{ a: w.a, b: w.b }], rotation: null }));

export const fixtureObstacle = (f: Fixture): Obstacle => ({
  id: f.id,
  edges: edgesOf(fixtureFootprint(f)),
  rotation: f.rotation,
});

const cross = (p: Point, q: Point) => p.x * q.y - p.y * q.x;

/** How far a ray from `o` along the unit `d` goes before it meets a segment (Infinity: it meets none). */
function rayToSegment(o: Point, d: Point, s: Segment): number {
  const e = { x: s.b.x - s.a.x, y: s.b.y - s.a.y };
  const denom = cross(d, e);
  if (denom === 0) return Infinity;
  const ao = { x: s.a.x - o.x, y: s.a.y - o.y };
  const t = cross(ao, e) / denom;
  const u = cross(ao, d) / denom;
  return t >= 0 && u >= 0 && u <= 1 ? t : Infinity;
}

/**
 * A hit nearer than this is a touch (a corner cabinet against the next run's side, a box against its
 * neighbour): not something standing in the way.
 */
const TOUCH_MM = 2;

/** The nearest obstacle a ray meets, and how far it is (Infinity and null when it meets none). */
export function castRay(o: Point, d: Point, obstacles: readonly Obstacle[]) {
  let best = { mm: Infinity, id: null as string | null };
  for (const ob of obstacles)
    for (const s of ob.edges) {
      const t = rayToSegment(o, d, s);
      if (t > TOUCH_MM && t < best.mm) best = { mm: t, id: ob.id };
    }
  return best;
}

/** Rays start this far in from a fixture's sides, so a neighbour it touches is not in its way. */
const INSET_MM = 25;

/**
 * The clear floor in front of a fixture: the shortest of three rays from its front edge (at its middle and
 * near each side) to the first wall or standing fixture, with what they meet.
 */
export function clearInFront(f: Fixture, obstacles: readonly Obstacle[]) {
  const { along, front } = axesOf(f);
  const inset = Math.min(INSET_MM, f.width / 4);
  let best = { mm: Infinity, id: null as string | null };
  for (const x of [-f.width / 2 + inset, 0, f.width / 2 - inset]) {
    const o = {
      x: f.at.x + along.x * x + front.x * (f.depth / 2),
      y: f.at.y + along.y * x + front.y * (f.depth / 2),
    };
    const hit = castRay(o, front, obstacles);
    if (hit.mm < best.mm) best = hit;
  }
  return best;
}

/** The clear distance from a fixture's centre to each side (along its width), with what each side meets. */
export function clearToSides(f: Fixture, obstacles: readonly Obstacle[]) {
  const { along } = axesOf(f);
  const back = { x: -along.x, y: -along.y };
  return [castRay(f.at, back, obstacles), castRay(f.at, along, obstacles)];
}

/** The gap between two footprints that do not overlap, edge to edge (0 when they touch). */
export function footprintGap(f: Fixture, g: Fixture): number {
  const [p, q] = [fixtureFootprint(f), fixtureFootprint(g)];
  let gap = Infinity;
  for (const [from, to] of [
    [p, q],
    [q, p],
  ])
    for (const v of from) for (const s of edgesOf(to)) gap = Math.min(gap, distanceToWall(v, s));
  return gap;
}

/** Where a point lies in a fixture's own axes: along its width and out in front of its centre. */
export function localOf(f: Fixture, p: Point) {
  const { along, front } = axesOf(f);
  const [dx, dy] = [p.x - f.at.x, p.y - f.at.y];
  return { x: dx * along.x + dy * along.y, y: dx * front.x + dy * front.y };
}
