import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billOfMaterials } from './bill-of-materials.ts';
import type { RoomDocument } from './document.ts';
import { planSurface, rect } from './plan-builder.ts';
import { layRolls } from './roll-layout.ts';
import { sampleRoom } from './room.fixture.ts';
import { sellUnitOf } from './sell-units.ts';

const MM = 1 / 25.4; // inches in a millimetre
const ROLL_25 = { widthIn: 180, lengthIn: 300 }; // 15 × 25 ft
const ROLL_50 = { widthIn: 180, lengthIn: 600 }; // 15 × 50 ft

describe('rolls by layout, worked out by hand', () => {
  it('a 6 × 5 m patio with 15 × 25 ft rolls needs 2: two strips of 20.19 ft, one seam', () => {
    // 6000 mm = 19.69 ft long, 5000 mm = 16.40 ft across. 16.40 ÷ 15 = 1.09 → 2 strips, 1 seam between them.
    // Each strip 19.69 ft + 2 × 3 in = 20.19 ft. Roll 1 gives strip 1 and 25 − 20.19 = 4.81 ft left over, too
    // short for strip 2 → roll 2.
    const patio = { id: 'patio', lengthIn: 6000 * MM, depthIn: 5000 * MM };
    const fit = layRolls([patio], ROLL_25)!;
    expect(fit.rolls).toBe(2);
    expect(fit.seams).toBe(1);
    expect(fit.steps).toEqual([
      'patio: 19.69 × 16.40 ft, strips along the 19.69 ft side: 16.40 ft ÷ 15.00 ft roll width = 1.09 → 2 strips, 1 seam',
      'each strip 19.69 ft + 2 × 3 in trim = 20.19 ft',
      'roll 1: patio strip 1, 4.81 ft left over',
      'roll 2: patio strip 2, 4.81 ft left over',
      '2 strips cut from 15.00 × 25.00 ft rolls → 2, 1 seam',
    ]);
    // 2 strips × 15 ft × 20.185 ft = 605.55 sq ft of roll.
    expect(fit.takenSqft.get('patio')).toBeCloseTo(605.55, 2);
    // From 50 ft rolls both strips come off one roll: 2 × 20.19 = 40.37 ft, 9.63 ft left.
    expect(layRolls([patio], ROLL_50)?.rolls).toBe(1);
  });

  it('a leftover long enough is reused: a 12 × 8 ft and a 10 × 10 ft lawn share one 25 ft roll', () => {
    // Strips of 12.5 and 10.5 ft (3 in trim each end): 12.5 + 10.5 = 23 ≤ 25 → 1 roll, 2 ft left.
    const fit = layRolls(
      [
        { id: 'a', lengthIn: 144, depthIn: 96 },
        { id: 'b', lengthIn: 120, depthIn: 120 },
      ],
      ROLL_25,
    )!;
    expect(fit.rolls).toBe(1);
    expect(fit.seams).toBe(0);
    expect(fit.steps.at(-2)).toBe('roll 1: a strip 1 + b strip 1, 2.00 ft left over');
  });

  it('a strip longer than a roll is cut in two with a cross seam: a 40 × 10 ft run on 25 ft rolls', () => {
    // One strip (10 ÷ 15 → 1); 40 ft > 25 − 0.5 = 24.5 ft usable → 2 pieces of 20 + 0.5 = 20.5 ft, 1 cross seam;
    // 20.5 + 20.5 > 25 → 2 rolls.
    const fit = layRolls([{ id: 'run', lengthIn: 480, depthIn: 120 }], ROLL_25)!;
    expect(fit).toMatchObject({ rolls: 2, seams: 1 });
    expect(fit.steps[1]).toBe(
      'each strip 40.00 ft + 2 × 3 in trim = 40.50 ft, longer than a 25.00 ft roll → 2 pieces of 20.50 ft, 1 cross seam in all',
    );
  });

  it('on the bill: a turf patio from a 15 ft × 25 ft roll size, with its surface, seams and steps', () => {
    const TURF = { product: 'turf', sizeId: 3 };
    const doc: RoomDocument = {
      ...sampleRoom(),
      surfaces: [{ ...planSurface('patio', 'turf', rect(0, 0, 6000, 5000), 0), product: TURF }],
    };
    const sell = sellUnitOf(
      { unit: 'Roll', boxSqft: null, widthSize: '15 ft', heightSize: null, lengthSize: '25 ft' },
      'surface',
    );
    const [line] = billOfMaterials(doc, (p) => (p.product === 'turf' ? sell : null));
    // 30 m² = 322.92 sq ft net; 605.55 sq ft of roll taken = 88% more.
    expect(line).toMatchObject({ kind: 'roll', units: 2, seams: 1, unitName: 'Roll' });
    expect(line.surfaces).toEqual([
      {
        surfaceId: 'patio',
        netSqft: expect.closeTo(322.92, 2),
        wastePercent: 88,
        withWasteSqft: expect.closeTo(605.55, 2),
      },
    ]);
    expect(line.steps.at(-1)).toBe('2 strips cut from 15.00 × 25.00 ft rolls → 2, 1 seam');
  });

  it('never less roll than the strips take, whole rolls, one roll at most per strip piece', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lengthIn: fc.integer({ min: 12, max: 1200 }),
            depthIn: fc.integer({ min: 12, max: 900 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.constantFrom(ROLL_25, ROLL_50),
        (areas, roll) => {
          const fit = layRolls(
            areas.map((a, i) => ({ ...a, id: `a${i}` })),
            roll,
          )!;
          const taken = [...fit.takenSqft.values()].reduce((s, x) => s + x, 0);
          expect(Number.isInteger(fit.rolls)).toBe(true);
          expect((fit.rolls * roll.widthIn * roll.lengthIn) / 144).toBeGreaterThanOrEqual(taken - 1e-6);
          for (const a of areas) expect(taken).toBeGreaterThanOrEqual((a.lengthIn * a.depthIn) / 144 - 1e-6);
        },
      ),
    );
  });
});
