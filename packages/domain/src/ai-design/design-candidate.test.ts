import { describe, expect, it } from 'vitest';
import { MAX_LINE_QTY } from '../catalog/quantity.ts';
import { unitsCents } from './design-candidate.ts';

describe('unitsCents: what the checklist bills for a candidate', () => {
  it('is the units times the price', () => {
    expect(unitsCents({ priceCents: 1_234 }, 3)).toBe(3_702);
  });

  it('raises the units to the size’s minimum order, as the cart does', () => {
    expect(unitsCents({ priceCents: 500, minQty: 10 }, 3)).toBe(5_000);
    expect(unitsCents({ priceCents: 500, minQty: 10 }, 12)).toBe(6_000);
  });

  it('never bills more than a cart line holds', () => {
    expect(unitsCents({ priceCents: 2 }, MAX_LINE_QTY + 5)).toBe(MAX_LINE_QTY * 2);
  });
});
