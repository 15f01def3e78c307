import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessoryNeeds } from './accessories.ts';
import { billOfMaterials, type SellUnit } from './bill-of-materials.ts';
import type { LayingPattern, ProductRef, RoomDocument } from './document.ts';
import { floorPlanById } from './floor-plans.ts';
import { copingRing, sampleRoom } from './room.fixture.ts';
import { sellUnitOf } from './sell-units.ts';
import { groutPounds, thinsetBags, trowelFor } from './setting-materials.ts';

const TILE: ProductRef = { product: 'tile12', sizeId: 1 };
const box = (coverageSqft: number, w = 12, l = 12): Extract<SellUnit, { kind: 'area' }> => ({
  kind: 'area',
  unitName: 'Box',
  coverageSqft,
  tileWidthIn: w,
  tileLengthIn: l,
});
const only = (sell: SellUnit) => (p: ProductRef) => (p.product === TILE.product ? sell : null);

function withFloor(pattern: LayingPattern, alsoSouthWall = false): RoomDocument {
  const doc = sampleRoom();
  doc.surfaces = doc.surfaces.map((s) =>
    s.id === 'floor' || (alsoSouthWall && s.id === 'south-face') ? { ...s, product: TILE, pattern } : s,
  );
  return doc;
}

describe('bill of materials, worked out by hand', () => {
  it('a 3000 × 2400 mm floor of 12 × 12 in tile, straight: 77.50 sq ft + 10% = 85.25 ÷ 15 = 5.68 → 6 boxes', () => {
    const [line] = billOfMaterials(withFloor('straight'), only(box(15)));
    expect(line).toMatchObject({ product: TILE, kind: 'area', units: 6, unitName: 'Box' });
    expect(line.steps).toEqual([
      'floor: 77.50 sq ft + 10% waste = 85.25 sq ft',
      '85.25 sq ft ÷ 15 sq ft per box = 5.68 → 6',
    ]);
  });

  it('herringbone wastes 20%: 93.00 sq ft ÷ 10.5 = 8.86 → 9 boxes', () => {
    const [line] = billOfMaterials(withFloor('herringbone'), only(box(10.5, 3, 12)));
    expect(line.units).toBe(9);
    expect(line.surfaces[0]).toMatchObject({ wastePercent: 20 });
    expect(line.steps[1]).toBe('93.00 sq ft ÷ 10.5 sq ft per box = 8.86 → 9');
  });

  it('a tile over 24 in wastes 5 points more: 24 × 48 straight is 15%', () => {
    const [line] = billOfMaterials(withFloor('straight'), only(box(15.5, 24, 48)));
    expect(line.surfaces[0].wastePercent).toBe(15);
    expect(line.units).toBe(6); // 89.13 ÷ 15.5 = 5.75
  });

  it('one product on two surfaces is summed first, then rounded: 10 boxes, not 6 + 5', () => {
    const [line] = billOfMaterials(withFloor('straight', true), only(box(16)));
    // Floor 85.25 + south wall (60.95 sq ft less nothing more: the door is already out) 67.04 = 152.29 ÷ 16.
    expect(line.surfaces.map((s) => s.surfaceId)).toEqual(['floor', 'south-face']);
    expect(line.steps[2]).toBe('152.29 sq ft ÷ 16 sq ft per box = 9.52 → 10');
    expect(line.units).toBe(10);
  });

  it('pool coping by the water edge, not the ring’s outer edge: 32 pieces + 10% → 36 (coping.test.ts)', () => {
    const doc = sampleRoom();
    doc.surfaces.push(copingRing({ product: 'coping', sizeId: 2 }));
    const lines = billOfMaterials(doc, (p) =>
      p.product === 'coping'
        ? { kind: 'linear', unitName: 'Piece', pieceLengthIn: 24, pieceDepthIn: 12 }
        : null,
    );
    // Before: the outer edge, 65.62 ft ÷ 24 in → 33, and no surface named beside it.
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'linear',
        units: 36,
        surfaces: [expect.objectContaining({ surfaceId: 'coping' })],
      }),
    ]);
    expect(lines[0].steps.at(-1)).toBe('32 pieces + 10% breakage and fitting = 35.20 → 36');
  });

  it('fixtures are one piece each, whatever surfaces say; unknown products and empty surfaces are left out', () => {
    const doc = sampleRoom();
    const range = { product: 'range', sizeId: 9 };
    doc.fixtures.push({ ...doc.fixtures[0], id: 'range-2' });
    doc.fixtures = doc.fixtures.map((f) => ({ ...f, product: range }));
    const lines = billOfMaterials(doc, (p) =>
      p.product === 'range' ? { kind: 'piece', unitName: 'Piece' } : null,
    );
    expect(lines).toEqual([
      expect.objectContaining({ product: range, kind: 'piece', units: 2, fixtures: ['range', 'range-2'] }),
    ]);
  });
});

describe('countertops by the slab', () => {
  it('a 12 × 8 ft galley: the 144.02 in sink run in 2 pieces with a seam, the cooking run stopped by the range and the refrigerator, on 126 × 63 in slabs → 2', () => {
    // 3658 mm = 144.02 in; + 2 × 1 in cut allowance = 146.02 > 126 → 2 pieces of 72.01 + 2 = 74.01 in; 25 + 2 = 27 in
    // deep. The cooking run stops at the 30 in range and the 36 in refrigerator: 1448 mm = 57.01 in to the
    // range, 534 mm = 21.02 in between them (shorter than deep, so cut 27 × 23.02 in). 4 pieces, 2 slabs.
    const plan = floorPlanById('kitchen-galley-3658x2438')!;
    const QUARTZ = { product: 'quartz', sizeId: 5 };
    const doc = {
      ...plan.doc,
      surfaces: plan.doc.surfaces.map((s) => (s.kind === 'countertop' ? { ...s, product: QUARTZ } : s)),
    };
    const lines = billOfMaterials(doc, (p) =>
      p.product === 'quartz'
        ? sellUnitOf(
            { unit: 'Slab', boxSqft: 55, widthSize: '126', heightSize: '63', lengthSize: null },
            'surface',
          )
        : null,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'slab',
        units: 2,
        seams: 1,
        // The slab line names the runs it covers, so the parts list shows the slab beside them.
        surfaces: [
          expect.objectContaining({ surfaceId: 'counter-s', wastePercent: 0 }),
          expect.objectContaining({ surfaceId: 'counter-n', wastePercent: 0 }),
          expect.objectContaining({ surfaceId: 'counter-n-2', wastePercent: 0 }),
        ],
      }),
    ]);
    expect(lines[0].steps.slice(0, 3)).toEqual([
      'counter-s: 144.02 + 2 × 1 in = 146.02 in > 126 in slab → 2 pieces of 74.01 × 27 in, 1 seam',
      'counter-n: 57.01 + 2 × 1 in = 59.01 in within the 126 in slab → 1 piece of 59.01 × 27 in',
      'counter-n-2: 25 + 2 × 1 in = 27 in within the 126 in slab → 1 piece of 27 × 23.02 in',
    ]);
    expect(lines[0].steps.at(-1)).toBe('4 pieces in rows across 126 × 63 in slabs → 2, 1 seam');
  });
});

describe('waste by pattern: planks never take the large-format 5%', () => {
  // The sample floor: 3000 × 2400 mm = 7,200,000 mm² = 77.50 sq ft.
  const plank = (w: number, l: number): SellUnit => ({ ...box(23.4, w, l), laid: 'plank' });
  it.each([
    // 77.50 × 1.10 = 85.25 ÷ 23.4 = 3.64 → 4
    ['straight', 10, '85.25 sq ft ÷ 23.4 sq ft per box = 3.64 → 4'],
    // brick (staggered) is straight for a plank
    ['brick', 10, '85.25 sq ft ÷ 23.4 sq ft per box = 3.64 → 4'],
    // 77.50 × 1.15 = 89.13 ÷ 23.4 = 3.81 → 4
    ['diagonal', 15, '89.13 sq ft ÷ 23.4 sq ft per box = 3.81 → 4'],
    // 77.50 × 1.20 = 93.00 ÷ 23.4 = 3.97 → 4
    ['herringbone', 20, '93.00 sq ft ÷ 23.4 sq ft per box = 3.97 → 4'],
  ] as const)('a 7 × 72 in plank laid %s wastes %i%%', (pattern, waste, step) => {
    const [line] = billOfMaterials(withFloor(pattern), only(plank(7, 72)));
    expect(line.surfaces[0].wastePercent).toBe(waste);
    expect(line.steps[1]).toBe(step);
  });

  it('the catalogue decides: a Hardwood 7 × 72 in size is a plank (10%), a 24 × 48 in floor tile a tile (15%)', () => {
    const wood = sellUnitOf(
      {
        unit: 'Box',
        boxSqft: 23.4,
        widthSize: '7',
        heightSize: null,
        lengthSize: '72',
        category: 'Hardwood Flooring',
      },
      'surface',
    )!;
    const tile = sellUnitOf(
      { unit: 'Box', boxSqft: 15.5, widthSize: '24', heightSize: '48', lengthSize: null, pattern: 'tile' },
      'surface',
    )!;
    expect(billOfMaterials(withFloor('straight'), only(wood))[0].surfaces[0].wastePercent).toBe(10);
    expect(billOfMaterials(withFloor('straight'), only(tile))[0].surfaces[0].wastePercent).toBe(15);
  });
});

describe('tiles sold by the piece', () => {
  it('24 × 48 in porcelain by the piece: ceil(77.50 × 1.15 ÷ 8) = 12 pieces, with grout and thinset', () => {
    // Net 77.50 sq ft; a tile over 24 in: 10% + 5% = 15% → 89.13 sq ft; a piece is 24 × 48 / 144 = 8 sq ft;
    // 89.13 ÷ 8 = 11.14 → 12 pieces.
    const sell = sellUnitOf(
      {
        unit: 'Piece',
        boxSqft: null,
        widthSize: '24',
        heightSize: '48',
        lengthSize: null,
        category: 'Tile Flooring',
      },
      'surface',
    )!;
    const doc = withFloor('straight');
    const lines = billOfMaterials(doc, only(sell));
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'area',
        units: 12,
        unitName: 'Piece',
        steps: [
          'floor: 77.50 sq ft + 15% waste = 89.13 sq ft',
          '89.13 sq ft ÷ 8 sq ft per piece (24 × 48 in) = 11.14 → 12',
        ],
      }),
    ]);
    // Grout: 77.50 sq ft × (48 + 24)/(48 × 24) × 0.118 in joint × 3/8 in × 144/1728 × 95 lb/ft³ = 1.7 lb → 1 bag;
    // thinset: a 48 in tile takes the 1/2 × 1/2 in notch, 38 sq ft a bag: 77.50 ÷ 38 = 2.04 → 3 bags.
    const needs = accessoryNeeds(doc, lines, () => ({
      category: 'Tile Flooring',
      tileWidthIn: 24,
      tileLengthIn: 48,
    }));
    expect(needs.map((n) => [n.kind, n.units, n.steps.at(-1)])).toEqual([
      ['grout', 1, '1.7 lb ÷ 25 lb per bag → 1'],
      ['thinset', 3, '77.50 sq ft with a 1/2 × 1/2 in notch ÷ 38 sq ft per bag → 3'],
      ['transition', 1, 'door: 32.0 in doorway ÷ 36 in strips → 1'],
    ]);
  });
});

describe('setting materials: the formulas reproduce the manufacturers’ charts', () => {
  it('grout: 12 × 12 × 3/8 in tile with a 1/8 in joint, a 25 lb bag covers about 395 sq ft', () => {
    const perBag = 25 / groutPounds(1, { lengthIn: 12, widthIn: 12, thicknessIn: 0.375 }, 0.125);
    expect(perBag).toBeGreaterThan(380);
    expect(perBag).toBeLessThan(410);
    // Smaller tiles have more joint per square foot: a 2 × 2 mosaic takes six times as much.
    const mosaic = groutPounds(1, { lengthIn: 2, widthIn: 2, thicknessIn: 0.375 }, 0.125);
    expect(mosaic / groutPounds(1, { lengthIn: 12, widthIn: 12, thicknessIn: 0.375 }, 0.125)).toBeCloseTo(
      6,
      5,
    );
  });

  it('thinset: 1/4 × 1/4 notch ~90, 1/4 × 3/8 ~65, 1/2 × 1/2 ~38 sq ft per 50 lb bag', () => {
    expect(trowelFor(4).sqftPer50lb).toBe(90);
    expect(trowelFor(12).sqftPer50lb).toBe(65);
    expect(trowelFor(24).sqftPer50lb).toBe(38);
    expect(thinsetBags(85.25, 12)).toBe(2);
    expect(thinsetBags(90, 4)).toBe(1);
    expect(thinsetBags(0, 24)).toBe(0);
  });
});

/** A rectangular room of random size with a door on its south wall, tiled on the floor and that wall. */
const rooms = fc
  .record({
    width: fc.integer({ min: 1500, max: 12_000 }),
    depth: fc.integer({ min: 1500, max: 12_000 }),
    height: fc.integer({ min: 2200, max: 3600 }),
    doorAt: fc.integer({ min: 0, max: 600 }),
    doorWidth: fc.integer({ min: 600, max: 900 }),
    floor: fc.constantFrom<LayingPattern>('straight', 'brick', 'diagonal', 'herringbone'),
    wall: fc.constantFrom<LayingPattern>('straight', 'brick', 'diagonal', 'herringbone'),
    coverage: fc.constantFrom(9.8, 10.5, 10.76, 15, 15.5, 16, 22.4),
    longSide: fc.constantFrom(2, 12, 24, 48),
  })
  .map((r) => {
    const doc = sampleRoom();
    const [w, d] = [r.width, r.depth];
    doc.ceilingHeight = r.height;
    doc.walls = [
      { ...doc.walls[0], a: { x: 0, y: 0 }, b: { x: w, y: 0 } },
      { ...doc.walls[1], a: { x: w, y: 0 }, b: { x: w, y: d } },
      { ...doc.walls[2], a: { x: w, y: d }, b: { x: 0, y: d } },
      { ...doc.walls[3], a: { x: 0, y: d }, b: { x: 0, y: 0 } },
    ];
    doc.openings = [{ ...doc.openings[0], offset: r.doorAt, width: r.doorWidth, height: 2000 }];
    doc.surfaces = [
      { ...doc.surfaces[0], product: TILE, pattern: r.floor },
      { ...doc.surfaces[1], product: TILE, pattern: r.wall },
    ];
    return { doc, sell: box(r.coverage, 12, r.longSide) };
  });

describe('bill of materials: properties', () => {
  it('units are whole, never negative, and cover the area with its waste', () => {
    fc.assert(
      fc.property(rooms, ({ doc, sell }) => {
        const [line] = billOfMaterials(doc, only(sell));
        const needed = line.surfaces.reduce((sum, s) => sum + s.withWasteSqft, 0);
        expect(Number.isInteger(line.units)).toBe(true);
        expect(line.units).toBeGreaterThanOrEqual(0);
        expect(line.units * (sell as { coverageSqft: number }).coverageSqft).toBeGreaterThanOrEqual(
          needed - 1e-6,
        );
        // …and never a whole unit more than that.
        expect((line.units - 1) * (sell as { coverageSqft: number }).coverageSqft).toBeLessThan(needed);
      }),
    );
  });

  it('adding a window never raises a quantity', () => {
    fc.assert(
      fc.property(rooms, fc.integer({ min: 0, max: 1000 }), ({ doc, sell }, at) => {
        const before = billOfMaterials(doc, only(sell))[0].units;
        const windowed = {
          ...doc,
          openings: [
            ...doc.openings,
            {
              id: 'win',
              kind: 'window' as const,
              wallId: 'south',
              offset: at,
              width: 500,
              bottom: 900,
              height: 900,
              swing: null,
            },
          ],
        };
        expect(billOfMaterials(windowed, only(sell))[0].units).toBeLessThanOrEqual(before);
      }),
    );
  });

  it('the order of the surfaces never changes the result', () => {
    fc.assert(
      fc.property(rooms, ({ doc, sell }) => {
        const reversed = { ...doc, surfaces: [...doc.surfaces].reverse() };
        expect(billOfMaterials(reversed, only(sell))[0].units).toBe(
          billOfMaterials(doc, only(sell))[0].units,
        );
      }),
    );
  });
});
