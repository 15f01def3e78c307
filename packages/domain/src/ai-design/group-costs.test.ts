import { describe, expect, it } from 'vitest';
import type { RoomDocument } from '../room/document.ts';
import { floorPlanById } from '../room/floor-plans.ts';
import { ACCESSORY_PRICES, catalogue } from './catalogue.fixture.ts';
import { indexCandidates, refOf } from './design-candidate.ts';
import { surfaceCoster } from './group-costs.ts';
import { slotGroups } from './slot-groups.ts';
import { designTakeoff } from './takeoff.ts';

const LISTED = catalogue();
const lookup = indexCandidates(LISTED);
const only = (doc: RoomDocument, ids: Set<string>, c: (typeof LISTED)[number]): RoomDocument => ({
  ...doc,
  surfaces: doc.surfaces.map((s) =>
    ids.has(s.id) ? { ...s, product: refOf(c), pattern: 'herringbone' } : s,
  ),
});

describe('a surface group’s cost', () => {
  it('is the exact takeoff of the room with only that group laid in that product (and its supplies)', () => {
    for (const id of ['kitchen-u-shaped-4267x4267', 'bathroom-primary-3658x4267', 'outdoor-pool-4877x9754']) {
      const doc = floorPlanById(id)!.doc;
      for (const g of slotGroups(doc, floorPlanById(id)!.kind).filter((x) => x.on === 'surface')) {
        const coster = surfaceCoster(doc, g, 'herringbone', ACCESSORY_PRICES);
        const ids = new Set(g.targets.map((t) => t.id));
        const takes = LISTED.filter((c) => c.size.unit !== 'Piece' || c.category === 'Pool Copings');
        for (const c of takes.filter((_, i) => i % 37 === 0)) {
          const exact = designTakeoff(only(doc, ids, c), lookup, ACCESSORY_PRICES).totalCents;
          expect(coster(c), `${id} ${g.key} ${c.product}`).toBe(exact);
        }
      }
    }
  });

  it('one tile on the floor and the shower walls costs no more in the room than the two groups apart', () => {
    const doc = floorPlanById('bathroom-primary-3658x4267')!.doc;
    const tile = LISTED.find((c) => c.category === 'Tile Flooring')!;
    const groups = slotGroups(doc, 'bathroom').filter((g) => g.slot === 'floor' || g.slot === 'shower_wall');
    const apart = groups.reduce(
      (sum, g) => sum + surfaceCoster(doc, g, 'herringbone', ACCESSORY_PRICES)(tile)!,
      0,
    );
    const ids = new Set(groups.flatMap((g) => g.targets.map((t) => t.id)));
    expect(designTakeoff(only(doc, ids, tile), lookup, ACCESSORY_PRICES).totalCents).toBeLessThanOrEqual(
      apart,
    );
  });

  it('a floor costs more around narrower fixtures (it is measured around them)', () => {
    const doc = floorPlanById('bathroom-primary-3658x4267')!.doc;
    const floor = slotGroups(doc, 'bathroom').find((g) => g.slot === 'floor')!;
    const coster = surfaceCoster(doc, floor, 'straight', ACCESSORY_PRICES);
    const tile = LISTED.find((c) => c.category === 'Tile Flooring' && c.size.boxSqft === 15)!;
    const narrower = doc.fixtures.map((f) => (f.kind === 'vanity' ? { ...f, width: f.width - 610 } : f));
    expect(coster(tile, narrower)!).toBeGreaterThan(coster(tile)!);
  });
});
