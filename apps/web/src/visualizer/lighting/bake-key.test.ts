import { moveFixture, moveOpening, setFixtureProduct, setSurfaceProduct } from '@app/domain/room/commands';
import { FLOOR_PLANS } from '@app/domain/room/floor-plans';
import { describe, expect, it } from 'vitest';
import { bakeKey } from './bake-key.ts';

const doc = FLOOR_PLANS.find((p) => p.kind === 'kitchen' && p.doc.fixtures.length > 0)?.doc;
if (!doc) throw new Error('no kitchen plan with fixtures');
const floor = doc.surfaces.find((s) => s.kind === 'floor');
const fixture = doc.fixtures[0];

describe('what the baked light depends on', () => {
  it('stays the same when a product is swapped, so a swap never starts a new bake', () => {
    if (!floor) throw new Error('no floor');
    const swapped = setSurfaceProduct(doc, {
      surfaceId: floor.id,
      product: { product: 'other-tile', sizeId: 3 },
    });
    const refitted = setFixtureProduct(swapped, {
      fixtureId: fixture.id,
      product: { product: 'other-sink', sizeId: 1 },
    });
    expect(bakeKey(refitted)).toBe(bakeKey(doc));
  });

  it('changes when a fixture moves or an opening slides along its wall', () => {
    const moved = moveFixture(doc, { fixtureId: fixture.id, at: { x: fixture.at.x + 300, y: fixture.at.y } });
    expect(bakeKey(moved)).not.toBe(bakeKey(doc));
    const opening = doc.openings[0];
    if (opening)
      expect(bakeKey(moveOpening(doc, { openingId: opening.id, offset: opening.offset + 100 }))).not.toBe(
        bakeKey(doc),
      );
  });
});
