import type { Opening, Wall } from '@app/domain/room/document';
import { clipRect, openingRect, type Rect, wallLength } from '@app/domain/room/geometry';
import { toScene } from './units.ts';

/**
 * A wall's own frame, in which its slab, its bands and its cabinets are drawn: origin at the inner face's end
 * `b`, x running back to `a`, y up and z towards the room (x from b, not a, keeps the frame a rotation: along
 * a → b, up, and into the room is left-handed). A rectangle on the wall, measured from `a`, maps to x by
 * `length - u`.
 */
export function wallFrame(wall: Pick<Wall, 'a' | 'b'>) {
  const length = wallLength(wall);
  const [dx, dy] = length > 0 ? [(wall.b.x - wall.a.x) / length, (wall.b.y - wall.a.y) / length] : [1, 0];
  return {
    length,
    position: toScene(wall.b),
    rotationY: Math.atan2(-dy, -dx),
    /** The inner face's normal in three.js (plan (-dy, dx), the room's side). */
    normal: [-dy, 0, -dx] as [number, number, number],
  };
}

/** A rectangle measured from `a` (mm) in the wall's frame (mm, x from `b`). */
export const fromB = (r: Rect, length: number): Rect => ({ ...r, x0: length - r.x1, x1: length - r.x0 });

/**
 * A rectangle less some rectangles, as rectangles: cut into horizontal bands at every edge, each band's free
 * spans kept, and a span merged with the one below when they line up. Holes that touch the outline (a door
 * at the floor, a window across a band's top) are plain cases here, where a Shape's hole would fail.
 */
export function rectMinusRects(outer: Rect, cuts: readonly Rect[]): Rect[] {
  const inside = cuts.map((c) => clipRect(c, outer)).filter((c): c is Rect => c !== null);
  const ys = [...new Set([outer.y0, outer.y1, ...inside.flatMap((c) => [c.y0, c.y1])])].sort((p, q) => p - q);
  const done: Rect[] = [];
  let open = new Map<string, Rect>();
  for (let j = 0; j + 1 < ys.length; j += 1) {
    const [y0, y1] = [ys[j], ys[j + 1]];
    const blocked = inside
      .filter((c) => c.y0 <= y0 && y1 <= c.y1)
      .map((c) => [c.x0, c.x1])
      .sort((p, q) => p[0] - q[0]);
    const next = new Map<string, Rect>();
    let x = outer.x0;
    for (const [bx0, bx1] of [...blocked, [outer.x1, outer.x1]]) {
      if (bx0 > x) {
        const key = `${x},${bx0}`;
        const below = open.get(key);
        if (below) open.delete(key);
        next.set(key, below ? { ...below, y1 } : { x0: x, x1: bx0, y0, y1 });
      }
      x = Math.max(x, bx1);
    }
    done.push(...open.values());
    open = next;
  }
  return [...done, ...open.values()];
}

/** The openings cut through the slab: all but cabinets, which stand in front of the wall instead. */
export const holesOf = (openings: readonly Opening[]) =>
  openings.filter((o) => o.kind !== 'cabinet').map(openingRect);

/**
 * How far the slab runs past each end of the inner face, so outer corners close: by the neighbour's thickness
 * where the walls turn towards the room (a convex corner), not at all where they turn away (it would poke
 * into the room). Walls that do not form a loop are not extended.
 */
export function slabEnds(walls: readonly Wall[], index: number, closed: boolean) {
  if (!closed) return { atA: 0, atB: 0 };
  const wall = walls[index];
  const prev = walls[(index - 1 + walls.length) % walls.length];
  const next = walls[(index + 1) % walls.length];
  const turn = (p: Wall, q: Wall) =>
    (p.b.x - p.a.x) * (q.b.y - q.a.y) - (p.b.y - p.a.y) * (q.b.x - q.a.x) > 0;
  return { atA: turn(prev, wall) ? prev.thickness : 0, atB: turn(wall, next) ? next.thickness : 0 };
}
