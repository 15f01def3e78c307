import { type Slot, slotCategories } from './templates.ts';

/** A plan dressed by a template: what /visualize opens with `?floorplan=&floorTemplate=`. */
export type Showcase = { floorplan: string; floorTemplate: string };

const pairs = (list: Array<[string, string]>): Showcase[] =>
  list.map(([floorplan, floorTemplate]) => ({ floorplan, floorTemplate }));

/**
 * The home page's Inspired Designs (spec point 2: four tabs of 7): real plans and templates, rendered by the
 * 3-D engine (scripts/render-inspired.mjs); clicking one opens it in /visualize.
 */
export const INSPIRED_ROOMS: Record<
  'bathroom' | 'kitchen' | 'living-room' | 'landscaping-outdoor',
  Showcase[]
> = {
  bathroom: pairs([
    ['bathroom-primary-3658x3658', 'bathroom-luxury-light'],
    ['bathroom-hall-2743x1524', 'bathroom-modern-light'],
    ['bathroom-three-quarter-2438x2438', 'bathroom-farmhouse-warm'],
    ['bathroom-powder-1676x2134', 'bathroom-industrial-dark'],
    ['bathroom-primary-3353x3658', 'bathroom-coastal-light'],
    ['bathroom-hall-3048x1524', 'bathroom-traditional-warm'],
    ['bathroom-three-quarter-2134x2438', 'bathroom-minimalist-dark'],
  ]),
  kitchen: pairs([
    ['kitchen-island-5486x4877', 'kitchen-modern-light'],
    ['kitchen-u-shaped-4267x3658', 'kitchen-farmhouse-warm'],
    ['kitchen-l-shaped-4267x3658', 'kitchen-industrial-dark'],
    ['kitchen-galley-4267x2743', 'kitchen-minimalist-light'],
    ['kitchen-peninsula-4877x4267', 'kitchen-luxury-dark'],
    ['kitchen-island-6096x4877', 'kitchen-transitional-warm'],
    ['kitchen-u-shaped-3658x3658', 'kitchen-coastal-light'],
  ]),
  'living-room': pairs([
    ['living-4877x5486', 'living-mid-century-warm'],
    ['living-4267x4877', 'living-modern-light'],
    ['dining-3658x4267', 'dining-traditional-warm'],
    ['living-5486x6096', 'living-rustic-warm'],
    ['dining-3658x3658', 'dining-minimalist-light'],
    ['living-3658x4267', 'living-industrial-dark'],
    ['dining-3048x3658', 'dining-luxury-dark'],
  ]),
  'landscaping-outdoor': pairs([
    ['outdoor-pool-4877x9754', 'outdoor-modern-light'],
    ['outdoor-patio-4877x6096', 'outdoor-traditional-warm'],
    ['outdoor-turf-9144x12192', 'outdoor-farmhouse-warm'],
    ['outdoor-pool-6096x10973', 'outdoor-luxury-light'],
    ['outdoor-patio-6096x7315', 'outdoor-industrial-dark'],
    ['outdoor-turf-6096x9144', 'outdoor-coastal-light'],
    ['outdoor-pool-4267x8534', 'outdoor-rustic-warm'],
  ]),
};

/** Where a product is shown for "See it in a room", by the slot its category goes on. */
const BATHROOM = {
  slots: ['vanity', 'toilet', 'tub', 'shower', 'shower_wall', 'faucet'] as Slot[],
  room: { floorplan: 'bathroom-primary-3658x3658', floorTemplate: 'bathroom-modern-light' },
};
const SAMPLE_ROOMS: Array<{ slots: Slot[]; room: Showcase }> = [
  { slots: ['coping'], room: { floorplan: 'outdoor-pool-4877x9754', floorTemplate: 'outdoor-modern-light' } },
  { slots: ['turf'], room: { floorplan: 'outdoor-turf-6096x9144', floorTemplate: 'outdoor-modern-light' } },
  {
    slots: ['hardscape'],
    room: { floorplan: 'outdoor-patio-4877x6096', floorTemplate: 'outdoor-modern-light' },
  },
  {
    slots: [
      'floor',
      'wall',
      'backsplash',
      'countertop',
      'sink',
      'faucet',
      'appliance',
      'light',
      'fan',
      'cabinet',
    ],
    room: { floorplan: 'kitchen-island-5486x4877', floorTemplate: 'kitchen-modern-light' },
  },
];

/**
 * "See it in a room" (issue 10 point 6): the sample room for a product of this top category, and the slot it
 * takes there (a bathroom faucet goes in the bathroom). Null when the category goes on nothing in a room.
 */
export function sampleRoomFor(category: string): (Showcase & { slot: Slot }) | null {
  // A bathroom faucet is shown in the bathroom, a kitchen faucet in the kitchen.
  const rooms = /bath/i.test(category) ? [BATHROOM, ...SAMPLE_ROOMS] : [...SAMPLE_ROOMS, BATHROOM];
  for (const { slots, room } of rooms) {
    const slot = slots.find((s) => slotCategories(s).includes(category));
    if (slot) return { ...room, slot };
  }
  return null;
}
