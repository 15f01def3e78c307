import { describe, expect, it } from 'vitest';
import { accessoryNeeds } from './accessories.ts';
import { billOfMaterials, type SellUnit } from './bill-of-materials.ts';
import { moveFixture } from './commands.ts';
import type { ProductRef, RoomDocument } from './document.ts';
import { floorPlanById } from './floor-plans.ts';
import { sinkCutOuts } from './sink-cut-outs.ts';

const QUARTZ: ProductRef = { product: 'quartz', sizeId: 7 };
const slab: SellUnit = { kind: 'slab', unitName: 'Slab', slabLengthIn: 126, slabWidthIn: 63 };

/** The 12 × 8 ft galley kitchen: a 30 × 22 in sink centred on the 144 in sink-wall counter (x 1829, y 280). */
function galley(): RoomDocument {
  const doc = structuredClone(floorPlanById('kitchen-galley-3658x2438')!.doc);
  doc.surfaces = doc.surfaces.map((s) => (s.kind === 'countertop' ? { ...s, product: QUARTZ } : s));
  return doc;
}
const takeoff = (doc: RoomDocument) => {
  const lines = billOfMaterials(doc, (ref) => (ref.product === QUARTZ.product ? slab : null));
  return { lines, needs: accessoryNeeds(doc, lines, () => null) };
};

describe('a kitchen sink is cut into its countertop', () => {
  it('the counter under a 30 × 22 in sink has a 28.03 × 16.1 in opening: a 1 in rim each side, the faucet deck at the back', () => {
    // 762 − 2 × 25 = 712 mm across, centred on x 1829; 559 − 2 × 25 − 100 = 409 mm deep, from 25 + 100 mm
    // off the wall (the sink's back at y 0.5) to 25 mm short of its front (y 559.5).
    expect(sinkCutOuts(galley())).toEqual([
      {
        sinkId: 'sink',
        surfaceId: 'counter-s',
        hole: [
          { x: 1473, y: 126 },
          { x: 2185, y: 126 },
          { x: 2185, y: 535 },
          { x: 1473, y: 535 },
        ],
      },
    ]);
  });

  it('the hole follows the sink along the counter, and a sink moved off every counter has none', () => {
    const along = moveFixture(galley(), { fixtureId: 'sink', at: { x: 800, y: 280 } });
    expect(sinkCutOuts(along)[0].hole[0]).toEqual({ x: 444, y: 126 });
    const off = moveFixture(galley(), { fixtureId: 'sink', at: { x: 1829, y: 1200 } });
    expect(sinkCutOuts(off)).toEqual([]);
  });

  it('a floor-standing utility sink cuts no counter', () => {
    expect(sinkCutOuts(floorPlanById('laundry-2134x2134')!.doc)).toEqual([]);
  });

  it('the estimator bills one cut-out per sink and the slabs as if the counter were whole', () => {
    const withSink = takeoff(galley());
    const noSink = galley();
    noSink.fixtures = noSink.fixtures.filter((f) => f.kind !== 'sink');
    // 144.02 in of counter + 2 × 1 in > the 126 in slab: 2 pieces from 2 slabs, the hole not taken off.
    expect(withSink.lines.map((l) => [l.units, l.seams])).toEqual([[2, 1]]);
    expect(takeoff(noSink).lines).toEqual(withSink.lines);
    expect(takeoff(noSink).needs).toEqual([]);
    expect(withSink.needs).toEqual([
      {
        kind: 'sinkCutOut',
        units: 1,
        steps: [
          'sink in counter-s: a 28.03 × 16.1 in opening → 1 cut-out',
          '1 sink × 1 cut-out each = 1 (the slab is bought whole: the hole is not taken off it)',
        ],
      },
    ]);
  });

  it('a counter with no product chosen is not fabricated: no cut-out is billed', () => {
    const doc = galley();
    doc.surfaces = doc.surfaces.map((s) => ({ ...s, product: null }));
    expect(takeoff(doc).needs).toEqual([]);
  });
});
