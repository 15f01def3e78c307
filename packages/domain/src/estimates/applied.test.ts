import { describe, expect, it } from 'vitest';
import { applyChangeOrders } from './applied.ts';
import { FLOOR_TILE, line } from './bathroom.fixture.ts';
import { priceChange } from './change-order.ts';
import type { EstimateLine } from './estimate-line.ts';

const MARBLE = { product: 'floor-marble', sizeId: 12 };
const design = (version: number) => ({ id: 7, version });
const floor = (product = FLOOR_TILE, price = 5_499, quantity = 6): EstimateLine =>
  line({
    id: `7:material:${product.product}#${product.sizeId}`,
    kind: 'material',
    category: 'floor_tile',
    quantity,
    unit: 'box',
    unit_cost_cents: price,
    unit_price_cents: price,
    product,
    design: design(3),
    parts: ['floor'],
  });
const vanityAllowance = line({
  id: '7:allowance:vanity',
  kind: 'allowance',
  category: 'vanity',
  unit: 'allowance',
  unit_cost_cents: 80_000,
  parts: ['vanity'],
});
const approved = [floor(), vanityAllowance];
const change = (over: {
  approved: EstimateLine[];
  proposed: EstimateLine[];
  version: number;
  used?: Record<string, number>;
}) =>
  priceChange({
    approved: over.approved,
    design: design(over.version),
    proposed: over.proposed,
    allowanceUsed: over.used,
    makeId: (k) => k,
  });

describe('the approved lines as they stand after change orders', () => {
  it('applies a swap: the marble stands where the porcelain was, at its own price', () => {
    const swap = change({ approved, proposed: [floor(MARBLE, 7_999)], version: 4 });
    const now = applyChangeOrders(approved, [swap.lines]);
    expect(now.lines.map((l) => [l.id, l.quantity, l.unit_price_cents])).toEqual([
      ['7:allowance:vanity', 1, 80_000],
      ['7:material:floor-marble#12', 6, 7_999],
    ]);
    // Swapping back is priced against the marble, not the porcelain first approved.
    const back = change({ approved: now.lines, proposed: [floor()], version: 5 });
    expect(back.lines.map((l) => [l.id, l.quantity])).toEqual([
      ['remove:7:material:floor-marble#12', -6],
      ['add:7:material:floor-porcelain#11', 6],
    ]);
    expect(applyChangeOrders(approved, [swap.lines, back.lines]).lines.map((l) => l.id)).toEqual([
      '7:allowance:vanity',
      '7:material:floor-porcelain#11',
    ]);
  });

  it('adds more of a product at its approved price and counts what an allowance has paid', () => {
    const vanity = line({
      id: '7:material:vanity-oak#44',
      kind: 'material',
      category: 'vanity',
      unit_cost_cents: 65_000,
      product: { product: 'vanity-oak', sizeId: 44 },
      design: design(4),
      parts: ['vanity'],
    });
    const chosen = change({ approved, proposed: [floor(FLOOR_TILE, 5_499, 8), vanity], version: 4 });
    const now = applyChangeOrders(approved, [chosen.lines]);
    expect(now.lines.find((l) => l.product === FLOOR_TILE)?.quantity).toBe(8);
    expect(now.allowanceUsed).toEqual({ '7:allowance:vanity': 65_000 });
    // A dearer vanity next: only $15,000 of the allowance is left.
    const dearer = change({
      approved: now.lines,
      proposed: [
        floor(FLOOR_TILE, 5_499, 8),
        {
          ...vanity,
          id: '7:material:vanity-walnut#45',
          product: { product: 'vanity-walnut', sizeId: 45 },
          unit_price_cents: 90_000,
        },
      ],
      version: 5,
      used: now.allowanceUsed,
    });
    expect(dearer).toMatchObject({ allowance_applied_cents: 15_000, needed: true });
  });

  it('leaves lines of any other shape alone', () => {
    expect(
      applyChangeOrders(approved, [[line({ id: 'line:abc', kind: 'fee', unit_cost_cents: 100 })]]).lines,
    ).toEqual(approved);
  });
});
