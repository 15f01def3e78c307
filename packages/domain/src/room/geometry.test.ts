import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoomDocument, Surface } from './document.ts';
import { measureSurface, polygonArea, type Rect, roomOutline, sqftOf, unionArea } from './geometry.ts';
import { coveredBetween, coverProfile } from './rect-union.ts';
import { copingRing, sampleRoom } from './room.fixture.ts';

const surface = (doc: RoomDocument, id: string) => doc.surfaces.find((s) => s.id === id) as Surface;

describe('room measurements on the inner face, worked out by hand', () => {
  it('the floor: 3000 × 2400 mm = 7,200,000 mm² = 77.50 sq ft, perimeter 10.8 m', () => {
    const doc = sampleRoom();
    expect(measureSurface(doc, surface(doc, 'floor'))).toEqual({
      grossMm2: 7_200_000,
      netMm2: 7_200_000,
      perimeterMm: 10_800,
    });
    expect(sqftOf(7_200_000)).toBeCloseTo(77.5, 2);
  });

  it('a wall face: 3000 × 2438 less the 813 × 2032 door = 5,661,984 mm²', () => {
    const doc = sampleRoom();
    expect(measureSurface(doc, surface(doc, 'south-face'))).toMatchObject({
      grossMm2: 7_314_000,
      netMm2: 7_314_000 - 813 * 2032,
    });
  });

  it('a backsplash band: 2000 × 450 less the part of the window inside it (900 × 350)', () => {
    const doc = sampleRoom();
    expect(measureSurface(doc, surface(doc, 'backsplash'))).toMatchObject({
      grossMm2: 900_000,
      netMm2: 900_000 - 315_000,
    });
  });

  it('overlapping openings are taken off once', () => {
    const doc = sampleRoom();
    doc.openings.push(
      {
        id: 'w1',
        kind: 'window',
        wallId: 'east',
        offset: 0,
        width: 1000,
        bottom: 1000,
        height: 1000,
        swing: null,
      },
      {
        id: 'w2',
        kind: 'window',
        wallId: 'east',
        offset: 500,
        width: 1000,
        bottom: 1500,
        height: 500,
        swing: null,
      },
    );
    doc.surfaces.push({
      id: 'east-face',
      kind: 'wall',
      region: { type: 'wall', wallId: 'east', from: null, to: null, bottom: 0, top: null },
      product: null,
      pattern: 'straight',
      groutMm: 0,
    });
    // 1,000,000 + 500,000 − the 500 × 500 they share.
    expect(measureSurface(doc, surface(doc, 'east-face')).netMm2).toBe(2400 * 2438 - 1_250_000);
    expect(
      unionArea([
        { x0: 0, x1: 10, y0: 0, y1: 10 },
        { x0: 0, x1: 10, y0: 0, y1: 10 },
      ]),
    ).toBe(100);
  });

  it('a wall band beyond the wall is cut to the wall; a band on no wall measures nothing', () => {
    const doc = sampleRoom();
    const band: Surface = {
      ...surface(doc, 'south-face'),
      region: { type: 'wall', wallId: 'south', from: 2500, to: 9000, bottom: 2000, top: 9000 },
    };
    expect(measureSurface(doc, band).grossMm2).toBe(500 * 438);
    const lost = { ...band, region: { ...band.region, wallId: 'gone' } } as Surface;
    expect(measureSurface(doc, lost)).toEqual({ grossMm2: 0, netMm2: 0, perimeterMm: 0 });
  });

  it('an L-shaped floor and a pool coping ring (outline less the pool)', () => {
    const L = [
      { x: 0, y: 0 },
      { x: 4000, y: 0 },
      { x: 4000, y: 2000 },
      { x: 2000, y: 2000 },
      { x: 2000, y: 3000 },
      { x: 0, y: 3000 },
    ];
    expect(polygonArea(L)).toBe(10_000_000);
    expect(polygonArea([...L].reverse())).toBe(10_000_000);
    const doc = sampleRoom();
    const coping = copingRing();
    expect(measureSurface(doc, coping)).toEqual({
      grossMm2: 24_000_000,
      netMm2: 9_000_000,
      perimeterMm: 20_000,
    });
  });

  it('walls that do not close give no floor outline (and a floor of 0, never a wrong number)', () => {
    const doc = sampleRoom();
    doc.walls[3] = { ...doc.walls[3], b: { x: 0, y: 100 } };
    expect(roomOutline(doc.walls)).toBeNull();
    expect(measureSurface(doc, surface(doc, 'floor')).netMm2).toBe(0);
  });
});

describe('the floor under fixtures', () => {
  const tub = {
    id: 'tub',
    kind: 'tub' as const,
    at: { x: 762, y: 381 },
    rotation: 0,
    width: 1524,
    depth: 762,
    height: 508,
    elevation: 0,
    wallId: 'south',
    coversFloor: true,
    product: null,
  };
  const floorOf = (doc: RoomDocument) => measureSurface(doc, surface(doc, 'floor'));

  it('a tub in the corner takes its 1524 × 762 footprint off the floor; a freestanding range takes nothing', () => {
    const doc = sampleRoom();
    doc.fixtures.push(tub);
    expect(floorOf(doc)).toMatchObject({ grossMm2: 7_200_000, netMm2: 7_200_000 - 1524 * 762 });
  });

  it('overlapping fixtures and parts outside the walls are taken off once; a turned one by its turned footprint', () => {
    const doc = sampleRoom();
    // Half of this cabinet stands outside the east wall; the second tub overlaps the first by 500 × 762.
    doc.fixtures.push(
      tub,
      { ...tub, id: 'tub-2', at: { x: 762 + 1024, y: 381 } },
      {
        ...tub,
        id: 'cabinet',
        kind: 'cabinet',
        at: { x: 3000, y: 1500 },
        width: 600,
        depth: 600,
        rotation: 90,
      },
    );
    const covered = 1524 * 762 + 1024 * 762 + 300 * 600;
    expect(floorOf(doc).netMm2).toBe(7_200_000 - covered);
  });
});

const box = (x0: number, y0: number, x1: number, y1: number) => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

describe('plan holes: unioned and clipped to their outline', () => {
  // A 6000 × 4000 mm patio: 24,000,000 mm² gross.
  const patio = (holes: ReturnType<typeof box>[]): Surface => ({
    ...copingRing(),
    id: 'patio',
    kind: 'hardscape',
    region: { type: 'plan', outline: box(0, 0, 6000, 4000), holes, elevation: 0 },
  });

  it('two planters that overlap by 1000 × 1000 take off 4,000,000 + 3,000,000 − 1,000,000', () => {
    const holes = [box(1000, 1000, 3000, 3000), box(2000, 2000, 4000, 3500)];
    expect(measureSurface(sampleRoom(), patio(holes))).toEqual({
      grossMm2: 24_000_000,
      netMm2: 18_000_000,
      perimeterMm: 20_000,
    });
  });

  it('the same holes drawn clockwise and counter-clockwise still overlap once', () => {
    const holes = [box(1000, 1000, 3000, 3000).reverse(), box(2000, 2000, 4000, 3500)];
    expect(measureSurface(sampleRoom(), patio(holes)).netMm2).toBe(18_000_000);
  });

  it('a hole half outside the patio takes off only its inside 1000 × 1000', () => {
    expect(measureSurface(sampleRoom(), patio([box(5000, 1000, 7000, 2000)])).netMm2).toBe(23_000_000);
  });

  it('a hole covering the whole outline leaves nothing, never less', () => {
    expect(measureSurface(sampleRoom(), patio([box(-10, -10, 6010, 4010)])).netMm2).toBe(0);
  });
});

describe('wall openings: unioned and clipped to the band', () => {
  it('three windows on a 1500 mm band (900–1350): only their overlap with the band, once', () => {
    const doc = sampleRoom();
    const opening = { kind: 'window' as const, wallId: 'north', swing: null };
    doc.openings = [
      // 800 wide, its top 1200 inside the band: 800 × 300.
      { ...opening, id: 'a', offset: 0, width: 800, bottom: 0, height: 1200 },
      // 600 wide from 500, 1000–1600: the band holds 1000–1350, overlapping a over 500–800 × 1000–1200.
      { ...opening, id: 'b', offset: 500, width: 600, bottom: 1000, height: 600 },
      // Entirely above the band: takes nothing off it.
      { ...opening, id: 'c', offset: 0, width: 1500, bottom: 1400, height: 200 },
    ];
    const band: Surface = {
      id: 'band',
      kind: 'backsplash',
      region: { type: 'wall', wallId: 'north', from: 0, to: 1500, bottom: 900, top: 1350 },
      product: null,
      pattern: 'straight',
      groutMm: 0,
    };
    const covered = 800 * 300 + 600 * 350 - 300 * 200;
    expect(measureSurface(doc, band)).toMatchObject({ grossMm2: 1500 * 450, netMm2: 1500 * 450 - covered });
  });

  it('the union of any rectangles is what counting every square millimetre cell says', () => {
    const rect = fc
      .tuple(fc.nat(30), fc.nat(30), fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 15 }))
      .map(([x0, y0, w, h]): Rect => ({ x0, x1: x0 + w, y0, y1: y0 + h }));
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 12 }), (rects) => {
        let cells = 0;
        for (let x = 0; x < 45; x += 1)
          for (let y = 0; y < 45; y += 1)
            if (rects.some((r) => r.x0 <= x && x < r.x1 && r.y0 <= y && y < r.y1)) cells += 1;
        expect(unionArea(rects)).toBe(cells);
      }),
    );
  });

  it('any band of a wall: its share of the openings by one sweep per band height, as counting cells says', () => {
    const rect = fc
      .tuple(fc.nat(30), fc.nat(30), fc.integer({ min: 1, max: 15 }), fc.integer({ min: 1, max: 15 }))
      .map(([x0, y0, w, h]): Rect => ({ x0, x1: x0 + w, y0, y1: y0 + h }));
    const band = fc.tuple(fc.nat(44), fc.nat(44), fc.nat(44), fc.nat(44)).map(([a, b, c, d]) => ({
      x0: Math.min(a, b),
      x1: Math.max(a, b),
      y0: Math.min(c, d),
      y1: Math.max(c, d),
    }));
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 12 }), band, (rects, b) => {
        let cells = 0;
        for (let x = b.x0; x < b.x1; x += 1)
          for (let y = b.y0; y < b.y1; y += 1)
            if (rects.some((r) => r.x0 <= x && x < r.x1 && r.y0 <= y && y < r.y1)) cells += 1;
        const wall = { x0: 0, x1: 45, y0: b.y0, y1: b.y1 };
        expect(coveredBetween(coverProfile(rects, wall), b.x0, b.x1)).toBe(cells);
      }),
    );
  });
});
