import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../api/envelope.ts';
import { roomDocumentSchema } from '../room/document.ts';
import { MM_PER_FT, polygonArea, roomOutline } from '../room/geometry.ts';
import { roomProblems } from '../room/room-validity.ts';
import {
  feetAndInches,
  OWN_ROOM_LIMITS,
  OWN_ROOM_MESSAGES,
  type OwnOpening,
  ownRoomBody,
  projectRoomIdOf,
  projectRoomPlanId,
} from './own-room.ts';
import { TEST_DOOR, TEST_WINDOW } from './own-room-checks.fixture.ts';
import { ownRoomPlan } from './own-room-plan.ts';

const door = TEST_DOOR;
const window: OwnOpening = { ...TEST_WINDOW, sill_in: 36 };
const room = (openings: unknown[] = [door, window], sizes: Record<string, unknown> = {}) => ({
  name: 'Our kitchen',
  kind: 'kitchen',
  width_in: 144,
  length_in: 120,
  height_in: 96,
  openings,
  ...sizes,
});

/** The 422's shape: each field's messages. */
const errorsOf = (input: unknown) => {
  const parsed = ownRoomBody.safeParse(input);
  return parsed.success ? {} : toFieldErrors(parsed.error.issues);
};

describe('a room of the homeowner’s own measurements (issue 24 point 6)', () => {
  it('becomes a plan of the built-in plans’ shape: four walls, a floor of 12 × 10 ft, its door and window', () => {
    const plan = ownRoomPlan(7, ownRoomBody.parse(room()));
    expect(plan).toMatchObject({ id: 'project-room-7', kind: 'kitchen', layout: 'own' });
    expect(plan.name).toBe('Our kitchen · 12′ × 10′');
    expect(roomDocumentSchema.safeParse(plan.doc).success).toBe(true);
    expect(roomProblems(plan.doc)).toEqual([]);
    expect(plan.doc.ceilingHeight).toBe(2438);
    const sqft = polygonArea(roomOutline(plan.doc.walls)!) / (MM_PER_FT * MM_PER_FT);
    expect(sqft).toBeCloseTo(120, 1);
    expect(plan.doc.surfaces[0]).toMatchObject({ id: 'floor', kind: 'floor', region: { type: 'room' } });
    // Dressed as a kitchen (own-room-dressing.test.ts has the pieces): counters and backsplashes.
    expect(new Set(plan.doc.surfaces.map((s) => s.kind))).toEqual(
      new Set(['floor', 'countertop', 'backsplash']),
    );
    // Measured from the left corner facing the wall: on the bottom wall that is its far end from `a`.
    expect(plan.doc.openings).toEqual([
      {
        id: 'door-1',
        kind: 'door',
        wallId: 's',
        offset: Math.round((144 - 6 - 36) * 25.4),
        width: 914,
        bottom: 0,
        height: 2032,
        swing: 'in-right',
      },
      {
        id: 'window-1',
        kind: 'window',
        wallId: 'n',
        offset: Math.round((144 - 48 - 48) * 25.4),
        width: 1219,
        bottom: 914,
        height: 914,
        swing: null,
      },
    ]);
    const light = plan.doc.fixtures[0]!;
    expect(light.elevation + light.height).toBeLessThanOrEqual(plan.doc.ceilingHeight);
  });

  it('refuses an opening past its wall’s end or above the ceiling, on the field to change', () => {
    expect(errorsOf(room([{ ...door, offset_in: 120 }]))).toEqual({
      'openings.0.offset_in': [OWN_ROOM_MESSAGES.pastEnd(144)],
    });
    // The right wall runs along the length (120 in).
    expect(errorsOf(room([{ ...window, wall: 'e', offset_in: 80 }]))).toEqual({
      'openings.0.offset_in': [OWN_ROOM_MESSAGES.pastEnd(120)],
    });
    expect(errorsOf(room([{ ...window, sill_in: 70 }]))).toEqual({
      'openings.0.height_in': [OWN_ROOM_MESSAGES.pastCeiling(96)],
    });
    expect(OWN_ROOM_MESSAGES.pastEnd(150)).toBe(
      'The opening runs past the end of its wall, which is 12′ 6″ (150 in) long.',
    );
  });

  it('refuses openings that overlap on one wall, and lets a window sit over a door or beside it', () => {
    expect(errorsOf(room([door, { ...window, wall: 's', offset_in: 30, sill_in: 40 }]))).toEqual({
      'openings.1.offset_in': [OWN_ROOM_MESSAGES.overlaps(1)],
    });
    const transom = { ...window, wall: 's', offset_in: 6, width_in: 36, height_in: 12, sill_in: 82 };
    const beside = { ...window, wall: 's', offset_in: 42 };
    expect(errorsOf(room([door, transom, beside]))).toEqual({});
    // The same spot on another wall is no overlap.
    expect(errorsOf(room([door, { ...door, wall: 'n' }]))).toEqual({});
  });

  it('keeps doors and windows to their own sizes, a door on the floor', () => {
    expect(errorsOf(room([{ ...door, width_in: 12 }]))).toEqual({
      'openings.0.width_in': ['A door’s width must be at least 2′ (24 in).'],
    });
    expect(errorsOf(room([{ ...door, sill_in: 4 }]))).toEqual({
      'openings.0.sill_in': [OWN_ROOM_MESSAGES.doorSill],
    });
    expect(errorsOf(room([{ ...window, height_in: 130 }]))).toEqual({
      'openings.0.height_in': ['A window’s height may not be greater than 10′ (120 in).'],
    });
  });

  it('refuses sizes out of a room’s range, fractions, text and junk, each on its field', () => {
    expect(errorsOf(room([], { width_in: 24, height_in: 300 }))).toEqual({
      width_in: ['The width must be at least 3′ (36 in).'],
      height_in: ['The ceiling height may not be greater than 20′ (240 in).'],
    });
    expect(Object.keys(errorsOf(room([], { length_in: 120.5 })))).toEqual(['length_in']);
    expect(Object.keys(errorsOf(room([], { length_in: '1e3' })))).toEqual(['length_in']);
    expect(Object.keys(errorsOf(room([{ wall: 'x', kind: 'arch' }])))).toEqual([
      'openings.0.wall',
      'openings.0.kind',
      'openings.0.offset_in',
      'openings.0.width_in',
      'openings.0.height_in',
    ]);
    const many = Array.from({ length: OWN_ROOM_LIMITS.openings + 1 }, () => door);
    expect(errorsOf(room(many)).openings).toEqual([OWN_ROOM_MESSAGES.tooMany]);
    expect(errorsOf({ ...room(), name: '  ' }).name).toEqual(['The name field is required.']);
  });

  it('any room the rules take is a room the takeoff can measure (random rooms and openings)', () => {
    const opening = fc.record({
      wall: fc.constantFrom('s' as const, 'e' as const, 'n' as const, 'w' as const),
      kind: fc.constantFrom('door' as const, 'window' as const),
      offset_in: fc.integer({ min: 0, max: 600 }),
      width_in: fc.integer({ min: 12, max: 240 }),
      height_in: fc.integer({ min: 12, max: 120 }),
      sill_in: fc.integer({ min: 0, max: 120 }),
    });
    const input = fc.record({
      width_in: fc.integer({ min: 36, max: 600 }),
      length_in: fc.integer({ min: 36, max: 600 }),
      height_in: fc.integer({ min: 84, max: 240 }),
      openings: fc.array(opening, { maxLength: 6 }),
    });
    let taken = 0;
    fc.assert(
      fc.property(input, (sizes) => {
        const parsed = ownRoomBody.safeParse({ name: 'Room', kind: 'living', ...sizes });
        if (!parsed.success) return;
        taken += 1;
        const plan = ownRoomPlan(1, parsed.data);
        expect(roomDocumentSchema.safeParse(plan.doc).success).toBe(true);
        expect(roomProblems(plan.doc)).toEqual([]);
      }),
      { numRuns: 400 },
    );
    expect(taken).toBeGreaterThan(20);
  });

  it('names its plan project-room-{id}, and reads only such ids back', () => {
    expect(projectRoomPlanId(12)).toBe('project-room-12');
    expect(projectRoomIdOf('project-room-12')).toBe(12);
    for (const junk of [
      'project-room-0',
      'project-room-2147483648',
      'project-room-1x',
      'kitchen-galley-3658x2438',
    ])
      expect(projectRoomIdOf(junk)).toBeNull();
    expect(feetAndInches(150)).toBe('12′ 6″');
    expect(feetAndInches(7)).toBe('7″');
  });
});
