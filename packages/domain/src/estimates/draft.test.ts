import { describe, expect, it } from 'vitest';
import { billOfMaterials } from '../room/bill-of-materials.ts';
import type { ProductRef, RoomDocument } from '../room/document.ts';
import { copingRing } from '../room/room.fixture.ts';
import { bathroom, FLOOR_TILE, SHOWER_TILE, sellUnits, TOILET } from './bathroom.fixture.ts';
import { type DraftInput, draftEstimate, type MaterialPrice } from './draft.ts';
import { roundQuantity, surfaceQuantity } from './measures.ts';
import type { RateTable } from './rates.ts';

const PRICES: Record<string, MaterialPrice> = {
  [FLOOR_TILE.product]: { name: 'Porcelain 12 × 24', unit_price_cents: 5_499, category: 'Tile Flooring' },
  [SHOWER_TILE.product]: { name: 'Subway 3 × 12', unit_price_cents: 4_250, min_qty: 5 },
  [TOILET.product]: { name: 'Elongated toilet', unit_price_cents: 28_900, category: 'Toilets' },
};
/** No shower tile rate: the draft says so instead of guessing one. */
const RATES: RateTable = {
  labour_markup_bps: 2_000,
  rates: [
    { category: 'floor_tile', basis: 'sqft', rate_cents: 700 },
    { category: 'wall_tile', basis: 'sqft', rate_cents: 900 },
    { category: 'toilet', basis: 'piece', rate_cents: 25_000 },
    { category: 'vanity', basis: 'piece', rate_cents: 35_000 },
  ],
};

const inputFor = (doc: RoomDocument, over: Partial<DraftInput> = {}): DraftInput => ({
  design: { id: 7, version: 3 },
  room: 'Bathroom',
  doc,
  takeoff: billOfMaterials(doc, sellUnits),
  priceOf: (ref: ProductRef) => PRICES[ref.product] ?? null,
  rates: RATES,
  allowances: {
    vanity: { lump_sum_cents: 80_000 },
    wall_tile: { per_unit_cents: 500 },
    floor_tile: { per_unit_cents: 600 },
  },
  labourTaxable: false,
  makeId: (key) => key,
  ...over,
});

const summary = (lines: ReturnType<typeof draftEstimate>['lines']) =>
  lines.map((l) => [l.id, l.kind, l.category, l.quantity, l.unit, l.unit_price_cents, l.parts.join(',')]);

describe('drafting version 1 from the bathroom design', () => {
  it('makes material lines in sell units, labour by the rate table and allowances for the open slots', () => {
    const draft = draftEstimate(inputFor(bathroom()));
    expect(summary(draft.lines)).toEqual([
      // 50 sq ft + 10% = 55 ÷ 10 = 5.5 → 6 boxes; 25 sq ft + 10% = 27.5 ÷ 8 → 4, raised to the minimum 5.
      ['7:material:floor-porcelain#11', 'material', 'floor_tile', 6, 'Box', 5_499, 'floor'],
      ['7:material:shower-subway#22', 'material', 'shower_tile', 5, 'Box', 4_250, 'shower'],
      ['7:material:toilet-elongated#33', 'material', 'toilet', 1, 'Piece', 28_900, 'toilet'],
      // $7.00 + 20% = $8.40 a sq ft of the floor's 50; the open south wall and vanity are installed too.
      ['7:labour:floor_tile', 'labour', 'floor_tile', 50, 'sq ft', 840, 'floor'],
      ['7:labour:toilet', 'labour', 'toilet', 1, 'piece', 30_000, 'toilet'],
      ['7:labour:wall_tile', 'labour', 'wall_tile', 25, 'sq ft', 1_080, 'south'],
      ['7:labour:vanity', 'labour', 'vanity', 1, 'piece', 42_000, 'vanity'],
      // The mirror has no allowance rule: it is not in the estimate.
      ['7:allowance:wall_tile', 'allowance', 'wall_tile', 25, 'sq ft', 500, 'south'],
      ['7:allowance:vanity', 'allowance', 'vanity', 1, 'allowance', 80_000, 'vanity'],
    ]);
    expect(draft.unrated).toEqual(['shower_tile']);
    expect(draft.unpriced).toEqual([]);
  });

  it('keeps the takeoff arithmetic as the material line note, and the design version on every line', () => {
    const [floor, shower] = draftEstimate(inputFor(bathroom())).lines;
    expect(floor.note).toBe(
      'floor: 50.00 sq ft + 10% waste = 55.00 sq ft\n55.00 sq ft ÷ 10 sq ft per box = 5.50 → 6',
    );
    expect(shower.note.split('\n').at(-1)).toBe('Raised to the minimum order of 5 boxes.');
    expect(floor).toMatchObject({
      design: { id: 7, version: 3 },
      product: FLOOR_TILE,
      taxable: true,
      markup_bps: 0,
    });
  });

  it('writes the state’s labour tax rule on the labour lines', () => {
    const lines = draftEstimate(inputFor(bathroom(), { labourTaxable: true })).lines;
    expect(lines.filter((l) => l.kind === 'labour').every((l) => l.taxable)).toBe(true);
  });

  it('drafts a product the showroom does not price as an open slot and says so', () => {
    const unknown = { product: 'floor-gone', sizeId: 99 };
    const draft = draftEstimate(inputFor(bathroom(unknown)));
    expect(draft.unpriced).toEqual([unknown]);
    expect(draft.lines.some((l) => l.product?.product === 'floor-gone')).toBe(false);
    expect(draft.lines.find((l) => l.id === '7:allowance:floor_tile')).toMatchObject({
      quantity: 50,
      unit_price_cents: 600,
      parts: ['floor'],
    });
  });

  it('gives the same lines and ids for the same design', () => {
    expect(draftEstimate(inputFor(bathroom()))).toEqual(draftEstimate(inputFor(bathroom())));
  });
});

describe('what a labour line counts of a surface', () => {
  const pool: RoomDocument = { ...bathroom(), surfaces: [copingRing()] };
  it('coping along the water’s edge, a counter along its run', () => {
    // The pool is 5000 × 3000 mm: 16 m of water edge = 52.49 ft (not the 20 m outer edge).
    expect(roundQuantity(surfaceQuantity(pool, copingRing(), 'coping', 'lft'))).toBe(52.49);
    // The ring's net area: 24 m² − 15 m² = 9 m² = 96.88 sq ft.
    expect(roundQuantity(surfaceQuantity(pool, copingRing(), 'coping', 'sqft'))).toBe(96.88);
    // A counter priced per linear ft counts its longer side: 6000 mm = 19.69 ft.
    expect(roundQuantity(surfaceQuantity(pool, copingRing(), 'countertop', 'lft'))).toBe(19.69);
  });
});
