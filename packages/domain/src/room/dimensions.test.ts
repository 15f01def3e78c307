import { describe, expect, it } from 'vitest';
import { formatLength, surfaceDimensions } from './dimensions.ts';
import { copingRing, sampleRoom } from './room.fixture.ts';

describe('surface dimensions', () => {
  it('reads lengths as a tape measure does', () => {
    expect([formatLength(3000), formatLength(305), formatLength(152), formatLength(2438)]).toEqual([
      '9 ft 10 in',
      '1 ft',
      '6 in',
      '8 ft',
    ]);
  });

  it('gives the floor, a whole wall, a band and a plan region their sizes', () => {
    const doc = sampleRoom();
    const [floor, southFace, backsplash] = doc.surfaces;
    expect(surfaceDimensions(doc, floor!)).toBe('9 ft 10 in × 7 ft 10 in');
    expect(surfaceDimensions(doc, southFace!)).toBe('9 ft 10 in × 8 ft');
    // 500 → 2500 mm along the wall, 900 → 1350 mm above the floor.
    expect(surfaceDimensions(doc, backsplash!)).toBe('6 ft 7 in × 1 ft 6 in');
    expect(surfaceDimensions(doc, copingRing())).toBe('19 ft 8 in × 13 ft 1 in');
  });

  it('is null for a floor whose walls do not close', () => {
    const doc = sampleRoom();
    doc.walls = doc.walls.slice(0, 2);
    expect(surfaceDimensions(doc, doc.surfaces[0]!)).toBeNull();
  });
});
