import { describe, expect, it } from 'vitest';
import { billOfMaterials } from './bill-of-materials.ts';
import { copingTakeoff } from './coping.ts';
import type { Point } from './document.ts';
import { planSurface, rect } from './plan-builder.ts';
import { copingRing, sampleRoom } from './room.fixture.ts';
import { sellUnitOf } from './sell-units.ts';

const PIECE = { pieceLengthIn: 24, pieceDepthIn: 12, unitName: 'Piece' };

describe('pool coping along the water edge, worked out by hand', () => {
  it('a 5000 × 3000 mm pool with 12 × 24 in pieces: 32 pieces mitred at 4 corners + 10% → 36', () => {
    // The water edge is the pool's: 2 × (196.85 + 118.11) in = 52.49 ft, not the ring's 65.62 ft outer edge.
    // Each side runs 12 in past each outside corner (the mitre's long point):
    //   196.85 + 24 = 220.85 in ÷ 24 = 9.20 → 10;  118.11 + 24 = 142.11 in ÷ 24 = 5.92 → 6.
    // 10 + 6 + 10 + 6 = 32 pieces; + 10% breakage and fitting = 35.2 → 36.
    const take = copingTakeoff(sampleRoom(), [copingRing()], PIECE);
    expect(take).toEqual({
      pieces: 32,
      units: 36,
      steps: [
        'coping water edge: 52.49 ft in 4 sides, 4 outside corners mitred (+12 in at each)',
        'side 1: 196.85 + 2 × 12 in = 220.85 in ÷ 24 in = 9.20 → 10',
        'side 2: 118.11 + 2 × 12 in = 142.11 in ÷ 24 in = 5.92 → 6',
        'side 3: 196.85 + 2 × 12 in = 220.85 in ÷ 24 in = 9.20 → 10',
        'side 4: 118.11 + 2 × 12 in = 142.11 in ÷ 24 in = 5.92 → 6',
        '32 pieces + 10% breakage and fitting = 35.20 → 36',
      ],
    });
  });

  it('an L-shaped pool: its inside corner adds nothing, its 5 outside corners 12 in each → 38', () => {
    // Water edge (mm): 4000, 2000, 2000, 2000, 2000, 4000 = 157.48, 78.74 × 4, 157.48 in; the corner at
    // (2000, 2000) is the water's inside corner: there the coping's water side is its long side.
    //   157.48 + 24 = 181.48 ÷ 24 = 7.56 → 8 (twice); 78.74 + 24 = 102.74 → 4.28 → 5 (twice);
    //   78.74 + 12 = 90.74 → 3.78 → 4 (the two sides at the inside corner).
    // 8 + 5 + 4 + 4 + 5 + 8 = 34; + 10% = 37.4 → 38.
    const pool: Point[] = [
      { x: 1000, y: 1000 },
      { x: 5000, y: 1000 },
      { x: 5000, y: 3000 },
      { x: 3000, y: 3000 },
      { x: 3000, y: 5000 },
      { x: 1000, y: 5000 },
    ];
    const ring = planSurface('coping', 'coping', rect(0, 0, 6000, 6000), 0, [pool]);
    const take = copingTakeoff(sampleRoom(), [ring], PIECE);
    expect(take.pieces).toBe(34);
    expect(take.units).toBe(38);
    expect(take.steps.slice(0, 4)).toEqual([
      'coping water edge: 52.49 ft in 6 sides, 5 outside corners mitred (+12 in at each)',
      'side 1: 157.48 + 2 × 12 in = 181.48 in ÷ 24 in = 7.56 → 8',
      'side 2: 78.74 + 2 × 12 in = 102.74 in ÷ 24 in = 4.28 → 5',
      'side 3: 78.74 + 1 × 12 in = 90.74 in ÷ 24 in = 3.78 → 4',
    ]);
  });

  it('a pool drawn clockwise or with a point midway along a side counts the same', () => {
    const cw = rect(500, 500, 5500, 3500).reverse();
    cw.push({ x: 500, y: 2000 }); // on the side from (500, 500) back to (500, 3500)
    const ring = planSurface('coping', 'coping', rect(0, 0, 6000, 4000), 0, [cw]);
    expect(copingTakeoff(sampleRoom(), [ring], PIECE)).toMatchObject({ pieces: 32, units: 36 });
  });

  it('on the bill: the catalogue’s 12 × 24 in coping piece, naming its surface', () => {
    const COPING = { product: 'coping', sizeId: 2 };
    const doc = { ...sampleRoom(), surfaces: [copingRing(COPING)] };
    const sell = sellUnitOf(
      {
        unit: 'Piece',
        boxSqft: null,
        widthSize: '12',
        heightSize: '24',
        lengthSize: null,
        category: 'Pool Copings',
      },
      'surface',
    );
    const [line] = billOfMaterials(doc, (p) => (p.product === 'coping' ? sell : null));
    // The ring is 6000 × 4000 less 5000 × 3000 mm = 9 m² = 96.88 sq ft.
    expect(line).toMatchObject({ kind: 'linear', units: 36, unitName: 'Piece' });
    expect(line.surfaces).toEqual([
      {
        surfaceId: 'coping',
        netSqft: expect.closeTo(96.88, 2),
        wastePercent: 0,
        withWasteSqft: expect.closeTo(96.88, 2),
      },
    ]);
  });
});
