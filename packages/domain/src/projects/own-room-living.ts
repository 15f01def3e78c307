import {
  basinSplash,
  LAUNDRY_ROW_PARTS,
  laundryRow,
  laundryRowLength,
  UTILITY_SINK,
  WASHER,
} from '../room/bath-laundry-fixtures.ts';
import { cabinetRow, freeSpans, type RunSpan } from '../room/cabinet-runs.ts';
import type { Fixture, Opening, Surface } from '../room/document.ts';
import { WALL_CABINET } from '../room/kitchen-plans.ts';
import { freeFixture, type PlanRoom, type Side, wallBand } from '../room/plan-builder.ts';
import { WALL_NEED } from './own-room-kitchen.ts';
import { freeAlong, longestFirst, type Need, type Space, takenAlong, wallAxis } from './own-room-space.ts';

/**
 * Measured living rooms, dining rooms and laundries dressed as the built-in ones are (room/floor-plans.ts
 * `livingSpace`): a living room's ceiling fan, an accent wall on the wall least broken by doors and windows;
 * a laundry's washer, dryer and utility sink in a row with wall cabinets over them, on a wall with room.
 */

/** A 52 in ceiling fan 12 in deep, hung as the built-in plans hang theirs: 338 mm under the ceiling. */
const FAN = { size: 1321, height: 300, drop: 338 };
/** Its blades no lower than the built-in plans' (2,100 mm), and a foot clear of every wall. */
const FAN_LOWEST = 2100;
const FAN_WALL_GAP = 305;
/** The fan's centre from the room's (where the light hangs): its radius, the light's half and 2 in apart. */
const FAN_OFFSET = Math.ceil(FAN.size / 2) + 200 + 50;

/** A living room's ceiling fan beside the light, on the room's long axis, where the ceiling and walls allow. */
export function livingFan(room: PlanRoom, ceiling: number): Fixture[] {
  if (ceiling - FAN.drop < FAN_LOWEST) return [];
  const alongY = room.d >= room.w;
  const [long, short] = alongY ? [room.d, room.w] : [room.w, room.d];
  if (long / 2 < FAN_OFFSET + FAN.size / 2 + FAN_WALL_GAP || short < FAN.size + 2 * FAN_WALL_GAP) return [];
  const centre = { x: Math.round(room.w / 2), y: Math.round(room.d / 2) };
  const at = alongY ? { ...centre, y: centre.y + FAN_OFFSET } : { ...centre, x: centre.x + FAN_OFFSET };
  return [
    freeFixture('fan', 'fan', at, {
      width: FAN.size,
      depth: FAN.size,
      height: FAN.height,
      elevation: ceiling - FAN.drop,
    }),
  ];
}

/** The accent wall: the one with the most wall left between its doors and windows. */
export function accentWall(room: PlanRoom, ceiling: number, openings: readonly Opening[]): Surface {
  const net = (side: Side) =>
    wallAxis(room, side) * ceiling -
    openings.filter((o) => o.wallId === side).reduce((sum, o) => sum + o.width * o.height, 0);
  const side = longestFirst(room).reduce((best, s) => (net(s) > net(best) ? s : best));
  return wallBand(room, 'accent', 'wall', side, null, 0, null);
}

/** 36 in clear in front of the machines, to load them and stand at the sink. */
const LAUNDRY_NEED: Need = { depth: WASHER.depth, z: [0, WASHER.height], front: 914 };

/** Where a row of `parts` goes: on the longest wall with room, flush to a corner when it can be. */
function laundrySpot(space: Space) {
  for (let parts = LAUNDRY_ROW_PARTS.length; parts > 0; parts -= 1) {
    const length = laundryRowLength(parts);
    for (const side of longestFirst(space.room)) {
      const end = wallAxis(space.room, side);
      const span = freeAlong(space, side, LAUNDRY_NEED).find(([a, b]) => b - a >= length);
      if (!span) continue;
      const from = span[0] <= 0 || span[1] < end ? span[0] : span[1] - length;
      return { side, parts, span: [from, from + length] as RunSpan };
    }
  }
  return null;
}

/** A laundry's row of machines and sink, the wall cabinets over it, and the splash behind the sink. */
export function dressLaundry(space: Space): { fixtures: Fixture[]; surfaces: Surface[] } {
  const spot = laundrySpot(space);
  if (!spot) return { fixtures: [], surfaces: [] };
  const { side, parts, span } = spot;
  const room = space.room;
  const keepClear = takenAlong(space, side, WALL_NEED) ?? [];
  const fixtures = [
    ...laundryRow(room, side, span[0], parts),
    ...cabinetRow(room, `wall-${side}`, side, freeSpans(span[0], span[1], keepClear), 'wall', WALL_CABINET),
  ];
  const surfaces = parts === 3 ? [basinSplash(room, side, span[1] - UTILITY_SINK.width, span[1])] : [];
  return { fixtures, surfaces };
}
