import { describe, expect, it } from 'vitest';
import { billOfMaterials } from './bill-of-materials.ts';
import type { Fixture } from './document.ts';
import { FLOOR_PLANS, floorPlanById } from './floor-plans.ts';
import { MM_PER_IN } from './geometry.ts';
import { swapChoiceOf, swapProduct } from './swap.ts';
import { type Candidate, resolveTemplate, templateById } from './templates.ts';

/** Where a fixture's centre lies along its wall (its width runs along its rotation's direction). */
const along = (f: Fixture) => {
  const r = (f.rotation * Math.PI) / 180;
  return f.at.x * Math.cos(r) + f.at.y * Math.sin(r);
};

/** One of each of the bathroom's products, and mirrors of several sizes (width × height, in). */
const MIRROR_SIZES: Array<[number, number]> = [
  [20, 28],
  [24, 32],
  [30, 36],
  [36, 30],
  [48, 36],
  [60, 36],
  [72, 36],
];
const piece = (category: string, i: number, widthIn: number | null, heightIn?: number): Candidate => ({
  product: `${category.replace(/\W/g, '')}-${i}`,
  sizeId: 1000 + i,
  category,
  leaf: category,
  colors: ['White'],
  styleTags: ['Modern'],
  widthIn,
  ...(heightIn ? { heightIn } : {}),
});
const catalogue = (vanityWidths: number[]): Candidate[] => [
  ...['Tile Flooring', 'Backsplash Tiles', 'Toilets', 'Bathroom Faucets', 'Lights', 'Fans'].map((c, i) =>
    piece(c, i, null),
  ),
  piece('Bath Tubs', 10, 60),
  piece('Showers', 11, 48),
  ...vanityWidths.map((w, i) => piece('Bathroom Vanitys', 20 + i, w)),
  ...MIRROR_SIZES.map(([w, h], i) => piece('Bathroom Mirrors', 30 + i, w, h)),
];

const bathrooms = FLOOR_PLANS.filter((p) => p.kind === 'bathroom');

describe('a mirror over every bathroom vanity', () => {
  it('each bathroom plan hangs one mirror per vanity, centred over it, its bottom 40 in up, narrower than it', () => {
    expect(bathrooms.length).toBeGreaterThan(10);
    for (const plan of bathrooms) {
      const vanities = plan.doc.fixtures.filter((f) => f.kind === 'vanity');
      const mirrors = plan.doc.fixtures.filter((f) => f.kind === 'mirror');
      expect(vanities.length, plan.id).toBeGreaterThan(0);
      expect(mirrors.length, plan.id).toBe(vanities.length);
      for (const v of vanities) {
        const m = mirrors.find((x) => x.wallId === v.wallId)!;
        expect(m, plan.id).toBeDefined();
        expect(Math.abs(along(m) - along(v)), plan.id).toBeLessThanOrEqual(1);
        expect(m.elevation).toBe(40 * MM_PER_IN);
        expect(m.width).toBeLessThanOrEqual(v.width - 4 * MM_PER_IN + 1);
        expect(m.elevation).toBeGreaterThan(v.height);
        expect(m.rotation).toBe(v.rotation);
      }
    }
    for (const plan of FLOOR_PLANS.filter((p) => p.kind !== 'bathroom'))
      expect(
        plan.doc.fixtures.filter((f) => f.kind === 'mirror'),
        plan.id,
      ).toEqual([]);
  });

  it('the template picks the widest mirror a little under its vanity and hangs it at the product’s own size', () => {
    const t = templateById('bathroom-modern-light')!;
    const mirrorOf = (planId: string, vanityWidths: number[]) => {
      const doc = resolveTemplate(floorPlanById(planId)!.doc, t, catalogue(vanityWidths));
      const vanity = doc.fixtures.find((f) => f.kind === 'vanity')!;
      const mirror = doc.fixtures.find((f) => f.kind === 'mirror')!;
      return { vanity, mirror, doc };
    };
    // A 30 in vanity: the 24 × 32 in mirror (the 30 in one would be as wide as the vanity).
    const hall = mirrorOf('bathroom-hall-2438x1524', [30, 48, 60, 72]);
    expect(hall.vanity.width).toBe(762);
    expect(hall.mirror.product).toEqual({ product: 'BathroomMirrors-31', sizeId: 1031 });
    expect([hall.mirror.width, hall.mirror.height]).toEqual([610, 813]);
    expect(hall.mirror.elevation).toBe(1016);
    // The primary bath's 72 in double vanity: a 60 × 36 in mirror, not the 72.
    const primary = mirrorOf('bathroom-primary-3658x4267', [30, 48, 60, 72]);
    expect(primary.vanity.width).toBe(1829);
    expect([primary.mirror.width, primary.mirror.height]).toEqual([1524, 914]);
    // Where the showroom has no 72 in vanity the 60 in one stands there, and the mirror follows it: 48 in.
    const narrower = mirrorOf('bathroom-primary-3658x4267', [30, 48, 60]);
    expect(narrower.vanity.width).toBe(1524);
    expect(narrower.mirror.width).toBe(1219);
    // Centred over the vanity still.
    expect(Math.abs(along(narrower.mirror) - along(narrower.vanity))).toBeLessThanOrEqual(1);
  });

  it('the checklist bills each mirror as one piece of its product', () => {
    const doc = resolveTemplate(
      floorPlanById('bathroom-powder-1524x1829')!.doc,
      templateById('bathroom-modern-light')!,
      catalogue([30]),
    );
    const lines = billOfMaterials(doc, () => ({ kind: 'piece', unitName: 'Piece' }));
    const mirrorLines = lines.filter((l) => l.product.product.startsWith('BathroomMirrors'));
    expect(mirrorLines).toEqual([
      expect.objectContaining({ kind: 'piece', fixtures: ['mirror'], units: 1, unitName: 'Piece' }),
    ]);
  });

  it('swapping a mirror takes the new product’s width and height and keeps its bottom edge and centre', () => {
    const doc = resolveTemplate(
      floorPlanById('bathroom-primary-3658x4267')!.doc,
      templateById('bathroom-modern-light')!,
      catalogue([72]),
    );
    const before = doc.fixtures.find((f) => f.id === 'mirror')!;
    const after = swapProduct(
      doc,
      { type: 'fixture', id: 'mirror' },
      { product: 'round', sizeId: 7, widthIn: 30, heightIn: 30 },
    ).fixtures.find((f) => f.id === 'mirror')!;
    expect([after.width, after.height, after.elevation]).toEqual([762, 762, 1016]);
    expect(after.at).toEqual(before.at);
    // Any other fixture keeps its height whatever the size says.
    const vanity = swapProduct(
      doc,
      { type: 'fixture', id: 'vanity' },
      { product: 'v', sizeId: 8, widthIn: 60, heightIn: 40 },
    ).fixtures.find((f) => f.id === 'vanity')!;
    expect(vanity.height).toBe(864);
    // The swap panel's option carries its size's height in its texture (drawn at its size).
    const option = {
      product: { hash: 'arch', size_id: 9 },
      width_in: 24,
      texture: { tile_width_in: 24, tile_height_in: 36 },
    } as Parameters<typeof swapChoiceOf>[0];
    expect(swapChoiceOf(option)).toEqual({ product: 'arch', sizeId: 9, widthIn: 24, heightIn: 36 });
  });
});
