import { describe, expect, it } from 'vitest';
import type { Point, RoomDocument, Surface } from './document.ts';
import { FLOOR_PLANS } from './floor-plans.ts';
import { copingRing, sampleRoom } from './room.fixture.ts';
import { crossesItself, ROOM_MESSAGES, roomProblems } from './room-validity.ts';

const pts = (...xy: [number, number][]): Point[] => xy.map(([x, y]) => ({ x, y }));
const square = (x0: number, y0: number, x1: number, y1: number) =>
  pts([x0, y0], [x1, y0], [x1, y1], [x0, y1]);

/** The sample room (3000 × 2400, walls 2438 high) with a 6000 × 4000 coping ring whose region is `region`. */
function withPlan(region: Partial<Extract<Surface['region'], { type: 'plan' }>>): RoomDocument {
  const doc = sampleRoom();
  const ring = copingRing();
  doc.surfaces.push({ ...ring, region: { ...(ring.region as object), ...region } as Surface['region'] });
  return doc;
}
const planIndex = sampleRoom().surfaces.length;

describe('a room that can be measured', () => {
  it('every floor plan we ship, and the sample room with its coping ring, have no problems', () => {
    for (const plan of FLOOR_PLANS) expect(roomProblems(plan.doc), plan.id).toEqual([]);
    expect(roomProblems(withPlan({}))).toEqual([]);
  });

  it('a hole partly outside its outline is fine (it is clipped); an open plan without a floor is fine', () => {
    expect(roomProblems(withPlan({ holes: [square(5000, 1000, 7000, 2000)] }))).toEqual([]);
    const patio = { ...withPlan({}), walls: [], openings: [] };
    patio.surfaces = patio.surfaces.filter((s) => s.region.type === 'plan');
    expect(roomProblems(patio)).toEqual([]);
  });
});

describe('refused on the field that is wrong', () => {
  it('a bow-tie outline (0,0 → 4000,4000 → 4000,0 → 0,4000) crosses itself', () => {
    const bowTie = pts([0, 0], [4000, 4000], [4000, 0], [0, 4000]);
    expect(crossesItself(bowTie)).toBe(true);
    expect(crossesItself(square(0, 0, 10, 10))).toBe(false);
    expect(roomProblems(withPlan({ outline: bowTie, holes: [] }))).toEqual([
      { path: ['surfaces', planIndex, 'region', 'outline'], message: ROOM_MESSAGES.outlineCrosses },
    ]);
  });

  it('a pentagram (its centre wound twice) crosses itself; an outline along a line has no area', () => {
    const star = pts([0, 1000], [588, -809], [-951, 309], [951, 309], [-588, -809]);
    expect(crossesItself(star)).toBe(true);
    expect(roomProblems(withPlan({ outline: pts([0, 0], [1000, 0], [2000, 0]), holes: [] }))).toEqual([
      { path: ['surfaces', planIndex, 'region', 'outline'], message: ROOM_MESSAGES.outlineEmpty },
    ]);
  });

  it('a self-crossing hole, and a hole wholly outside its outline, each on its own path', () => {
    const doc = withPlan({
      holes: [pts([500, 500], [1500, 1500], [1500, 500], [500, 1500]), square(7000, 0, 8000, 1000)],
    });
    expect(roomProblems(doc)).toEqual([
      { path: ['surfaces', planIndex, 'region', 'holes', 0], message: ROOM_MESSAGES.holeCrosses },
      { path: ['surfaces', planIndex, 'region', 'holes', 1], message: ROOM_MESSAGES.holeOutside },
    ]);
  });

  it('walls that do not close, when the room has a floor to measure', () => {
    const doc = sampleRoom();
    doc.walls[3] = { ...doc.walls[3], b: { x: 0, y: 100 } };
    expect(roomProblems(doc)).toEqual([{ path: ['walls'], message: ROOM_MESSAGES.wallsOpen }]);
  });

  it('walls that close but cross each other', () => {
    const doc = sampleRoom();
    // 0,0 → 3000,2400 → 3000,0 → 0,2400 → back: a bow tie of four walls.
    const corners = pts([0, 0], [3000, 2400], [3000, 0], [0, 2400]);
    doc.walls = doc.walls.map((w, i) => ({ ...w, a: corners[i], b: corners[(i + 1) % 4] }));
    doc.openings = [];
    expect(roomProblems(doc)).toContainEqual({ path: ['walls'], message: ROOM_MESSAGES.wallsCross });
  });

  it('an opening wider or taller than its wall, or running off its end or top', () => {
    const doc = sampleRoom();
    const window = { ...doc.openings[0], kind: 'window' as const, wallId: 'south', swing: null };
    // The south wall is 3000 long and 2438 high.
    doc.openings = [
      { ...window, id: 'wide', offset: 0, width: 3200, bottom: 0, height: 1000 },
      { ...window, id: 'off-end', offset: 2500, width: 600, bottom: 0, height: 1000 },
      { ...window, id: 'tall', offset: 0, width: 500, bottom: 0, height: 2500 },
      { ...window, id: 'off-top', offset: 0, width: 500, bottom: 2000, height: 500 },
    ];
    expect(roomProblems(doc)).toEqual([
      { path: ['openings', 0, 'width'], message: ROOM_MESSAGES.openingTooWide },
      { path: ['openings', 1, 'offset'], message: ROOM_MESSAGES.openingPastEnd },
      { path: ['openings', 2, 'height'], message: ROOM_MESSAGES.openingTooTall },
      { path: ['openings', 3, 'bottom'], message: ROOM_MESSAGES.openingPastTop },
    ]);
  });

  it('a wall band that lies beyond its wall', () => {
    const doc = sampleRoom();
    const i = doc.surfaces.findIndex((s) => s.id === 'backsplash');
    doc.surfaces[i] = {
      ...doc.surfaces[i],
      region: { type: 'wall', wallId: 'north', from: 3500, to: 4000, bottom: 0, top: null },
    };
    expect(roomProblems(doc)).toEqual([
      { path: ['surfaces', i, 'region'], message: ROOM_MESSAGES.bandOffWall },
    ]);
  });
});
