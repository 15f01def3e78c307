import { describe, expect, it } from 'vitest';
import { floorPlanById } from './floor-plans.ts';
import { INSPIRED_ROOMS, sampleRoomFor } from './showcase.ts';
import { templateById } from './templates.ts';

describe('showcase rooms', () => {
  it('every Inspired Design is a real plan with a template made for its kind of room, 7 per tab', () => {
    for (const [tab, rooms] of Object.entries(INSPIRED_ROOMS)) {
      expect(rooms, tab).toHaveLength(7);
      for (const { floorplan, floorTemplate } of rooms) {
        const plan = floorPlanById(floorplan);
        expect(plan, floorplan).not.toBeNull();
        expect(templateById(floorTemplate)?.kind, floorTemplate).toBe(plan!.kind);
      }
    }
  });

  it('shows each of the 21 room categories in a room that has its slot', () => {
    const cases: Array<[string, string, string]> = [
      ['Tile Flooring', 'kitchen-island-5486x4877', 'floor'],
      ['Backsplash Tiles', 'kitchen-island-5486x4877', 'backsplash'],
      ['Kitchen Faucets', 'kitchen-island-5486x4877', 'faucet'],
      ['Bathroom Faucets', 'bathroom-primary-3658x3658', 'faucet'],
      ['Bathroom Vanitys', 'bathroom-primary-3658x3658', 'vanity'],
      ['Toilets', 'bathroom-primary-3658x3658', 'toilet'],
      ['Pool Copings', 'outdoor-pool-4877x9754', 'coping'],
      ['Artificial Turf', 'outdoor-turf-6096x9144', 'turf'],
      ['Hardscaping', 'outdoor-patio-4877x6096', 'hardscape'],
    ];
    for (const [category, floorplan, slot] of cases)
      expect(sampleRoomFor(category), category).toMatchObject({ floorplan, slot });
    expect(sampleRoomFor('Cabinet Hardware')).toBeNull();
    // The room has a surface or fixture of that slot.
    for (const [category] of cases) {
      const room = sampleRoomFor(category)!;
      const doc = floorPlanById(room.floorplan)!.doc;
      expect(
        [...doc.surfaces, ...doc.fixtures].some((p) => p.kind === room.slot),
        category,
      ).toBe(true);
    }
  });
});
