import { describe, expect, it } from 'vitest';
import type { Fixture, RoomDocument } from '../room/document.ts';
import { FLOOR_PLANS, floorPlanById } from '../room/floor-plans.ts';
import { freeFixture } from '../room/plan-builder.ts';
import { CLEARANCES, clearanceChecks, clearanceProblems, hoodsOver } from './clearances.ts';

const plan = (id: string) => floorPlanById(id)!.doc;
const withFixture = (doc: RoomDocument, id: string, change: Partial<Fixture>): RoomDocument => ({
  ...doc,
  fixtures: doc.fixtures.map((f) => (f.id === id ? { ...f, ...change } : f)),
});
const adding = (doc: RoomDocument, f: Fixture): RoomDocument => ({ ...doc, fixtures: [...doc.fixtures, f] });
const box = (id: string, x: number, y: number, width = 600, depth = 600) =>
  freeFixture(id, 'cabinet', { x, y }, { width, depth, height: 900, variant: 'base' });

describe('clearances as data', () => {
  it('are the code and NKBA distances, in mm', () => {
    expect(CLEARANCES).toMatchObject({
      toiletSide: 381,
      toiletFront: 533,
      vanityFront: 533,
      showerEntry: 610,
      walkway: 914,
      landing: 381,
      landingOtherSide: 305,
      dishwasherToSink: 914,
    });
  });
});

describe('clearanceProblems', () => {
  it('the built-in plans break only these, each named with what causes it', () => {
    const broken = FLOOR_PLANS.flatMap((p) =>
      clearanceProblems(p.doc).map((c) => `${p.id} ${c.code} ${c.ids.join(',')}`),
    );
    expect(broken).toEqual([
      'kitchen-l-shaped-3048x3048 landing range',
      'kitchen-l-shaped-3658x3048 landing range',
      'kitchen-u-shaped-3048x3048 landing range',
      'kitchen-u-shaped-3658x3048 landing range',
      'bathroom-powder-1524x1829 toilet-side toilet,vanity',
      'bathroom-powder-1524x2134 toilet-side toilet,vanity',
    ]);
  });

  it("a toilet's centre 12 in from the vanity beside it; a 24 in vanity in its place clears 15 in", () => {
    const doc = plan('bathroom-powder-1524x1829');
    expect(clearanceProblems(doc)).toEqual([
      {
        code: 'toilet-side',
        ids: ['toilet', 'vanity'],
        message: "The toilet's centre is 12 in from the fixture beside it; it needs 15 in.",
      },
    ]);
    expect(clearanceProblems(withFixture(doc, 'vanity', { width: 610 }))).toEqual([]);
  });

  it('a cabinet 12 in in front of a toilet leaves too little clear floor; the message says how much', () => {
    const doc = plan('bathroom-hall-2438x1524');
    const toilet = doc.fixtures.find((f) => f.id === 'toilet')!;
    // The toilet stands against the north wall, 700 mm deep: its front is at d − 700 = 824 mm.
    const blocked = adding(doc, box('stand', toilet.at.x, 824 - 305 - 300));
    expect(clearanceProblems(blocked)).toContainEqual({
      code: 'toilet-front',
      ids: ['toilet', 'stand'],
      message: 'Only 12 in is clear in front of the toilet; it needs 21 in.',
    });
  });

  it('a shower entry needs 24 in, a vanity 21 in', () => {
    const doc = plan('bathroom-three-quarter-2134x2134');
    const shower = doc.fixtures.find((f) => f.id === 'shower')!;
    // The shower is 914 mm deep off the north wall: its front at 2134 − 914 = 1220; a box 20 in off it.
    const tight = adding(doc, box('stand', shower.at.x, 1220 - 508 - 300));
    expect(clearanceProblems(tight).map((c) => [c.code, c.message])).toContainEqual([
      'shower-entry',
      "Only 20 in is clear in front of the shower's entry; it needs 24 in.",
    ]);
    expect(clearanceChecks(doc).find((c) => c.code === 'vanity-front')).toMatchObject({
      ok: true,
      ids: ['vanity'],
    });
  });

  it('a walkway under 36 in in front of a run is a problem; the corner cabinets of an L are not', () => {
    const doc = plan('kitchen-galley-3658x2438');
    expect(
      clearanceChecks(doc)
        .filter((c) => c.code === 'walkway')
        .every((c) => c.ok),
    ).toBe(true);
    // An island 24 in off the sink wall's cabinets (610 deep).
    const island = adding(doc, box('island', 1829, 610 + 610 + 300, 1200));
    const walkways = clearanceProblems(island).filter((c) => c.code === 'walkway');
    expect(walkways.length).toBeGreaterThan(0);
    expect(walkways[0].message).toBe('Only 24 in is clear in front of the cabinet; it needs 36 in.');
    expect(walkways.every((c) => c.ids.includes('island'))).toBe(true);
    expect(clearanceProblems(plan('kitchen-l-shaped-4267x4267'))).toEqual([]);
  });

  it('a range needs 15 in of counter on one side and 12 in on the other', () => {
    const checks = clearanceChecks(plan('kitchen-l-shaped-3048x3048')).filter((c) => c.code === 'landing');
    expect(checks).toEqual([
      {
        code: 'landing',
        ids: ['range'],
        ok: false,
        message:
          'The range has 21 in and 9 in of counter beside it; it needs 15 in on one side and 12 in on the other.',
      },
    ]);
    const roomy = clearanceChecks(plan('kitchen-galley-3658x2438')).find((c) => c.code === 'landing')!;
    expect(roomy.ok).toBe(true);
  });

  it('a dishwasher within 36 in of the sink; moved across the room it is not', () => {
    const doc = plan('kitchen-galley-3658x2438');
    expect(clearanceChecks(doc).find((c) => c.code === 'dishwasher-sink')).toMatchObject({
      ok: true,
      ids: ['dishwasher', 'sink'],
    });
    const far = withFixture(doc, 'dishwasher', { at: { x: 300, y: 2133 } });
    expect(clearanceProblems(far).find((c) => c.code === 'dishwasher-sink')?.message).toMatch(
      /^The dishwasher is \d+ in from the sink; it should be within 36 in\.$/,
    );
  });

  it('a hood narrower than the range under it', () => {
    const doc = plan('kitchen-galley-3658x2438');
    expect([...hoodsOver(doc.fixtures)]).toEqual([['hood', 'range']]);
    expect(clearanceProblems(withFixture(doc, 'hood', { width: 610 }))).toEqual([
      {
        code: 'hood-width',
        ids: ['hood', 'range'],
        message: 'The 24 in hood is narrower than the 30 in range under it.',
      },
    ]);
  });
});
