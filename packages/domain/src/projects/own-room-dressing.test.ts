import { describe, expect, it } from 'vitest';
import type { Fixture, RoomDocument } from '../room/document.ts';
import { MM_PER_IN } from '../room/geometry.ts';
import { type Side, spanOnPlan, spanOnWall } from '../room/plan-builder.ts';
import { type OwnOpening, type OwnRoomKind, ownRoomBody } from './own-room.ts';
import { planProblems, TEST_DOOR, TEST_WINDOW } from './own-room-checks.fixture.ts';
import { ownRoomPlan } from './own-room-plan.ts';

const door = TEST_DOOR;
const window: OwnOpening = TEST_WINDOW;
const planOf = (kind: OwnRoomKind, width_in: number, length_in: number, openings: OwnOpening[]) =>
  ownRoomPlan(3, ownRoomBody.parse({ name: 'Ours', kind, width_in, length_in, height_in: 96, openings }));

const ids = (doc: RoomDocument) => doc.fixtures.map((f) => f.id);
const of = (doc: RoomDocument, pick: (f: Fixture) => boolean) => doc.fixtures.filter(pick);
const wallSurfaces = (doc: RoomDocument) =>
  doc.surfaces.flatMap((s) => (s.kind === 'wall' && s.region.type === 'wall' ? [s.region.wallId] : []));
const inches = (mm: number) => Math.round(mm / MM_PER_IN);

describe('a wall span in plan coordinates and the wall’s own offsets', () => {
  it('turn into each other on every side (the north and west walls run backwards)', () => {
    const [w, d] = [3810, 3353];
    // Worked out by hand: 500–1400 mm along x is offset 3810 − 1400 on the north wall.
    expect(spanOnPlan('n', w, d, 2410, 900)).toEqual([500, 1400]);
    expect(spanOnPlan('w', w, d, 0, 1000)).toEqual([2353, 3353]);
    expect(spanOnPlan('s', w, d, 10, 20)).toEqual([10, 30]);
    for (const side of ['s', 'e', 'n', 'w'] as Side[])
      for (const [from, to] of [
        [0, 914],
        [123, 2000],
        [2400, 3353],
      ] as const) {
        const { offset, width } = spanOnWall(side, w, d, from, to);
        expect(spanOnPlan(side, w, d, offset, width), `${side} ${from}`).toEqual([from, to]);
      }
  });
});

describe('a measured room dressed as the built-in plans of its kind', () => {
  it('a 12′ 6″ × 11′ kitchen with a door and a window: a cooking run and a sink run under the window', () => {
    const plan = planOf('kitchen', 150, 132, [door, window]);
    const doc = plan.doc;
    expect(planProblems(plan)).toEqual([]);
    expect(ids(doc)).toEqual(
      expect.arrayContaining([
        'light',
        'range',
        'hood',
        'fridge',
        'sink-base',
        'sink',
        'faucet',
        'dishwasher',
      ]),
    );
    const [range, hood, fridge] = ['range', 'hood', 'fridge'].map(
      (id) => doc.fixtures.find((f) => f.id === id)!,
    );
    // The hood hangs over the range; the refrigerator ends the same run.
    expect([hood!.wallId, hood!.at.x, fridge!.wallId]).toEqual([range!.wallId, range!.at.x, range!.wallId]);
    const base = of(doc, (f) => f.kind === 'cabinet' && f.variant === 'base');
    const wall = of(doc, (f) => f.kind === 'cabinet' && f.variant === 'wall');
    expect(base.length).toBeGreaterThanOrEqual(4);
    expect(wall.length).toBeGreaterThanOrEqual(4);
    for (const f of [...base, ...wall]) expect(inches(f.width) % 3, f.id).toBe(0);
    // The window (48–96 in from the top wall's left corner, i.e. x 1219–2438 mm) has the sink under it,
    // centred, and its sill (42 in) over the counter; the run's wall cabinets stop either side of it.
    const sink = doc.fixtures.find((f) => f.id === 'sink')!;
    expect([sink.wallId, sink.at.x]).toEqual(['n', Math.round((1219 + 2438) / 2)]);
    for (const f of wall.filter((c) => c.wallId === 'n'))
      expect(f.at.x + f.width / 2 <= 1219 || f.at.x - f.width / 2 >= 2438, f.id).toBe(true);
    const kinds = doc.surfaces.map((s) => s.kind);
    expect(kinds.filter((k) => k === 'countertop').length).toBeGreaterThanOrEqual(2);
    expect(kinds.filter((k) => k === 'backsplash').length).toBeGreaterThanOrEqual(2);
    // No wall is clad (a template's stacked stone would cover the kitchen): as the built-in kitchens.
    expect(wallSurfaces(doc)).toEqual([]);
  });

  it('puts the sink under a window over the counter when one has room for it, though another wall is longer', () => {
    const plan = planOf('kitchen', 180, 144, [
      { ...door, wall: 'w', offset_in: 20, width_in: 32 },
      { ...window, wall: 'e', offset_in: 40, width_in: 40, height_in: 40, sill_in: 40 },
    ]);
    expect(planProblems(plan)).toEqual([]);
    // The right wall's window is 40–80 in from its left corner as one faces it (its top end, y = 144 in):
    // y 1,626–2,642 mm, the sink centred on it.
    const sink = plan.doc.fixtures.find((f) => f.id === 'sink')!;
    expect([sink.wallId, sink.at.y]).toEqual(['e', (1626 + 2642) / 2]);
    // The cooking run took the longest wall, the bottom one.
    expect(plan.doc.fixtures.find((f) => f.id === 'range')!.wallId).toBe('s');
  });

  it('an 8 × 8 ft bathroom: a tub in a corner with its surround, a toilet, a vanity with faucet, mirror and splash', () => {
    const plan = planOf('bathroom', 96, 96, [
      { ...door, width_in: 30 },
      { ...window, offset_in: 30, width_in: 24, sill_in: 48 },
    ]);
    const doc = plan.doc;
    expect(planProblems(plan)).toEqual([]);
    expect(ids(doc)).toEqual(['light', 'tub', 'toilet', 'vanity', 'mirror', 'faucet']);
    const tub = doc.fixtures.find((f) => f.id === 'tub')!;
    expect([tub.width, tub.depth]).toEqual([1524, 762]);
    const surround = doc.surfaces.filter((s) => s.kind === 'shower_wall');
    // Behind the tub and on the wall its end stands against.
    expect(surround.length).toBeGreaterThanOrEqual(2);
    expect(surround.map((s) => s.region.type === 'wall' && s.region.wallId)).toContain(tub.wallId);
    expect(doc.surfaces.map((s) => s.id)).toContain('backsplash');
    expect(wallSurfaces(doc)).toEqual([]);
  });

  it('a 5 × 6 ft bathroom has no room for a tub: a shower or a powder room’s vanity and toilet', () => {
    const plan = planOf('bathroom', 60, 72, [{ ...door, width_in: 28, offset_in: 0 }]);
    expect(planProblems(plan)).toEqual([]);
    const kinds = plan.doc.fixtures.map((f) => f.kind);
    expect(kinds).not.toContain('tub');
    expect(kinds).toEqual(expect.arrayContaining(['toilet', 'vanity', 'mirror']));
  });

  it('a living room: the light, a fan beside it, an accent wall on the wall without openings', () => {
    const plan = planOf('living', 180, 200, [door, { ...window, wall: 'e' }, window]);
    expect(planProblems(plan)).toEqual([]);
    expect(plan.doc.fixtures.map((f) => f.id)).toEqual(['light', 'fan']);
    const accent = plan.doc.surfaces.find((s) => s.id === 'accent')!;
    expect(accent).toMatchObject({ kind: 'wall', region: { wallId: 'w', from: null, to: null, top: null } });
    // The accent wall is the only wall clad.
    expect(wallSurfaces(plan.doc)).toEqual(['w']);
  });

  it('a low-ceilinged living room has no fan (its blades would hang too low), a dining room never one', () => {
    const low = ownRoomPlan(
      1,
      ownRoomBody.parse({
        name: 'Den',
        kind: 'living',
        width_in: 180,
        length_in: 200,
        height_in: 90,
        openings: [],
      }),
    );
    expect(low.doc.fixtures.map((f) => f.id)).toEqual(['light']);
    expect(planOf('dining', 144, 144, [door]).doc.fixtures.map((f) => f.id)).toEqual(['light']);
  });

  it('a laundry: washer, dryer and utility sink in a row, wall cabinets over them, a splash behind the sink', () => {
    const plan = planOf('laundry', 84, 96, [door]);
    const doc = plan.doc;
    expect(planProblems(plan)).toEqual([]);
    const row = ['washer', 'dryer', 'utility-sink'].map((id) => doc.fixtures.find((f) => f.id === id)!);
    expect(new Set(row.map((f) => f.wallId)).size).toBe(1);
    const cabinets = of(doc, (f) => f.variant === 'wall');
    expect(cabinets.length).toBeGreaterThan(0);
    expect(cabinets.every((c) => c.wallId === row[0]!.wallId && c.elevation >= 991)).toBe(true);
    expect(doc.surfaces.map((s) => s.id)).toContain('backsplash');
  });

  it.each(['kitchen', 'bathroom', 'living', 'dining', 'laundry'] as const)(
    'a 3 × 3 ft %s, and one whose four walls are doors, are valid plans',
    (kind) => {
      expect(planProblems(planOf(kind, 36, 36, [{ ...door, offset_in: 0 }]))).toEqual([]);
      // A 36 in door in the middle of each wall: the whole wall in a 3 ft room.
      const doorEachWall = (w: number, l: number) =>
        (['s', 'e', 'n', 'w'] as const).map((wall) => {
          const along = wall === 's' || wall === 'n' ? w : l;
          return { ...door, wall, offset_in: Math.floor((along - 36) / 2) };
        });
      expect(planProblems(planOf(kind, 36, 36, doorEachWall(36, 36)))).toEqual([]);
      expect(planProblems(planOf(kind, 150, 132, doorEachWall(150, 132)))).toEqual([]);
    },
  );

  it('a 3 ft wide galley still gets what fits: a range at one end and a sink at the other, nothing colliding', () => {
    const plan = planOf('kitchen', 36, 150, []);
    expect(planProblems(plan)).toEqual([]);
    expect(ids(plan.doc)).toEqual(expect.arrayContaining(['range', 'sink-base', 'sink']));
  });
});
