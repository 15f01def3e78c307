import type { RoomDocument } from '@app/domain/room/document';
import { wallLength } from '@app/domain/room/geometry';
import { DAYLIGHT } from '../lighting/sky.ts';

type Vec = [number, number, number];

/** How high the sun stands when it shines in through a window: low enough to lay a patch on the floor. */
const ELEVATION = (32 * Math.PI) / 180;
/** And how far it comes in from the side, so the patch is a slanted shape rather than the window's square. */
const SKEW = (25 * Math.PI) / 180;

/**
 * Towards the sun (a unit vector in three's metres, Y up): in through the room's widest window, from outside,
 * 32° high and a little from the side, so the window lays a patch of sun on the floor; the bake's afternoon
 * sun (lighting/sky.ts) when the room has no window.
 */
export function sunDirection(doc: Pick<RoomDocument, 'walls' | 'openings'>): Vec {
  const windows = doc.openings.filter((o) => o.kind === 'window');
  const window = windows.reduce<(typeof windows)[number] | null>(
    (a, b) => (!a || b.width * b.height > a.width * a.height ? b : a),
    null,
  );
  const wall = window && doc.walls.find((w) => w.id === window.wallId);
  if (!wall) return [...DAYLIGHT.sun];
  const length = wallLength(wall);
  const along = { x: (wall.b.x - wall.a.x) / length, y: (wall.b.y - wall.a.y) / length };
  // The room lies on the left of a → b, so outside is on the right.
  const outward = { x: along.y, y: -along.x };
  const flat = Math.cos(ELEVATION);
  const plan = {
    x: (outward.x * Math.cos(SKEW) + along.x * Math.sin(SKEW)) * flat,
    y: (outward.y * Math.cos(SKEW) + along.y * Math.sin(SKEW)) * flat,
  };
  // Plan (x, y) is three (x, -z).
  return [plan.x, Math.sin(ELEVATION), -plan.y];
}
