import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/styles.ts';
import { fitProblems } from './fit-checks.ts';
import { FLOOR_PLANS, floorPlanById } from './floor-plans.ts';
import { type Candidate, resolveTemplate, TEMPLATES, templateById, templatesFor } from './templates.ts';

/** Categories (or category/subcategory) and the widths (in) their sizes come in, as the seed has them. */
const CATEGORY_WIDTHS: Record<string, Array<number | null>> = {
  'Tile Flooring': [null],
  'luxury-flooring': [null],
  'Hardwood Flooring': [null],
  'Laminate Flooring': [null],
  'Backsplash Tiles': [null],
  'Stacked Stone': [null],
  Countertop: [null],
  Hardscaping: [null],
  'Pool Copings': [null],
  'Artificial Turf': [null],
  Lights: [12, 18],
  Fans: [52, 60],
  'Appliances/Refrigerators': [30, 33, 36],
  'Appliances/Ranges': [30, 36],
  'Appliances/Cooktops': [30, 36],
  'Appliances/Dishwashers': [18, 24],
  'Appliances/Range Hoods': [30, 36],
  'Appliances/Washers': [27],
  'Appliances/Dryers': [27],
  'Cabinets/Base Cabinets': Array.from({ length: 14 }, (_, i) => 9 + 3 * i),
  'Cabinets/Wall Cabinets': Array.from({ length: 14 }, (_, i) => 9 + 3 * i),
  'Cabinets/Tall Cabinets': [18, 24, 30, 36],
  Toilets: [null],
  'Bath Tubs': [60, 67, 72],
  Showers: [48, 60],
  'Bathroom Vanitys': [30, 48, 60, 72],
  'Bathroom Mirrors': [24, 30, 48, 60],
  'Bathroom Faucets': [null],
  'Kitchen Faucets': [null],
  'Kitchen Sinks': [30, 33, 36],
};

/** A small catalogue: in every category one Modern white product and one Rustic espresso one, in every width. */
const catalogue: Candidate[] = Object.entries(CATEGORY_WIDTHS).flatMap(([key, widths], i) =>
  [
    { tag: 'Modern', colors: ['White'] },
    { tag: 'Rustic', colors: ['Espresso'] },
  ].flatMap((look, j) =>
    widths.map((widthIn, k) => ({
      product: `p${i}-${j}`,
      sizeId: 100 * i + 10 * j + k + 1,
      category: key.split('/')[0],
      leaf: key.split('/').at(-1)!,
      colors: look.colors,
      styleTags: [look.tag],
      widthIn,
    })),
  ),
);

describe('templates', () => {
  it('there are over 100, each style in each palette for every kind of room', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(TEMPLATES.length);
    for (const kind of new Set(FLOOR_PLANS.map((p) => p.kind)))
      expect(templatesFor(kind).length).toBe(STYLES.length * 3);
    expect(templateById('kitchen-modern-light')?.name).toBe('Modern light kitchen');
  });

  it('every template of a kind has a rule for every surface and fixture of that kind’s plans', () => {
    for (const plan of FLOOR_PLANS) {
      for (const t of templatesFor(plan.kind)) {
        for (const s of plan.doc.surfaces) expect(t.slots[s.kind], `${t.id} ${s.kind}`).toBeDefined();
        for (const f of plan.doc.fixtures) expect(t.slots[f.kind], `${t.id} ${f.kind}`).toBeDefined();
      }
    }
  });

  it('resolving a template fills every surface and fixture with a product that fits, and still fits together', () => {
    for (const plan of FLOOR_PLANS) {
      const t = templatesFor(plan.kind)[0];
      const doc = resolveTemplate(plan.doc, t, catalogue);
      for (const s of doc.surfaces) expect(s.product, `${plan.id} ${s.id}`).not.toBeNull();
      for (const f of doc.fixtures) {
        expect(f.product, `${plan.id} ${f.id}`).not.toBeNull();
        const slot = plan.doc.fixtures.find((g) => g.id === f.id)!;
        expect(f.width).toBeLessThanOrEqual(slot.width + 1);
      }
      expect(fitProblems(doc), plan.id).toEqual([]);
    }
  });

  it('picks by style and palette: a Modern light kitchen takes the Modern white products, a Rustic dark one the espresso', () => {
    const plan = floorPlanById('kitchen-galley-3658x2438')!;
    const modern = resolveTemplate(plan.doc, templateById('kitchen-modern-light')!, catalogue);
    const rustic = resolveTemplate(plan.doc, templateById('kitchen-rustic-dark')!, catalogue);
    const productOf = (doc: typeof modern, id: string) =>
      doc.surfaces.find((s) => s.id === id)!.product!.product;
    const tile = `p${Object.keys(CATEGORY_WIDTHS).indexOf('Tile Flooring')}`;
    const wood = `p${Object.keys(CATEGORY_WIDTHS).indexOf('Hardwood Flooring')}`;
    // Modern floors are tile first; Rustic ones wood first.
    expect(productOf(modern, 'floor')).toBe(`${tile}-0`);
    expect(productOf(rustic, 'floor')).toBe(`${wood}-1`);
    expect(modern.surfaces.find((s) => s.id === 'floor')!.pattern).toBe('straight');
    expect(productOf(rustic, 'backsplash-s')).toMatch(/-1$/);
  });

  it('a fixture takes the widest product that fits its place: a 30 in vanity slot gets the 30 in vanity, never the 48', () => {
    const plan = floorPlanById('bathroom-hall-2438x1524')!;
    const doc = resolveTemplate(plan.doc, templatesFor('bathroom')[0], catalogue);
    const vanity = doc.fixtures.find((f) => f.id === 'vanity')!;
    expect(vanity.width).toBe(762);
    const tub = doc.fixtures.find((f) => f.id === 'tub')!;
    expect(tub.width).toBe(1524);
    // With only 48 in vanities on offer, the 30 in place stays empty rather than overflowing.
    const wide = catalogue.filter((c) => c.category !== 'Bathroom Vanitys' || c.widthIn === 48);
    expect(
      resolveTemplate(plan.doc, templatesFor('bathroom')[0], wide).fixtures.find((f) => f.id === 'vanity')!
        .product,
    ).toBeNull();
  });

  it('is deterministic: the same catalogue in another order gives the same design', () => {
    const plan = floorPlanById('bathroom-primary-3658x4267')!;
    const t = templateById('bathroom-luxury-warm')!;
    expect(resolveTemplate(plan.doc, t, [...catalogue].reverse())).toEqual(
      resolveTemplate(plan.doc, t, catalogue),
    );
  });

  it('fills each appliance and cabinet slot only from its own subcategory: a refrigerator slot never gets a cooktop', () => {
    const leafOf = new Map(catalogue.map((c) => [c.sizeId, c.leaf]));
    const expected: Record<string, string> = {
      refrigerator: 'Refrigerators',
      range: 'Ranges',
      hood: 'Range Hoods',
      dishwasher: 'Dishwashers',
      washer: 'Washers',
      dryer: 'Dryers',
      base: 'Base Cabinets',
      wall: 'Wall Cabinets',
      tall: 'Tall Cabinets',
    };
    const seen = new Set<string>();
    for (const plan of FLOOR_PLANS.filter((p) => p.kind === 'kitchen' || p.kind === 'laundry')) {
      for (const t of templatesFor(plan.kind)) {
        for (const f of resolveTemplate(plan.doc, t, catalogue).fixtures) {
          if (!f.variant) continue;
          seen.add(f.variant);
          expect(leafOf.get(f.product!.sizeId), `${plan.id} ${t.id} ${f.id}`).toBe(expected[f.variant]);
        }
      }
    }
    expect([...seen].sort()).toEqual([
      'base',
      'dishwasher',
      'dryer',
      'hood',
      'range',
      'refrigerator',
      'tall',
      'wall',
      'washer',
    ]);
    // Without any refrigerator on offer the refrigerator stays empty rather than taking a range.
    const plan = floorPlanById('kitchen-galley-3658x2438')!;
    const noFridge = catalogue.filter((c) => c.leaf !== 'Refrigerators');
    const fridge = resolveTemplate(plan.doc, templatesFor('kitchen')[0], noFridge).fixtures.find(
      (f) => f.variant === 'refrigerator',
    )!;
    expect(fridge.product).toBeNull();
  });
});

describe('one kitchen, one cabinet line (issue 21)', () => {
  const widths = CATEGORY_WIDTHS;
  /** Cabinets of one look in every width of base, wall and tall (or only the leaves given). */
  const line = (
    id: string,
    look: { style: string; colors: string[]; finish: string },
    leaves = ['Base Cabinets', 'Wall Cabinets', 'Tall Cabinets'],
  ): Candidate[] =>
    leaves.flatMap((leaf, i) =>
      widths[`Cabinets/${leaf}`].map((widthIn, k) => ({
        product: `${id}-${i}`,
        sizeId: Number(`${id.length}${i}${k}${id.charCodeAt(0)}`),
        category: 'Cabinets',
        leaf,
        colors: look.colors,
        styleTags: [look.style],
        finish: look.finish,
        widthIn,
      })),
    );
  const navy = { style: 'Transitional', colors: ['Navy'], finish: 'Painted' };
  // A warm stained wall cabinet outranks the navy one on its own (honey is in the warm palette).
  const honey = { style: 'Transitional', colors: ['Honey'], finish: 'Stained' };
  const others = catalogue.filter((c) => c.category !== 'Cabinets');
  const cabinetsOf = (cands: Candidate[], planId: string) => {
    const byId = new Map(cands.map((c) => [c.sizeId, c]));
    const doc = resolveTemplate(
      floorPlanById(planId)!.doc,
      templateById('kitchen-transitional-warm')!,
      cands,
    );
    return doc.fixtures
      .filter((f) => f.kind === 'cabinet')
      .map((f) => ({ f, c: byId.get(f.product!.sizeId)! }));
  };

  it('base, wall and tall cabinets of a resolved kitchen share the base cabinets’ colour, finish and door style', () => {
    const cands = [
      ...others,
      ...line('navy', navy),
      ...line('honey', honey, ['Wall Cabinets', 'Tall Cabinets']),
    ];
    for (const planId of [
      'kitchen-galley-3658x2438',
      'kitchen-u-shaped-3048x3048',
      'kitchen-island-5486x4877',
    ]) {
      const cabinets = cabinetsOf(cands, planId);
      expect(new Set(cabinets.map(({ f }) => f.variant))).toContain('wall');
      for (const { f, c } of cabinets) {
        expect(c.colors, `${planId} ${f.id}`).toEqual(['Navy']);
        expect(c.finish, `${planId} ${f.id}`).toBe('Painted');
        expect(c.styleTags[0], `${planId} ${f.id}`).toBe('Transitional');
      }
    }
  });

  it('only where the line lacks a width does a cabinet come from the nearest colour, never a warmer-scoring one', () => {
    // The navy line has no tall cabinet: the pantry takes the navy lacquered one, not the honey one.
    const navyLacquer = { style: 'Modern', colors: ['Navy'], finish: 'Lacquered' };
    const cands = [
      ...others,
      ...line('navy', navy, ['Base Cabinets', 'Wall Cabinets']),
      ...line('lacq', navyLacquer, ['Tall Cabinets']),
      ...line('honey', honey, ['Tall Cabinets']),
    ];
    const cabinets = cabinetsOf(cands, 'kitchen-u-shaped-3048x3048');
    const tall = cabinets.filter(({ f }) => f.variant === 'tall');
    expect(tall.length).toBeGreaterThan(0);
    for (const { c } of tall) expect(c.product).toBe('lacq-0');
    for (const { c } of cabinets.filter(({ f }) => f.variant !== 'tall')) expect(c.finish).toBe('Painted');
  });
});
