import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OWN_ROOM_KINDS,
  OWN_ROOM_LIMITS,
  type OwnOpening,
  type OwnRoomKind,
  ownRoomBody,
  placementIssues,
  wallLengthIn,
} from './own-room.ts';
import { planProblems } from './own-room-checks.fixture.ts';
import { ownRoomPlan } from './own-room-plan.ts';

/**
 * Every room the rules take, of every kind, is dressed into a valid plan with nothing in front of a door, over
 * a window or in another piece: rooms from 3 to 50 ft a side (small ones as often as large), up to eight
 * doors and windows anywhere on their walls. The seed is fixed, so a failure is the same failure every run.
 */

const L = OWN_ROOM_LIMITS;
const side = fc.oneof(
  fc.integer({ min: L.side.min, max: 120 }),
  fc.integer({ min: L.side.min, max: L.side.max }),
);
const opening = fc.record({
  wall: fc.constantFrom('s' as const, 'e' as const, 'n' as const, 'w' as const),
  kind: fc.constantFrom('door' as const, 'window' as const),
  /** Where along the wall, as a share of the room left beside it. */
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  width: fc.integer({ min: 12, max: 120 }),
  height: fc.integer({ min: 12, max: 96 }),
  sill: fc.integer({ min: 0, max: 84 }),
});
const room = fc.record({
  kind: fc.constantFrom(...OWN_ROOM_KINDS),
  width_in: side,
  length_in: side,
  height_in: fc.integer({ min: L.height.min, max: L.height.max }),
  openings: fc.array(opening, { maxLength: 8 }),
});

type Drawn = typeof room extends fc.Arbitrary<infer T> ? T : never;

/** The room's openings made to fit their walls, each kept only if the rules take it beside those before it. */
function measured(r: Drawn) {
  const kept: OwnOpening[] = [];
  for (const o of r.openings) {
    const limits = L[o.kind];
    const wall = wallLengthIn(r, o.wall);
    const width = Math.min(Math.max(o.width, limits.width.min), limits.width.max, wall);
    const sill = o.kind === 'door' ? 0 : o.sill;
    const height = Math.min(Math.max(o.height, limits.height.min), r.height_in - sill);
    const next: OwnOpening = {
      wall: o.wall,
      kind: o.kind,
      offset_in: Math.floor(o.at * (wall - width)),
      width_in: width,
      height_in: height,
      sill_in: sill,
    };
    if (placementIssues({ ...r, openings: [...kept, next] }).length === 0) kept.push(next);
  }
  return ownRoomBody.parse({ ...r, name: 'Swept', openings: kept });
}

describe('measured rooms of every size and opening, dressed', () => {
  it('are valid plans, every piece inside the room, clear of the doors, the windows and each other', () => {
    const seen: Record<OwnRoomKind, { rooms: number; dressed: number }> = Object.fromEntries(
      OWN_ROOM_KINDS.map((k) => [k, { rooms: 0, dressed: 0 }]),
    ) as never;
    fc.assert(
      fc.property(room, (r) => {
        const body = measured(r);
        const plan = ownRoomPlan(1, body);
        expect(planProblems(plan), JSON.stringify(body)).toEqual([]);
        seen[body.kind].rooms += 1;
        // More than the light: something of the kind stands in the room.
        if (
          plan.doc.fixtures.some((f) => f.kind !== 'light') ||
          plan.doc.surfaces.some((s) => s.id === 'accent')
        )
          seen[body.kind].dressed += 1;
      }),
      { seed: 20_260_524, numRuns: 600 },
    );
    // The sweep reached every kind, and most rooms of each got their fixtures (a 3 ft closet cannot).
    for (const kind of OWN_ROOM_KINDS) {
      expect(seen[kind].rooms, kind).toBeGreaterThan(60);
      expect(seen[kind].dressed / seen[kind].rooms, kind).toBeGreaterThan(0.5);
    }
  });
});
