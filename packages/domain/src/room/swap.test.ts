import { describe, expect, it } from 'vitest';
import { sampleRoom } from './room.fixture.ts';
import { swapProblems, swapProduct } from './swap.ts';
import { type Slot, slotCategories, TEMPLATES } from './templates.ts';

describe('swap', () => {
  it('puts a product on a surface without touching the rest', () => {
    const doc = sampleRoom();
    const next = swapProduct(
      doc,
      { type: 'surface', id: 'floor' },
      { product: 'p1', sizeId: 4, widthIn: 12 },
    );
    expect(next.surfaces[0]!.product).toEqual({ product: 'p1', sizeId: 4 });
    expect(next.surfaces.slice(1)).toEqual(doc.surfaces.slice(1));
  });

  it("gives a fixture the product's width, in whole millimetres", () => {
    const doc = sampleRoom();
    const next = swapProduct(
      doc,
      { type: 'fixture', id: 'range' },
      { product: 'p2', sizeId: 9, widthIn: 36 },
    );
    expect(next.fixtures[0]).toMatchObject({ product: { product: 'p2', sizeId: 9 }, width: 914 });
    const keep = swapProduct(
      doc,
      { type: 'fixture', id: 'range' },
      { product: 'p3', sizeId: 1, widthIn: null },
    );
    expect(keep.fixtures[0]!.width).toBe(762);
  });

  it('names the problem a too-wide fixture would add, and none for one that fits', () => {
    const doc = sampleRoom();
    const range = { type: 'fixture', id: 'range' } as const;
    expect(swapProblems(doc, range, { product: 'p', sizeId: 1, widthIn: 30 })).toEqual([]);
    const wide = swapProblems(doc, range, { product: 'p', sizeId: 1, widthIn: 130 });
    expect(wide.map((p) => p.code)).toEqual(['too-wide']);
    expect(wide[0]!.message).toBe('The appliance (130 in) is wider than its wall (118 in).');
  });

  it('offers a faucet slot both kinds of faucet, and every slot at least one category', () => {
    expect(slotCategories('faucet')).toEqual(['Kitchen Faucets', 'Bathroom Faucets']);
    expect(slotCategories('floor')).toEqual(
      expect.arrayContaining(['Tile Flooring', 'Hardwood Flooring', 'Laminate Flooring', 'luxury-flooring']),
    );
    for (const slot of new Set(TEMPLATES.flatMap((t) => Object.keys(t.slots) as Slot[])))
      expect(slotCategories(slot).length).toBeGreaterThan(0);
  });
});
