import { describe, expect, it } from 'vitest';
import { accessoryNeeds } from './accessories.ts';
import { billOfMaterials, type SellUnit } from './bill-of-materials.ts';
import type { ProductRef, RoomDocument } from './document.ts';
import { sampleRoom } from './room.fixture.ts';

const FLOOR: ProductRef = { product: 'floor', sizeId: 1 };
const box: SellUnit = { kind: 'area', unitName: 'Box', coverageSqft: 15, tileWidthIn: 12, tileLengthIn: 12 };

function flooredWith(groutMm: number): RoomDocument {
  const doc = sampleRoom();
  doc.surfaces = [{ ...doc.surfaces[0], product: FLOOR, groutMm }];
  return doc;
}
const needsOf = (doc: RoomDocument, category: string) =>
  accessoryNeeds(
    doc,
    billOfMaterials(doc, () => box),
    () => ({ category, tileWidthIn: 12, tileLengthIn: 12 }),
  );

describe('accessories, worked out by hand', () => {
  it('77.50 sq ft of 12 × 12 in floor tile with 3 mm joints: 4.5 lb of grout (1 bag), 2 bags of thinset, 1 strip', () => {
    const needs = needsOf(flooredWith(3), 'Tile Flooring');
    expect(needs.map((n) => [n.kind, n.units])).toEqual([
      ['grout', 1],
      ['thinset', 2],
      ['transition', 1],
    ]);
    expect(needs[0].steps).toEqual([
      'floor: 77.50 sq ft of 12 × 12 in tile, 0.118 in joints = 4.5 lb',
      '4.5 lb ÷ 25 lb per bag → 1',
    ]);
    expect(needs[1].steps).toEqual(['77.50 sq ft with a 1/4 × 3/8 in notch ÷ 65 sq ft per bag → 2']);
    expect(needs[2].steps).toEqual(['door: 32.0 in doorway ÷ 36 in strips → 1']);
  });

  it('a floating floor needs underlayment for its area with waste, no grout or thinset', () => {
    const needs = needsOf(flooredWith(0), 'Laminate Flooring');
    expect(needs.map((n) => [n.kind, n.units])).toEqual([
      ['underlayment', 1],
      ['transition', 1],
    ]);
    expect(needs[0].steps.at(-1)).toBe('85.25 sq ft ÷ 100 sq ft per roll → 1');
  });

  it('fixtures and products of other categories need nothing', () => {
    expect(needsOf(flooredWith(3), 'Countertop')).toEqual([]);
  });
});
