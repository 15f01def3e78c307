import { describe, expect, it } from 'vitest';
import { floorPlanById } from '../room/floor-plans.ts';
import { checklistItemInput, checklistItemOf } from './checklist.ts';
import { partMeasures, type TakeoffLine, takeoffItems } from './checklist-takeoff.ts';

const plan = floorPlanById('bathroom-hall-2438x1524')!;
const line = (hash: string, over: Partial<TakeoffLine> = {}): TakeoffLine => ({
  product: { hash, name: `Product ${hash}`, size_label: '12 X 24' },
  qty: 6,
  unit_name: 'Box',
  surfaces: [],
  fixtures: [],
  accessory: false,
  ...over,
});

describe('a room’s takeoff added to the checklist in one step (issue 24)', () => {
  const takeoff = {
    designId: 7,
    room: 'Hall bath',
    doc: plan.doc,
    lines: [
      line('tileA', { surfaces: [{ id: 'floor', net_sqft: 38.5 }] }),
      line('vanityB', { qty: 1, unit_name: 'Piece', fixtures: ['vanity'] }),
      line('groutC', {
        accessory: true,
        surfaces: [
          { id: 'floor', net_sqft: 38.5 },
          { id: 'backsplash', net_sqft: 4 },
        ],
      }),
    ],
  };

  it('makes one chosen item per line, linked to its product and part, measured when it covers one part', () => {
    const { items, already } = takeoffItems(takeoff, []);
    expect(already).toBe(0);
    expect(items[0]).toEqual({
      room: 'Hall bath',
      kind: 'surface',
      title: 'Product tileA (12 X 24)',
      dimensions: { unit: 'in', width: 95.98, length: 60, height: null },
      quantity: 6,
      notes: '6 Box for 38.50 sq ft, from the room’s takeoff.',
      status: 'chosen',
      product: 'tileA',
      design: { id: 7, surface: 'floor' },
    });
    expect(items[1]).toMatchObject({
      kind: 'fixture',
      dimensions: { unit: 'in', width: 30, length: 20.98, height: 34.02 },
      design: { id: 7, surface: 'vanity' },
    });
    // A supply over two surfaces: no one part's measures.
    expect(items[2].dimensions).toBeUndefined();
    expect(items[2].notes).toBe('Installation supply: 6 Box for 42.50 sq ft, from the room’s takeoff.');
    // Each is an item the server takes.
    for (const item of items) expect(checklistItemInput.safeParse(item).success).toBe(true);
  });

  it('leaves out the lines of this design already on the checklist', () => {
    const first = takeoffItems(takeoff, []).items;
    const stored = first
      .slice(0, 2)
      .map((item, i) =>
        checklistItemOf(checklistItemInput.parse(item), `00000000-0000-4000-8000-00000000000${i}`),
      );
    const again = takeoffItems(takeoff, stored);
    expect(again.already).toBe(2);
    expect(again.items.map((i) => i.product)).toEqual(['groutC']);
    // Another design's lines of the same product are its own.
    expect(takeoffItems({ ...takeoff, designId: 8 }, stored).already).toBe(0);
  });

  it('measures a wall band as width × height, and nothing it cannot find', () => {
    expect(partMeasures(plan.doc, 'surround-w')).toMatchObject({ length: null });
    expect(partMeasures(plan.doc, 'surround-w')?.height).toBeGreaterThan(0);
    expect(partMeasures(plan.doc, 'nowhere')).toBeNull();
  });
});
