import { describe, expect, it } from 'vitest';
import { roomDocumentSchema } from './document.ts';
import { fitProblems } from './fit-checks.ts';
import { FLOOR_PLANS, floorPlanById } from './floor-plans.ts';
import { fixtureFootprint, measureSurface, polygonArea, roomOutline, sqftOf } from './geometry.ts';

describe('the floor plans', () => {
  it('there are over 50, each with its own id, across every layout the issue names', () => {
    expect(FLOOR_PLANS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(FLOOR_PLANS.map((p) => p.id)).size).toBe(FLOOR_PLANS.length);
    const layouts = new Set(FLOOR_PLANS.map((p) => `${p.kind}/${p.layout}`));
    for (const l of [
      'kitchen/galley',
      'kitchen/l-shaped',
      'kitchen/u-shaped',
      'kitchen/island',
      'kitchen/peninsula',
      'bathroom/powder',
      'bathroom/hall',
      'bathroom/three-quarter',
      'bathroom/primary',
      'living/living',
      'dining/dining',
      'laundry/laundry',
      'outdoor/patio',
      'outdoor/pool',
      'outdoor/turf',
    ])
      expect(layouts).toContain(l);
    expect(floorPlanById('bathroom-hall-2438x1524')?.name).toBe('Hall bath 8 × 5 ft');
    expect(floorPlanById('nope')).toBeNull();
  });

  it('every plan has a name of its own: two plans half a foot apart are named in feet and inches', () => {
    const names = FLOOR_PLANS.map((p) => p.name);
    expect(names).toHaveLength(62);
    expect(new Set(names).size).toBe(62);
    expect(floorPlanById('bathroom-powder-1524x1829')?.name).toBe('Powder room 5 × 6 ft');
    expect(floorPlanById('bathroom-powder-1676x1829')?.name).toBe('Powder room 5′ 6″ × 6′');
    expect(floorPlanById('bathroom-powder-1676x2134')?.doc.name).toBe('Powder room 5′ 6″ × 7′');
  });

  it.each(FLOOR_PLANS.map((p) => [p.id, p] as const))(
    '%s is a valid document that fits together',
    (_id, plan) => {
      expect(roomDocumentSchema.safeParse(plan.doc).error?.issues ?? []).toEqual([]);
      expect(fitProblems(plan.doc)).toEqual([]);
      // Every surface measures something, and no opening covers its whole surface.
      for (const s of plan.doc.surfaces) expect(measureSurface(plan.doc, s).netMm2, s.id).toBeGreaterThan(0);
      if (plan.kind === 'outdoor') return;
      const outline = roomOutline(plan.doc.walls);
      expect(outline).not.toBeNull();
      // The fixtures that cover the floor leave at least a third of it to walk on.
      const floor = plan.doc.surfaces.find((s) => s.kind === 'floor')!;
      expect(measureSurface(plan.doc, floor).netMm2).toBeGreaterThan(polygonArea(outline!) / 3);
      // Fixtures stand inside the room (fitProblems checks floor-standing ones; this checks lights and fans
      // too), give or take the half millimetre of an odd width centred on a whole millimetre.
      const [w, d] = [Math.max(...outline!.map((p) => p.x)), Math.max(...outline!.map((p) => p.y))];
      for (const f of plan.doc.fixtures) {
        for (const p of fixtureFootprint(f)) {
          expect(p.x, f.id).toBeGreaterThanOrEqual(-0.5);
          expect(p.y, f.id).toBeGreaterThanOrEqual(-0.5);
          expect(p.x, f.id).toBeLessThanOrEqual(w + 0.5);
          expect(p.y, f.id).toBeLessThanOrEqual(d + 0.5);
        }
      }
    },
  );

  it('the hall bath, worked out by hand: 8 × 5 ft less the 60 × 30 in tub and the 30 × 21 in vanity', () => {
    const plan = floorPlanById('bathroom-hall-2438x1524')!;
    const floor = plan.doc.surfaces.find((s) => s.id === 'floor')!;
    // 2438 × 1524 − 1524 × 762 (the tub) − 762 × 533 (the vanity); the toilet is tiled around, not under.
    const expected = 2438 * 1524 - 1524 * 762 - 762 * 533;
    expect(measureSurface(plan.doc, floor).netMm2).toBe(expected);
    expect(sqftOf(expected)).toBeCloseTo(23.12, 2);
  });

  it('a laundry room has wall cabinets over the washer, the dryer and the sink, clear of them', () => {
    for (const plan of FLOOR_PLANS.filter((p) => p.kind === 'laundry')) {
      const fixtures = plan.doc.fixtures;
      const walls = fixtures.filter((f) => f.kind === 'cabinet' && f.variant === 'wall');
      expect(walls.length, plan.id).toBeGreaterThan(0);
      const tallest = Math.max(
        ...fixtures
          .filter((f) => f.kind !== 'cabinet' && f.kind !== 'light')
          .map((f) => f.elevation + f.height),
      );
      expect(walls.every((f) => f.elevation >= tallest)).toBe(true);
      // They run along the machines' wall, from the corner.
      const washer = fixtures.find((f) => f.variant === 'washer')!;
      expect(walls.some((f) => Math.abs(f.at.x - washer.at.x) < 400)).toBe(true);
    }
  });
});
