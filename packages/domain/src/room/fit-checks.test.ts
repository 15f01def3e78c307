import { areaPaths, difference, FillRule, intersect } from 'clipper2-ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fixture, RoomDocument } from './document.ts';
import { distanceToWall, doorSwing, fitProblems } from './fit-checks.ts';
import { fixtureFootprint, halfMm2ToMm2, polygonArea, toHalfMm } from './geometry.ts';
import { sampleRoom } from './room.fixture.ts';

/** The sample room without its range, to place one fixture at a time. */
const empty = (): RoomDocument => ({ ...sampleRoom(), fixtures: [] });
const fixture = (over: Partial<Fixture>): Fixture => ({
  id: 'f',
  kind: 'vanity',
  at: { x: 1500, y: 1200 },
  rotation: 0,
  width: 600,
  depth: 500,
  height: 850,
  elevation: 0,
  wallId: null,
  coversFloor: true,
  product: null,
  ...over,
});

describe('fit checks', () => {
  it('the sample room (used across the tests) fits as it is', () => {
    expect(fitProblems(sampleRoom())).toEqual([]);
  });

  it('a vanity wider than its wall: 96 in on a 94 in wall', () => {
    const doc = empty();
    doc.fixtures = [fixture({ width: 2438, at: { x: 1219, y: 2150 }, wallId: 'west' })];
    // The west wall runs 2400 mm.
    expect(fitProblems(doc)).toEqual([
      { code: 'too-wide', message: 'The vanity (96 in) is wider than its wall (94 in).', ids: ['f', 'west'] },
    ]);
  });

  it('a fixture partly through a wall does not fit inside the room', () => {
    const doc = empty();
    doc.fixtures = [fixture({ at: { x: 2900, y: 1200 } })];
    expect(fitProblems(doc).map((p) => p.code)).toEqual(['outside-room']);
  });

  it('a toilet 12 in from a side wall is flagged; at 15 in it is not', () => {
    const doc = empty();
    const toilet = (x: number) =>
      fixture({ id: 't', kind: 'toilet', width: 380, depth: 700, at: { x, y: 2050 }, wallId: 'north' });
    doc.fixtures = [toilet(305)];
    expect(fitProblems(doc)).toEqual([
      {
        code: 'toilet-clearance',
        message: "The toilet's centre is 12 in from a side wall; it needs at least 15 in.",
        ids: ['t'],
      },
    ]);
    doc.fixtures = [toilet(381)];
    expect(fitProblems(doc)).toEqual([]);
  });

  it('a door swinging into a cabinet is flagged; one swinging out, or a cabinet clear of the swing, is not', () => {
    const doc = empty();
    // The door spans 300–1113 mm on the south wall, hinged at 1113 (in-left), sweeping 813 mm into the room.
    const swing = doorSwing(doc.openings[0], doc.walls[0])!;
    const quarterCircle = (Math.PI / 4) * 813 ** 2;
    expect(polygonArea(swing) / quarterCircle).toBeGreaterThan(0.99);
    expect(polygonArea(swing) / quarterCircle).toBeLessThanOrEqual(1);
    doc.fixtures = [fixture({ id: 'c', kind: 'cabinet', at: { x: 600, y: 500 } })];
    expect(fitProblems(doc)).toEqual([
      { code: 'door-swing', message: 'The door hits the cabinet as it opens.', ids: ['door', 'c'] },
    ]);
    doc.openings[0] = { ...doc.openings[0], swing: 'out-left' };
    expect(fitProblems(doc)).toEqual([]);
    doc.openings[0] = { ...doc.openings[0], swing: 'in-left' };
    doc.fixtures = [fixture({ id: 'c', kind: 'cabinet', at: { x: 2400, y: 1800 } })];
    expect(fitProblems(doc)).toEqual([]);
  });

  it('a door names the first fixture in its swing, once; a cabinet beside the swing but inside its box is clear', () => {
    const doc = empty();
    doc.fixtures = [
      // Inside the swing's bounding box (300–1113 × 0–813) but beyond the arc: its corner is 1050 mm from the hinge.
      fixture({ id: 'corner', kind: 'cabinet', at: { x: 300, y: 700 }, width: 200, depth: 200 }),
      fixture({ id: 'c1', kind: 'cabinet', at: { x: 600, y: 500 } }),
      fixture({ id: 'c2', kind: 'appliance', at: { x: 900, y: 400 }, width: 300, depth: 300 }),
    ];
    expect(fitProblems(doc)).toEqual([
      { code: 'door-swing', message: 'The door hits the cabinet as it opens.', ids: ['door', 'c1'] },
    ]);
  });

  it('in an L-shaped room (a wall corner poking into the floor), outside-room agrees with Clipper everywhere', () => {
    const corners = [
      [0, 0],
      [4000, 0],
      [4000, 2000],
      [2000, 2000],
      [2000, 3000],
      [0, 3000],
    ].map(([x, y]) => ({ x, y }));
    const doc: RoomDocument = {
      ...empty(),
      openings: [],
      walls: corners.map((a, i) => ({
        id: `w${i}`,
        a,
        b: corners[(i + 1) % 6],
        thickness: 114,
        height: null,
      })),
    };
    const cabinet = fc
      .tuple(fc.integer({ min: -300, max: 4300 }), fc.integer({ min: -300, max: 3300 }), fc.nat(359))
      .map(([x, y, rotation]) => fixture({ id: 'c', kind: 'cabinet', at: { x, y }, rotation }));
    fc.assert(
      fc.property(cabinet, (f) => {
        const outside = halfMm2ToMm2(
          areaPaths(difference([toHalfMm(fixtureFootprint(f))], [toHalfMm(corners)], FillRule.NonZero)),
        );
        const flagged = fitProblems({ ...doc, fixtures: [f] }).some((p) => p.code === 'outside-room');
        expect(flagged).toBe(outside > f.width + f.depth);
      }),
      { numRuns: 300 },
    );
  });

  it('a door swing hits a cabinet exactly when Clipper finds them overlapping, anywhere near the door', () => {
    const doc = empty();
    const swing = doorSwing(doc.openings[0], doc.walls[0])!;
    const cabinet = fc
      .tuple(fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 0, max: 1200 }), fc.nat(359))
      .map(([x, y, rotation]) => fixture({ id: 'c', kind: 'cabinet', at: { x, y }, rotation }));
    fc.assert(
      fc.property(cabinet, (f) => {
        const overlap = areaPaths(
          intersect([toHalfMm(swing)], [toHalfMm(fixtureFootprint(f))], FillRule.NonZero),
        );
        const flagged = fitProblems({ ...doc, fixtures: [f] }).some((p) => p.code === 'door-swing');
        expect(flagged).toBe(Math.abs(overlap) > 0);
      }),
      { numRuns: 300 },
    );
  });

  it('measures to a wall segment, not its endless line', () => {
    expect(distanceToWall({ x: 5, y: 5 }, { a: { x: 0, y: 0 }, b: { x: 10, y: 0 } })).toBe(5);
    expect(distanceToWall({ x: 13, y: 4 }, { a: { x: 0, y: 0 }, b: { x: 10, y: 0 } })).toBe(5);
  });
});
