import type { RoomDocument, Surface } from './document.ts';
import { rect } from './plan-builder.ts';

/**
 * A 3000 × 2400 mm room with a 2438 mm (8 ft) ceiling, worked out by hand in the tests: walls counter-clockwise
 * (south, east, north, west), a door on the south wall, a window on the north wall, the floor, the south
 * wall's face and a backsplash band on the north wall that the window cuts into.
 */
export const sampleRoom = (): RoomDocument => ({
  version: 1,
  name: 'Sample kitchen',
  ceilingHeight: 2438,
  walls: [
    { id: 'south', a: { x: 0, y: 0 }, b: { x: 3000, y: 0 }, thickness: 114, height: null },
    { id: 'east', a: { x: 3000, y: 0 }, b: { x: 3000, y: 2400 }, thickness: 114, height: null },
    { id: 'north', a: { x: 3000, y: 2400 }, b: { x: 0, y: 2400 }, thickness: 114, height: null },
    { id: 'west', a: { x: 0, y: 2400 }, b: { x: 0, y: 0 }, thickness: 114, height: null },
  ],
  openings: [
    {
      id: 'door',
      kind: 'door',
      wallId: 'south',
      offset: 300,
      width: 813,
      bottom: 0,
      height: 2032,
      swing: 'in-left',
    },
    {
      id: 'window',
      kind: 'window',
      wallId: 'north',
      offset: 1000,
      width: 900,
      bottom: 1000,
      height: 1000,
      swing: null,
    },
  ],
  surfaces: [
    { id: 'floor', kind: 'floor', region: { type: 'room' }, product: null, pattern: 'straight', groutMm: 3 },
    {
      id: 'south-face',
      kind: 'wall',
      region: { type: 'wall', wallId: 'south', from: null, to: null, bottom: 0, top: null },
      product: null,
      pattern: 'straight',
      groutMm: 0,
    },
    {
      id: 'backsplash',
      kind: 'backsplash',
      region: { type: 'wall', wallId: 'north', from: 500, to: 2500, bottom: 900, top: 1350 },
      product: { product: 'abc123', sizeId: 7 },
      pattern: 'brick',
      groutMm: 2,
    },
  ],
  fixtures: [
    {
      id: 'range',
      kind: 'appliance',
      at: { x: 2600, y: 2070 },
      rotation: 180,
      width: 762,
      depth: 660,
      height: 914,
      elevation: 0,
      wallId: 'north',
      coversFloor: false,
      product: null,
    },
  ],
});

/**
 * A pool's coping ring: a 6000 × 4000 mm outline around a 5000 × 3000 mm pool (9,000,000 mm² of coping,
 * 20 m of outer edge).
 */
export const copingRing = (product: Surface['product'] = null): Surface => ({
  id: 'coping',
  kind: 'coping',
  region: {
    type: 'plan',
    outline: rect(0, 0, 6000, 4000),
    holes: [rect(500, 500, 5500, 3500)],
    elevation: 0,
  },
  product,
  pattern: 'straight',
  groutMm: 3,
});
