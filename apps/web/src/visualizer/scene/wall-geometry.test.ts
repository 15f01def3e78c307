import { type Rect, unionArea } from '@app/domain/room/geometry';
import { rectWalls } from '@app/domain/room/plan-builder';
import { describe, expect, it } from 'vitest';
import { rectMinusRects, slabEnds, wallFrame } from './wall-geometry.ts';

const area = (rs: Rect[]) => rs.reduce((sum, r) => sum + (r.x1 - r.x0) * (r.y1 - r.y0), 0);
const overlaps = (p: Rect, q: Rect) => p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1;

describe('rectMinusRects', () => {
  const wall = { x0: 0, x1: 3000, y0: 0, y1: 2438 };

  it('leaves the wall less a door at the floor and a window, in pieces that do not overlap', () => {
    const door = { x0: 300, x1: 1113, y0: 0, y1: 2032 };
    const window = { x0: 1500, x1: 2400, y0: 1000, y1: 2000 };
    const pieces = rectMinusRects(wall, [door, window]);
    expect(area(pieces)).toBe(area([wall]) - area([door, window]));
    for (const p of pieces) for (const q of pieces) if (p !== q) expect(overlaps(p, q)).toBe(false);
    for (const p of pieces) expect(overlaps(p, door) || overlaps(p, window)).toBe(false);
  });

  it('counts overlapping cuts and cuts past the edge once, and merges what lines up', () => {
    const cuts = [
      { x0: -100, x1: 500, y0: 2000, y1: 3000 },
      { x0: 400, x1: 900, y0: 1800, y1: 2438 },
    ];
    const pieces = rectMinusRects(wall, cuts);
    expect(area(pieces)).toBe(
      area([wall]) - unionArea(cuts.map((c) => ({ ...c, x0: Math.max(0, c.x0), y1: 2438 }))),
    );
    expect(rectMinusRects(wall, [])).toEqual([wall]);
  });
});

describe('wallFrame', () => {
  it('puts the frame at the wall end b with +z towards the room', () => {
    const [south, east] = rectWalls(3000, 2400);
    const s = wallFrame(south);
    expect(s.position[0]).toBe(3);
    // The room is at plan +y of the south wall (three -z) and at plan -x of the east wall.
    expect(s.normal[2]).toBeCloseTo(-1);
    expect(wallFrame(east).normal[0]).toBeCloseTo(-1);
    // The frame's +z, turned by its rotation, is that normal.
    expect([Math.sin(s.rotationY), Math.cos(s.rotationY)]).toEqual([
      expect.closeTo(s.normal[0]),
      expect.closeTo(s.normal[2]),
    ]);
  });
});

describe('slabEnds', () => {
  it('runs each wall of a rectangle past both corners by its neighbour’s thickness', () => {
    const walls = rectWalls(3000, 2400);
    expect(slabEnds(walls, 0, true)).toEqual({ atA: 114, atB: 114 });
    expect(slabEnds(walls, 0, false)).toEqual({ atA: 0, atB: 0 });
  });
});
