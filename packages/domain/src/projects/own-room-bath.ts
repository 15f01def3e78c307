import {
  basinSplash,
  SHOWER,
  TOILET,
  TUB,
  toilet,
  VANITY_DEPTH,
  vanity,
} from '../room/bath-laundry-fixtures.ts';
import type { RunSpan } from '../room/cabinet-runs.ts';
import type { Fixture, Surface } from '../room/document.ts';
import { TOILET_SIDE_CLEARANCE_MM } from '../room/fit-checks.ts';
import { MM2_PER_SQFT } from '../room/geometry.ts';
import {
  against,
  MIRROR_BOTTOM,
  MIRROR_HEIGHT,
  type PlanRoom,
  type Side,
  SURROUND_TOP,
  wallBand,
} from '../room/plan-builder.ts';
import {
  cornersOf,
  freeAlong,
  longestFirst,
  type Need,
  occupy,
  type Space,
  wallAxis,
} from './own-room-space.ts';

/**
 * A measured bathroom dressed as the built-in baths are (room/floor-plans.ts `bathroom`): a tub with its tiled
 * surround, a toilet and a vanity (its faucet, mirror and splash) when the room holds all three with the floor
 * in front of each clear; else a shower stall in place of the tub; else a vanity and a toilet, as a powder
 * room; else whichever of them fits.
 */

/** 21 in of clear floor in front of a toilet, a vanity, a tub or a shower (the plumbing codes' minimum). */
const FRONT = 533;

type Piece = {
  kind: 'tub' | 'shower' | 'toilet' | 'vanity';
  widths: readonly number[];
  need: Need;
  /** A tub or a shower stands in a corner, walled on two sides at least. */
  corner?: boolean;
};
type Placed = { piece: Piece; side: Side; span: RunSpan };

const TUB_PIECE: Piece = {
  kind: 'tub',
  widths: [TUB.width],
  need: { depth: TUB.depth, z: [0, TUB.height], front: FRONT },
  corner: true,
};
const SHOWER_PIECE: Piece = {
  kind: 'shower',
  widths: [SHOWER.width],
  need: { depth: SHOWER.depth, z: [0, SURROUND_TOP], front: FRONT },
  corner: true,
};
/** The toilet keeps 15 in either side of its centre (fit-checks.ts): it takes 30 in of its wall. */
const TOILET_PIECE: Piece = {
  kind: 'toilet',
  widths: [2 * TOILET_SIDE_CLEARANCE_MM],
  need: { depth: TOILET.depth, z: [0, TOILET.height], front: FRONT },
};
/** A vanity keeps the window behind its mirror clear too. */
const vanityPiece = (widths: readonly number[]): Piece => ({
  kind: 'vanity',
  widths,
  need: { depth: VANITY_DEPTH, z: [0, MIRROR_BOTTOM + MIRROR_HEIGHT], front: FRONT },
});
/** A 60 in double vanity in a bath of 100 sq ft or more, a 36 in one from 50 sq ft, else 30 or 24 in. */
function vanityWidths(room: PlanRoom): number[] {
  const sqft = (room.w * room.d) / MM2_PER_SQFT;
  return sqft >= 100 ? [1524, 914, 762] : sqft >= 50 ? [914, 762, 610] : [762, 610];
}
const DOUBLE_VANITY = 1524;

/** Where a piece could stand: each width it comes in, on each wall longest first, at each end of a free span. */
function placements(space: Space, piece: Piece): Placed[] {
  const out: Placed[] = [];
  const sides = longestFirst(space.room).map((side) => ({ side, free: freeAlong(space, side, piece.need) }));
  for (const width of piece.widths)
    for (const { side, free } of sides) {
      const length = wallAxis(space.room, side);
      for (const [a, b] of free) {
        if (b - a < width) continue;
        const starts = piece.corner
          ? [...(a <= 0 ? [0] : []), ...(b >= length ? [length - width] : [])]
          : [a, b - width];
        for (const s of new Set(starts)) out.push({ piece, side, span: [s, s + width] });
      }
    }
  return out;
}

/** A place for every piece, each clear of those before it, or null (a small search: three pieces at most). */
function placeAll(space: Space, pieces: readonly Piece[]): Placed[] | null {
  const [first, ...rest] = pieces;
  if (!first) return [];
  for (const p of placements(space, first)) {
    const others = placeAll(occupy(space, p.side, p.span, first.need), rest);
    if (others) return [p, ...others];
  }
  return null;
}

/** A tub's or a shower's tiled walls: behind it, and on the wall beside each end that is in a corner. */
function surround(room: PlanRoom, p: Placed, prefix: string, bottom: number, depth: number): Surface[] {
  return [{ side: p.side, span: p.span }, ...cornersOf(room, p.side, p.span, depth)].map((band) =>
    wallBand(room, `${prefix}-${band.side}`, 'shower_wall', band.side, band.span, bottom, SURROUND_TOP),
  );
}

function dressed(room: PlanRoom, placed: readonly Placed[]) {
  const fixtures: Fixture[] = [];
  const surfaces: Surface[] = [];
  for (const p of placed) {
    const [a, b] = p.span;
    if (p.piece.kind === 'tub') {
      fixtures.push(
        against(room, 'tub', 'tub', p.side, a, b, TUB.depth, { height: TUB.height, coversFloor: true }),
      );
      surfaces.push(...surround(room, p, 'surround', TUB.height, TUB.depth));
    } else if (p.piece.kind === 'shower') {
      fixtures.push(
        against(room, 'shower', 'shower', p.side, a, b, SHOWER.depth, {
          height: SURROUND_TOP,
          coversFloor: true,
        }),
      );
      surfaces.push(...surround(room, p, 'shower', 0, SHOWER.depth));
    } else if (p.piece.kind === 'toilet') {
      fixtures.push(toilet(room, p.side, Math.round((a + b) / 2)));
    } else {
      fixtures.push(...vanity(room, p.side, a, b, VANITY_DEPTH, b - a >= DOUBLE_VANITY ? 2 : 1));
      surfaces.push(basinSplash(room, p.side, a, b));
    }
  }
  return { fixtures, surfaces };
}

/** The bathroom's fixtures: the fullest set of them the room holds. */
export function dressBathroom(space: Space) {
  const vanityHere = vanityPiece(vanityWidths(space.room));
  const sets: Piece[][] = [
    [TUB_PIECE, TOILET_PIECE, vanityHere],
    [SHOWER_PIECE, TOILET_PIECE, vanityHere],
    [TOILET_PIECE, vanityHere],
    [TOILET_PIECE],
    [vanityHere],
  ];
  for (const set of sets) {
    const placed = placeAll(space, set);
    if (placed) return dressed(space.room, placed);
  }
  return { fixtures: [], surfaces: [] };
}
