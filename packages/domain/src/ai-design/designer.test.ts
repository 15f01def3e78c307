import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/styles.ts';
import { productRefKey } from '../room/document.ts';
import { FLOOR_PLANS, floorPlanById } from '../room/floor-plans.ts';
import { MM_PER_IN } from '../room/geometry.ts';
import type { Palette } from '../room/palettes.ts';
import { slotCategories, templatesFor, VARIANT_SUBCATEGORIES } from '../room/templates.ts';
import { ACCESSORY_PRICES, catalogue } from './catalogue.fixture.ts';
import { newProblems } from './design-one.ts';
import { exactTotal, productsIn, profileFor } from './designer.fixture.ts';
import { designRooms } from './designer.ts';
import { SCORE_TERMS } from './score.ts';

const PALETTES: Palette[] = ['light', 'warm', 'dark'];
/** The showroom's listed catalogue: every seventh product of the fixture is unlisted (never a candidate). */
const ALL = catalogue();
const unlisted = new Set([...new Set(ALL.map((c) => c.product))].filter((_, i) => i % 7 === 3));
const LISTED = ALL.filter((c) => !unlisted.has(c.product));
const byKey = new Map(LISTED.map((c) => [productRefKey(c), c]));
const BUDGET = 40_000_000;

/** Every plan with every style (620 rooms), the palettes in turn. */
const CASES = FLOOR_PLANS.flatMap((plan, i) =>
  STYLES.map((style, k) => ({
    plan,
    style,
    palette: PALETTES[(i + k) % 3],
    seed: i * 11 + k,
  })),
);

const ask = (c: (typeof CASES)[number], extra: Partial<Parameters<typeof designRooms>[0]> = {}) => ({
  doc: c.plan.doc,
  kind: c.plan.kind,
  profile: profileFor(c.style, c.palette, STYLES[(STYLES.indexOf(c.style) + 1) % STYLES.length]),
  budgetCents: BUDGET,
  keep: [],
  avoid: [],
  seed: c.seed,
  ...extra,
});

describe('designRooms over every floor plan and every style', () => {
  it('covers all 62 plans, each with all 10 styles', () => {
    expect(CASES).toHaveLength(620);
    expect(new Set(CASES.map((c) => c.plan.id)).size).toBe(FLOOR_PLANS.length);
    expect(FLOOR_PLANS.length).toBe(62);
    expect(new Set(CASES.map((c) => c.style))).toEqual(new Set(STYLES));
  });

  // 620 rooms: ~30 s of one core (under a minute on a loaded two-core machine).
  it('three different complete rooms, each keeping every hard rule and within the budget, every pick explained', {
    timeout: 240_000,
  }, () => {
    for (const c of CASES) {
      const result = designRooms(ask(c), LISTED, ACCESSORY_PRICES);
      if ('error' in result) throw new Error(`${c.plan.id} ${c.style}: ${result.error}`);
      expect(result.designs, c.plan.id).toHaveLength(3);
      const looks = new Set(result.designs.map((d) => `${d.style} ${d.palette}`));
      expect(looks.size, c.plan.id).toBe(3);
      expect(result.designs[0].style).toBe(c.style);
      const slots = new Set(templatesFor(c.plan.kind).flatMap((t) => Object.keys(t.slots)));
      for (const d of result.designs) {
        const where = `${c.plan.id} ${d.name}`;
        const doc = d.document;
        // Every slot filled, with a listed product of a category the slot takes, that fits its place.
        for (const x of [...doc.surfaces, ...doc.fixtures].filter((x) => slots.has(x.kind)))
          expect(x.product, `${where} ${x.id}`).not.toBeNull();
        for (const ref of productsIn(doc)) {
          expect(unlisted.has(ref.product), where).toBe(false);
          expect(byKey.has(productRefKey(ref)), where).toBe(true);
        }
        for (const f of doc.fixtures) {
          const c0 = f.product && byKey.get(productRefKey(f.product));
          if (!c0) continue;
          expect(slotCategories(f.kind), where).toContain(c0.category);
          if (f.variant) expect(VARIANT_SUBCATEGORIES[f.variant], where).toContain(c0.leaf);
          const place = c.plan.doc.fixtures.find((g) => g.id === f.id)!;
          expect(f.width, `${where} ${f.id}`).toBeLessThanOrEqual(place.width + 1);
          if (c0.widthIn !== null) expect(f.width).toBe(Math.round(c0.widthIn * MM_PER_IN));
        }
        for (const s of doc.surfaces.filter((s) => s.product))
          expect(slotCategories(s.kind), where).toContain(byKey.get(productRefKey(s.product!))!.category);
        // No fit or clearance problem the empty plan did not have.
        expect(newProblems(c.plan.doc, doc), where).toEqual([]);
        // Within the budget, and the total is the exact takeoff's.
        const exact = exactTotal(doc, LISTED, ACCESSORY_PRICES);
        expect(d.totalCents, where).toBe(exact.total);
        expect(d.totalCents).toBeLessThanOrEqual(BUDGET);
        // One pick per filled surface and fixture, its line the takeoff's, its reasons real score terms.
        expect(d.picks.map((p) => p.target.id).sort(), where).toEqual(
          [...doc.surfaces, ...doc.fixtures]
            .filter((x) => x.product)
            .map((x) => x.id)
            .sort(),
        );
        expect(d.vendors).toBe(
          new Set(d.picks.map((p) => byKey.get(`${p.product}#${p.size_id}`)!.vendor)).size,
        );
        for (const p of d.picks) {
          expect(p.line_cents, where).toBe(exact.lines.get(`${p.product}#${p.size_id}`));
          expect(p.reasons.terms.length, `${where} ${p.target.id}`).toBeGreaterThan(0);
          for (const t of p.reasons.terms) expect(SCORE_TERMS, where).toContain(t.term);
          expect(p.reasons.rules.length).toBeGreaterThan(0);
          if (p.reasons.runner_up) expect(p.reasons.runner_up.product).not.toBe(p.product);
        }
      }
    }
  });

  it('is deterministic for a seed, and never picks an avoided product', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...CASES), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (c, seed) => {
        const first = designRooms(ask(c, { seed }), LISTED, ACCESSORY_PRICES);
        expect(designRooms(ask(c, { seed }), LISTED, ACCESSORY_PRICES)).toEqual(first);
        if ('error' in first) throw new Error(first.error);
        // Avoid some of what it picked (one product of each of up to 6 slots): none of them comes back.
        const picked = [...new Map(first.designs[0].picks.map((p) => [p.slot, p.product])).values()];
        const avoid = picked.slice(0, 6);
        const again = designRooms(ask(c, { seed, avoid }), LISTED, ACCESSORY_PRICES);
        if ('error' in again) throw new Error(again.error);
        for (const d of again.designs)
          for (const ref of productsIn(d.document)) expect(avoid).not.toContain(ref.product);
      }),
      { seed: 26, numRuns: 24 },
    );
  });
});

describe('the budget', () => {
  it('a budget too small says the least the room can be done for; at that budget the room is designed within it', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...CASES), (c) => {
        const tight = designRooms(ask(c, { budgetCents: 50_000 }), LISTED, ACCESSORY_PRICES);
        if (!('error' in tight)) {
          for (const d of tight.designs) expect(d.totalCents).toBeLessThanOrEqual(50_000);
          return;
        }
        const m = tight.error.match(
          /^The least this room can be done for is \$([\d,]+\.\d\d); raise the budget\.$/,
        );
        expect(m, tight.error).not.toBeNull();
        const least = Math.round(Number(m![1].replace(/,/g, '')) * 100);
        expect(least).toBeGreaterThan(50_000);
        const just = designRooms(ask(c, { budgetCents: least }), LISTED, ACCESSORY_PRICES);
        if ('error' in just) throw new Error(just.error);
        for (const d of just.designs) expect(d.totalCents).toBeLessThanOrEqual(least);
        // A cent less is still too little, and says so alike.
        expect(designRooms(ask(c, { budgetCents: least - 1 }), LISTED, ACCESSORY_PRICES)).toEqual(tight);
      }),
      { seed: 7, numRuns: 16 },
    );
  });

  it('a smaller budget gives cheaper designs, each within it', () => {
    const c = CASES.find((x) => x.plan.id === 'kitchen-galley-3658x2438')!;
    const roomy = designRooms(ask(c), LISTED, ACCESSORY_PRICES);
    if ('error' in roomy) throw new Error(roomy.error);
    const budget = Math.round(Math.min(...roomy.designs.map((d) => d.totalCents)) * 0.8);
    const lean = designRooms(ask(c, { budgetCents: budget }), LISTED, ACCESSORY_PRICES);
    if ('error' in lean) throw new Error(lean.error);
    for (const d of lean.designs) expect(d.totalCents).toBeLessThanOrEqual(budget);
  });
});

describe('kept and avoided products', () => {
  const c = CASES.find((x) => x.plan.id === 'bathroom-hall-2438x1524')!;
  const vanity = LISTED.find((x) => x.category === 'Bathroom Vanitys' && x.widthIn === 30)!;

  it('a kept product is in every design, in its place, its reasons say so', () => {
    const result = designRooms(ask(c, { keep: [vanity.product] }), LISTED, ACCESSORY_PRICES);
    if ('error' in result) throw new Error(result.error);
    for (const d of result.designs) {
      const pick = d.picks.find((p) => p.slot === 'vanity')!;
      expect(pick.product).toBe(vanity.product);
      expect(pick.reasons.rules).toContain('Kept as you asked');
    }
  });

  it('an error names a kept product that is avoided too, not sold here, has no place, or does not fit', () => {
    const run = (keep: string[], avoid: string[] = [], plan = c.plan) =>
      designRooms({ ...ask(c, { keep, avoid }), doc: plan.doc, kind: plan.kind }, LISTED, ACCESSORY_PRICES);
    expect(run([vanity.product], [vanity.product])).toEqual({
      error: `Product ${vanity.product} is both kept and avoided; choose one.`,
    });
    const gone = [...unlisted][0];
    expect(run([gone])).toEqual({ error: `Product ${gone} you asked to keep is not sold in this showroom.` });
    const fan = LISTED.find((x) => x.category === 'Fans')!;
    expect(run([fan.product])).toEqual({ error: `${fan.name} has no place in this room.` });
    const wide = LISTED.find(
      (x) =>
        x.category === 'Bath Tubs' &&
        x.widthIn === 72 &&
        LISTED.filter((y) => y.product === x.product).length === 1,
    );
    if (wide) expect(run([wide.product])).toEqual({ error: `${wide.name} does not fit this room.` });
  });

  it('when every product a slot takes is avoided, the error names the slot', () => {
    const toilets = LISTED.filter((x) => x.category === 'Toilets').map((x) => x.product);
    const result = designRooms(ask(c, { avoid: toilets }), LISTED, ACCESSORY_PRICES);
    expect(result).toEqual({ error: "Nothing in this showroom's catalogue fits the toilet (15 in)." });
  });
});

describe('the designs read as the profile', () => {
  it('the first design is the top style in the chosen palette, named after it', () => {
    const plan = floorPlanById('bathroom-primary-3658x4267')!;
    const result = designRooms(
      {
        doc: plan.doc,
        kind: plan.kind,
        profile: profileFor('Farmhouse', 'warm', 'Rustic'),
        budgetCents: BUDGET,
        keep: [],
        avoid: [],
        seed: 1,
      },
      LISTED,
      ACCESSORY_PRICES,
    );
    if ('error' in result) throw new Error(result.error);
    expect(result.designs.map((d) => d.name)).toEqual([
      'Farmhouse warm bath',
      'Rustic warm bath',
      'Farmhouse dark bath',
    ]);
  });
});
