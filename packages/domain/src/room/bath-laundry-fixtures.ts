import type { Fixture } from './document.ts';
import {
  against,
  MIRROR_BOTTOM,
  MIRROR_DEPTH,
  MIRROR_HEIGHT,
  MIRROR_SIDE_MARGIN,
  type PlanRoom,
  type Side,
  wallBand,
} from './plan-builder.ts';

/**
 * A bathroom's and a laundry's fixtures against a wall, in real sizes, as the built-in plans place them
 * (floor-plans.ts) and a measured room is dressed (projects/own-room-dressing.ts).
 */

/** A toilet 15 in wide and 27.5 in deep, its centre at `centre` along the side. */
export const TOILET = { width: 380, depth: 700, height: 760 };
export const toilet = (room: PlanRoom, side: Side, centre: number) =>
  against(
    room,
    'toilet',
    'toilet',
    side,
    centre - TOILET.width / 2,
    centre + TOILET.width / 2,
    TOILET.depth,
    {
      height: TOILET.height,
    },
  );

/** A 60 × 30 in alcove tub 20 in tall, and a 36 × 36 in shower stall. */
export const TUB = { width: 1524, depth: 762, height: 508 };
export const SHOWER = { width: 914, depth: 914 };

/** A vanity's top (34 in) and where its splash ends (52 in); a single vanity is 21 in deep. */
export const VANITY_TOP = 864;
export const VANITY_DEPTH = 533;
const VANITY_SPLASH_TOP = 1321;

const faucet = (room: PlanRoom, id: string, side: Side, centre: number) =>
  against(room, id, 'faucet', side, centre - 50, centre + 50, 100, { height: 250, elevation: VANITY_TOP });

/** A vanity against a side with a faucet over each of its `basins` and a mirror over it. */
export const vanity = (
  room: PlanRoom,
  side: Side,
  from: number,
  to: number,
  depth: number,
  basins = 1,
): Fixture[] => [
  against(room, 'vanity', 'vanity', side, from, to, depth, { height: VANITY_TOP, coversFloor: true }),
  against(room, 'mirror', 'mirror', side, from + MIRROR_SIDE_MARGIN, to - MIRROR_SIDE_MARGIN, MIRROR_DEPTH, {
    height: MIRROR_HEIGHT,
    elevation: MIRROR_BOTTOM,
  }),
  ...Array.from({ length: basins }, (_, i) =>
    faucet(
      room,
      i === 0 ? 'faucet' : `faucet-${i + 1}`,
      side,
      Math.round(from + ((to - from) * (2 * i + 1)) / (2 * basins)),
    ),
  ),
];

/** The tiled splash behind a vanity (or a utility sink), from its top to 52 in. */
export const basinSplash = (room: PlanRoom, side: Side, from: number, to: number) =>
  wallBand(room, 'backsplash', 'backsplash', side, [from, to], VANITY_TOP, VANITY_SPLASH_TOP);

/** A 27 in washer and dryer, 28 in deep and 39 in tall, and a 30 in utility sink, in that order. */
export const WASHER = { width: 686, depth: 711, height: 991 };
export const UTILITY_SINK = { width: 762, depth: 560, height: 864 };
export const LAUNDRY_ROW_PARTS = ['washer', 'dryer', 'utility-sink'] as const;

/** A laundry row from `from` along a side: the first `parts` of washer, dryer and utility sink. */
export function laundryRow(room: PlanRoom, side: Side, from: number, parts = 3): Fixture[] {
  const out: Fixture[] = [];
  let at = from;
  for (const part of LAUNDRY_ROW_PARTS.slice(0, parts)) {
    if (part === 'utility-sink') {
      out.push(
        against(room, part, 'sink', side, at, at + UTILITY_SINK.width, UTILITY_SINK.depth, {
          height: UTILITY_SINK.height,
          coversFloor: true,
        }),
      );
      at += UTILITY_SINK.width;
    } else {
      out.push(
        against(room, part, 'appliance', side, at, at + WASHER.width, WASHER.depth, {
          height: WASHER.height,
          variant: part,
        }),
      );
      at += WASHER.width;
    }
  }
  return out;
}

/** How long a laundry row of `parts` is along its wall. */
export const laundryRowLength = (parts: number) =>
  Math.min(parts, 2) * WASHER.width + (parts > 2 ? UTILITY_SINK.width : 0);
