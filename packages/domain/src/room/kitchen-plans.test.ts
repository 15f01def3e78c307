import { describe, expect, it } from 'vitest';
import { cabinetRow, freeSpans, stockWidths } from './cabinet-runs.ts';
import type { Fixture, RoomDocument } from './document.ts';
import { FLOOR_PLANS, floorPlanById } from './floor-plans.ts';
import { fixtureFootprint, MM_PER_IN } from './geometry.ts';
import { WALL_CABINET } from './kitchen-plans.ts';

const inches = (f: Fixture) => Math.round((f.width / MM_PER_IN) * 10) / 10;
const cabinets = (doc: RoomDocument, variant: 'base' | 'wall') =>
  doc.fixtures.filter((f) => f.kind === 'cabinet' && f.variant === variant);
/** [min, max] of a fixture's footprint along x and y. */
const box = (f: Fixture) => {
  const pts = fixtureFootprint(f);
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
};
const overlaps = (a: Fixture, b: Fixture) => {
  const [p, q] = [box(a), box(b)];
  return p.x0 < q.x1 - 1 && q.x0 < p.x1 - 1 && p.y0 < q.y1 - 1 && q.y0 < p.y1 - 1;
};
const vertical = (f: Fixture): [number, number] => [f.elevation, f.elevation + f.height];
const stacked = (a: Fixture, b: Fixture) => {
  const [p, q] = [vertical(a), vertical(b)];
  return p[0] < q[1] - 1 && q[0] < p[1] - 1;
};

describe('stock cabinet widths', () => {
  it('fill a run with as few boxes as 36 in allows, each 9–48 in by 3 in, under 3 in left for a filler', () => {
    expect(stockWidths(54 * MM_PER_IN)).toEqual([27, 27]);
    expect(stockWidths(57.01 * MM_PER_IN)).toEqual([30, 27]);
    expect(stockWidths(21.02 * MM_PER_IN)).toEqual([21]);
    expect(stockWidths(36 * MM_PER_IN)).toEqual([36]);
    expect(stockWidths(8.9 * MM_PER_IN)).toEqual([]);
    expect(stockWidths(110 * MM_PER_IN)).toEqual([36, 36, 36]);
    for (let mm = 229; mm < 6000; mm += 37) {
      const widths = stockWidths(mm);
      const total = widths.reduce((a, b) => a + b, 0);
      expect(total * MM_PER_IN).toBeLessThanOrEqual(mm + 1e-6);
      expect(mm / MM_PER_IN - total).toBeLessThan(3);
      for (const w of widths) expect(w % 3 === 0 && w >= 9 && w <= 48, `${mm}: ${widths}`).toBe(true);
    }
  });

  it('never run past their span, though each box is rounded to the millimetre', () => {
    // 75 in (1,905 mm) takes 27 + 24 + 24 in: 686 + 610 + 610 = 1,906 mm, one too many; the last gives it back.
    const row = cabinetRow({ w: 3000, d: 3000 }, 'wall', 's', [[965, 2870]], 'wall', WALL_CABINET);
    expect(row.map((f) => f.width)).toEqual([686, 610, 609]);
    expect(Math.max(...row.flatMap((f) => fixtureFootprint(f).map((p) => p.x)))).toBeLessThanOrEqual(2870);
  });

  it('leave out what appliances take from a run', () => {
    expect(
      freeSpans(0, 100, [
        [60, 80],
        [20, 30],
      ]),
    ).toEqual([
      [0, 20],
      [30, 60],
      [80, 100],
    ]);
    expect(freeSpans(0, 100, [[0, 100]])).toEqual([]);
  });
});

describe('kitchen plans dressed as a kitchen is built', () => {
  it('a 12 × 8 ft galley: base cabinets between the appliances, wall cabinets beside the window and hood, worked out by hand', () => {
    const doc = floorPlanById('kitchen-galley-3658x2438')!.doc;
    // Sink wall 144 in: a 36 in sink base at the middle (54–90 in), a 24 in dishwasher (90–114), so 54 in
    // left of it (2 × 27) and 30 in right of it. Cooking wall: 57 in to the range (30 + 27) and 21 in
    // between the range and the 36 in refrigerator.
    expect(cabinets(doc, 'base').map((f) => [f.id, inches(f)])).toEqual([
      ['base-s-1', 27],
      ['base-s-2', 27],
      ['base-s-3', 30],
      ['sink-base', 36],
      ['base-n-1', 30],
      ['base-n-2', 27],
      ['base-n-3', 21],
    ]);
    // Wall cabinets: 54 in either side of the 36 in window; none over the range (its hood) or the refrigerator.
    expect(cabinets(doc, 'wall').map((f) => inches(f))).toEqual([27, 27, 27, 27, 30, 27, 21]);
    const appliances = doc.fixtures.filter((f) => f.kind === 'appliance').map((f) => [f.variant, inches(f)]);
    expect(appliances).toEqual([
      ['dishwasher', 24],
      ['range', 30],
      ['hood', 30],
      ['refrigerator', 36],
    ]);
    // The cooking wall's counter stops at the range and the refrigerator: 57 and 21 in, no top over either.
    const counters = doc.surfaces.filter((s) => s.kind === 'countertop').map((s) => s.id);
    expect(counters).toEqual(['counter-s', 'counter-n', 'counter-n-2']);
    const splash = doc.surfaces.find((s) => s.id === 'backsplash-n')!;
    expect(splash.region).toMatchObject({ type: 'wall', from: 914, to: 3658 });
  });

  it('a 10 × 10 ft U: the third wall ends in a 24 in pantry, and its counter and backsplash stop at it', () => {
    const doc = floorPlanById('kitchen-u-shaped-3048x3048')!.doc;
    // 610 → 2438 mm (71.97 in) of base cabinets: 69 in in stock widths, 36 + 33; the pantry 2438 → 3048.
    const east = doc.fixtures.filter((f) => f.wallId === 'e');
    expect(east.map((f) => [f.id, f.variant, inches(f)])).toEqual([
      ['base-e-1', 'base', 36],
      ['base-e-2', 'base', 33],
      ['wall-e-1', 'wall', 36],
      ['wall-e-2', 'wall', 33],
      ['pantry-e', 'tall', 24],
    ]);
    const counter = doc.surfaces.find((s) => s.id === 'counter-e')!;
    expect(counter.region.type === 'plan' && Math.max(...counter.region.outline.map((p) => p.y))).toBe(2438);
    expect(doc.surfaces.find((s) => s.id === 'backsplash-e')!.region).toMatchObject({ from: 635, to: 2438 });
  });

  it.each(FLOOR_PLANS.filter((p) => p.kind === 'kitchen').map((p) => [p.id, p] as const))(
    '%s: no two fixtures stand in each other, no countertop over a range or refrigerator, no wall cabinet over the window',
    (_id, plan) => {
      const { fixtures, surfaces, openings } = plan.doc;
      const solid = fixtures.filter((f) => ['cabinet', 'appliance'].includes(f.kind));
      for (const a of solid)
        for (const b of solid)
          if (a.id < b.id) expect(overlaps(a, b) && stacked(a, b), `${a.id} / ${b.id}`).toBe(false);
      for (const f of fixtures.filter((g) => ['range', 'refrigerator', 'tall'].includes(g.variant ?? ''))) {
        const b = box(f);
        for (const s of surfaces.filter((t) => t.kind === 'countertop' && t.region.type === 'plan')) {
          if (s.region.type !== 'plan') continue;
          const xs = s.region.outline.map((p) => p.x);
          const ys = s.region.outline.map((p) => p.y);
          const hit =
            Math.min(...xs) < b.x1 - 1 &&
            b.x0 < Math.max(...xs) - 1 &&
            Math.min(...ys) < b.y1 - 1 &&
            b.y0 < Math.max(...ys) - 1;
          expect(hit, `${s.id} over ${f.id}`).toBe(false);
        }
      }
      const window = openings.find((o) => o.kind === 'window')!;
      for (const f of cabinets(plan.doc, 'wall').filter((g) => g.wallId === window.wallId)) {
        const b = box(f);
        expect(b.x1 <= window.offset + 1 || b.x0 >= window.offset + window.width - 1, f.id).toBe(true);
      }
      for (const f of fixtures.filter((g) => g.kind === 'cabinet')) {
        expect(f.variant, f.id).toBeDefined();
        expect(Math.round(f.width / MM_PER_IN) % 3, f.id).toBe(0);
      }
    },
  );
});
