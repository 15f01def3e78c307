import { describe, expect, it } from 'vitest';
import { billOfMaterials } from '../room/bill-of-materials.ts';
import type { ProductRef, RoomDocument } from '../room/document.ts';
import { bathroom, FLOOR_TILE, SHOWER_TILE, sellUnits, TOILET } from './bathroom.fixture.ts';
import { type ChangeInput, priceChange } from './change-order.ts';
import { draftEstimate, type MaterialPrice } from './draft.ts';
import { estimateTotals } from './estimate.ts';
import type { EstimateLine } from './estimate-line.ts';
import { DEFAULT_RATE_TABLE } from './rates.ts';

const MARBLE: ProductRef = { product: 'floor-marble', sizeId: 12 };
const VANITY: ProductRef = { product: 'vanity-oak', sizeId: 44 };
const PRICES: Record<string, MaterialPrice> = {
  [FLOOR_TILE.product]: { name: 'Porcelain 12 × 24', unit_price_cents: 5_499 },
  [MARBLE.product]: { name: 'Marble 12 × 24', unit_price_cents: 7_999 },
  [SHOWER_TILE.product]: { name: 'Subway 3 × 12', unit_price_cents: 4_250 },
  [TOILET.product]: { name: 'Elongated toilet', unit_price_cents: 28_900 },
};

/** The design's lines at version `version`, priced at `prices` (today's). */
const drafted = (doc: RoomDocument, version: number, prices = PRICES) =>
  draftEstimate({
    design: { id: 7, version },
    room: 'Bathroom',
    doc,
    takeoff: billOfMaterials(doc, sellUnits),
    priceOf: (ref) => prices[ref.product] ?? null,
    rates: DEFAULT_RATE_TABLE,
    allowances: { vanity: { lump_sum_cents: 80_000 }, wall_tile: { per_unit_cents: 500 } },
    labourTaxable: false,
    makeId: (key) => key,
  }).lines;

/** Version 3 as approved: porcelain floor, subway shower, a toilet; the vanity and the south wall open. */
const approved = drafted(bathroom(), 3);
const change = (proposed: EstimateLine[], over: Partial<ChangeInput> = {}) =>
  priceChange({ approved, design: { id: 7, version: 4 }, proposed, makeId: (k) => k, ...over });
const withVanity = (cents: number) => {
  const doc = bathroom();
  doc.fixtures = doc.fixtures.map((f) => (f.id === 'vanity' ? { ...f, product: VANITY } : f));
  return drafted(doc, 4, { ...PRICES, [VANITY.product]: { name: 'Oak vanity', unit_price_cents: cents } });
};
const summary = (lines: EstimateLine[]) =>
  lines.map((l) => [l.id, l.kind, l.quantity, l.unit_price_cents, l.design?.version]);

describe('a change in the room after approval', () => {
  it('a dearer floor tile: the approved one removed at its price, the new one added at today’s', () => {
    const co = change(drafted(bathroom(MARBLE), 4));
    expect(summary(co.lines)).toEqual([
      ['remove:7:material:floor-porcelain#11', 'material', -6, 5_499, 3],
      ['add:7:material:floor-marble#12', 'material', 6, 7_999, 4],
    ]);
    // 6 × ($79.99 − $54.99) = $150.00, no allowance for a floor already chosen.
    expect(co).toMatchObject({
      materials_cents: 15_000,
      allowance_applied_cents: 0,
      extra_cents: 15_000,
      needed: true,
    });
    expect(co.removed.map((l) => l.id)).toEqual(['7:material:floor-porcelain#11']);
  });

  it('a vanity chosen within its allowance: the allowance pays for it, no change order', () => {
    const co = change(withVanity(65_000));
    expect(summary(co.lines)).toEqual([
      ['add:7:material:vanity-oak#44', 'material', 1, 65_000, 4],
      ['allowance:7:allowance:vanity', 'allowance', -1, 65_000, 3],
    ]);
    expect(
      co.allowances.map((u) => [u.line.id, u.left_before_cents, u.used_cents, u.left_after_cents]),
    ).toEqual([['7:allowance:vanity', 80_000, 65_000, 15_000]]);
    expect(co).toMatchObject({ extra_cents: 0, needed: false });
    // Taxed alike on both sides, so the change comes to nothing with tax too.
    expect(
      estimateTotals(
        { lines: co.lines, deposit: { kind: 'fixed', cents: 0 } },
        { taxBps: 725, labourTaxable: false },
      ).total_cents,
    ).toBe(0);
  });

  it('a vanity beyond its allowance: a change order for the excess only', () => {
    const co = change(withVanity(100_000));
    expect(co).toMatchObject({
      materials_cents: 100_000,
      allowance_applied_cents: 80_000,
      extra_cents: 20_000,
      needed: true,
    });
    expect(co.allowances[0].left_after_cents).toBe(0);
  });

  it('counts what earlier change orders used of an allowance', () => {
    const co = change(withVanity(65_000), { allowanceUsed: { '7:allowance:vanity': 70_000 } });
    expect(co).toMatchObject({ allowance_applied_cents: 10_000, extra_cents: 55_000, needed: true });
  });

  it('fills an allowance from a choice with no part of the design by its room and trade', () => {
    const vanity = withVanity(30_000).find((l) => l.product?.product === VANITY.product)!;
    const co = change([...approved, { ...vanity, parts: [] }]);
    expect(co).toMatchObject({ allowance_applied_cents: 30_000, extra_cents: 0, needed: false });
  });

  it('re-prices nothing in silence: more of an approved product at its approved price', () => {
    // Today the subway tile costs $45.00 and the toilet $300.00; the shower takes 2 more boxes.
    const today = approved.map((l) => {
      if (l.product?.product === SHOWER_TILE.product) return { ...l, quantity: 6, unit_price_cents: 4_500 };
      if (l.product?.product === TOILET.product) return { ...l, unit_price_cents: 30_000 };
      return l;
    });
    const co = change(today);
    expect(summary(co.lines)).toEqual([['quantity:7:material:shower-subway#22', 'material', 2, 4_250, 4]]);
    expect(co.quantities.map((q) => [q.from, q.to, q.delta_cents])).toEqual([[4, 6, 8_500]]);
    expect(co.needed).toBe(true);
  });

  it('needs nothing when the room is unchanged', () => {
    expect(change(drafted(bathroom(), 4))).toMatchObject({ lines: [], extra_cents: 0, needed: false });
  });
});
