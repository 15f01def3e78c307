import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STYLES } from '../catalog/styles.ts';
import { productRefKey } from '../room/document.ts';
import { FLOOR_PLANS, floorPlanById } from '../room/floor-plans.ts';
import type { DesignAsk, DesignOutcome } from './ask.ts';
import { ACCESSORY_PRICES, catalogue } from './catalogue.fixture.ts';
import { newProblems } from './design-one.ts';
import { exactTotal, productsIn, profileFor } from './designer.fixture.ts';
import { designRooms } from './designer.ts';
import { moodPalettes, refineDesign } from './refine.ts';
import { parseRefinement, type Refinement } from './refinement.ts';

const LISTED = catalogue();
const BUDGET = 40_000_000;

function designed(planId: string, seed = 1, style = STYLES[(seed * 3) % 10]) {
  const plan = floorPlanById(planId)!;
  const ask: DesignAsk = {
    doc: plan.doc,
    kind: plan.kind,
    profile: profileFor(style, 'light'),
    budgetCents: BUDGET,
    keep: [],
    avoid: [],
    seed,
  };
  const result = designRooms(ask, LISTED, ACCESSORY_PRICES);
  if ('error' in result) throw new Error(result.error);
  return { ask, base: result.designs[0] };
}

const refinement = (text: string) => parseRefinement(text) as Refinement;
const refine = (ask: DesignAsk, base: DesignOutcome, text: string) => {
  const result = refineDesign(ask, base, refinement(text), LISTED, ACCESSORY_PRICES);
  if ('error' in result) throw new Error(result.error);
  return result.design;
};
/** Each surface's and fixture's product, size, width and pattern: what "kept exactly" keeps. */
const partsOf = (d: DesignOutcome) =>
  new Map(
    [...d.document.surfaces, ...d.document.fixtures].map((x) => [
      x.id,
      JSON.stringify([x.product, 'width' in x ? x.width : null, 'pattern' in x ? x.pattern : null]),
    ]),
  );
const slotOf = (d: DesignOutcome, id: string) => d.picks.find((p) => p.target.id === id)?.slot;

/** The hard rules every refined room keeps, as every designed room does. */
function keepsTheRules(ask: DesignAsk, d: DesignOutcome, budget: number) {
  expect(newProblems(ask.doc, d.document)).toEqual([]);
  expect(d.totalCents).toBe(exactTotal(d.document, LISTED, ACCESSORY_PRICES).total);
  expect(d.totalCents).toBeLessThanOrEqual(budget);
  const listed = new Set(LISTED.map(productRefKey));
  for (const ref of productsIn(d.document)) expect(listed.has(productRefKey(ref))).toBe(true);
}

describe('refineDesign', () => {
  it('"keep the floor, change the vanity": everything but the vanity exactly as it was, the vanity another product', () => {
    const { ask, base } = designed('bathroom-primary-3658x4267');
    const refined = refine(ask, base, 'keep the floor, change the vanity');
    const [before, after] = [partsOf(base), partsOf(refined)];
    for (const [id, was] of before) if (slotOf(base, id) !== 'vanity') expect(after.get(id), id).toBe(was);
    const vanity = (d: DesignOutcome) => d.picks.find((p) => p.slot === 'vanity')!;
    expect(vanity(refined).product).not.toBe(vanity(base).product);
    keepsTheRules(ask, refined, BUDGET);
    expect(refined.picks.find((p) => p.slot === 'floor')!.reasons.rules).toContain(
      'Kept from the design you refined',
    );
  });

  it('"cheaper by 20%" comes in at 80% of the design or less, over many rooms', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...FLOOR_PLANS), fc.integer({ min: 1, max: 1000 }), (plan, seed) => {
        const { ask, base } = designed(plan.id, seed);
        const result = refineDesign(ask, base, refinement('cheaper by 20%'), LISTED, ACCESSORY_PRICES);
        if ('error' in result) {
          // Only a room whose cheapest is dearer than that (a small dining room's), and it says what it takes.
          const m = result.error.match(
            /^The least this room can be done for, keeping what you kept, is \$([\d,]+\.\d\d); ask for a smaller saving\.$/,
          );
          expect(m, result.error).not.toBeNull();
          expect(Math.round(Number(m![1].replace(/,/g, '')) * 100)).toBeGreaterThan(base.totalCents * 0.8);
          return;
        }
        keepsTheRules(ask, result.design, Math.floor(base.totalCents * 0.8));
      }),
      { seed: 20, numRuns: 20 },
    );
  });

  it('"warmer" moves the design to the warm palette and keeps its style; what suits it stays', () => {
    const { ask, base } = designed('kitchen-l-shaped-4267x4267', 2, 'Modern');
    const refined = refine(ask, base, 'warmer');
    expect([refined.style, refined.palette, refined.name]).toEqual(['Modern', 'warm', 'Modern warm kitchen']);
    keepsTheRules(ask, refined, BUDGET);
    expect(refined.picks.some((p) => p.reasons.terms.some((t) => t.term === 'stay'))).toBe(true);
    expect(moodPalettes('warmer', 'warm')).toEqual({ palette: 'warm', away: 'light' });
    expect(moodPalettes('cooler', 'warm')).toEqual({ palette: 'light', away: 'warm' });
  });

  it('"keep the cabinets, cheaper" keeps every cabinet and saves elsewhere', () => {
    const { ask, base } = designed('kitchen-u-shaped-4877x4267', 3);
    const refined = refine(ask, base, 'keep the cabinets, cheaper by 15%');
    const [before, after] = [partsOf(base), partsOf(refined)];
    for (const p of base.picks.filter((x) => x.slot === 'cabinet'))
      expect(after.get(p.target.id)).toBe(before.get(p.target.id));
    keepsTheRules(ask, refined, Math.floor(base.totalCents * 0.85));
  });

  it('names what it cannot do: a part the room does not have, a saving too deep', () => {
    const { ask, base } = designed('kitchen-galley-3658x2438');
    expect(refineDesign(ask, base, refinement('change the vanity'), LISTED, ACCESSORY_PRICES)).toEqual({
      error: 'This room has no vanity.',
    });
    const deep = refineDesign(
      ask,
      base,
      refinement('keep the floor and the cabinets, cheaper by 90%'),
      LISTED,
      ACCESSORY_PRICES,
    );
    expect(deep).toEqual({
      error: expect.stringMatching(/^The least this room can be done for, keeping what you kept, is \$/),
    });
  });
});
