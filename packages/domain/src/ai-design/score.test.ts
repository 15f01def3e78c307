import { describe, expect, it } from 'vitest';
import { templateById } from '../room/templates.ts';
import { catalogue } from './catalogue.fixture.ts';
import type { DesignCandidate } from './design-candidate.ts';
import { profileFor } from './designer.fixture.ts';
import {
  NOTHING_PICKED,
  pickedTerms,
  priceTerm,
  SCORE_TERMS,
  type ScoreContext,
  staticTerms,
  termSays,
  withPick,
} from './score.ts';
import type { SlotGroup } from './slot-groups.ts';

const template = templateById('kitchen-farmhouse-warm')!;
const ctx: ScoreContext = {
  template,
  profile: profileFor('Farmhouse', 'warm', 'Rustic'),
  away: null,
  usedBefore: new Set(),
  stay: new Map(),
};
const floor: SlotGroup = {
  key: 'floor',
  slot: 'floor',
  variant: null,
  on: 'surface',
  targets: [{ type: 'surface', id: 'floor' }],
  widths: [],
  label: 'floor',
};
const faucet: SlotGroup = { ...floor, key: 'faucet', slot: 'faucet', on: 'fixture', label: 'faucet' };
const base = catalogue()[0];
const make = (over: Partial<DesignCandidate>): DesignCandidate => ({ ...base, ...over });

describe('the score terms', () => {
  it('are named, so that reasons can name them', () => {
    expect(SCORE_TERMS).toEqual([
      'category',
      'style',
      'palette',
      'look',
      'finish',
      'vendors',
      'price',
      'variety',
      'stay',
    ]);
  });

  it('category, style and palette: the slot’s first category, the design’s style, its palette’s colours', () => {
    const rule = template.slots.floor!;
    expect(rule.categories[0]).toBe('Hardwood Flooring');
    const wood = make({
      category: 'Hardwood Flooring',
      leaf: 'Hardwood Flooring',
      styleTags: ['Farmhouse'],
      colors: ['Honey', 'Natural'],
    });
    expect(staticTerms(wood, floor, rule, ctx)).toEqual({
      category: 10,
      style: 6,
      palette: 4,
      look: 0,
      variety: 0,
      stay: 0,
    });
    const tile = make({
      category: 'Tile Flooring',
      leaf: 'Tile Flooring',
      styleTags: ['Rustic'],
      colors: ['White'],
    });
    const t = staticTerms(tile, floor, rule, ctx);
    expect(t.category).toBeCloseTo(10 / 3);
    // Rustic scores 5 to Farmhouse's 8 in the profile: 3 × 5/8.
    expect(t.style).toBeCloseTo(1.875);
    expect(t.palette).toBe(0);
    // Moving away from the light palette, White counts against it.
    expect(staticTerms(tile, floor, rule, { ...ctx, away: 'light' }).palette).toBe(-2);
    expect(staticTerms(tile, floor, rule, { ...ctx, usedBefore: new Set([tile.product]) }).variety).toBe(-4);
    expect(staticTerms(tile, floor, rule, { ...ctx, stay: new Map([['floor', tile.product]]) }).stay).toBe(3);
  });

  it('price: most at the slot’s share of the budget, nothing at twice or half of it, −4 at four times', () => {
    expect(priceTerm(10_000, 10_000)).toBe(4);
    expect(priceTerm(20_000, 10_000)).toBeCloseTo(0);
    expect(priceTerm(5_000, 10_000)).toBeCloseTo(0);
    expect(priceTerm(40_000, 10_000)).toBeCloseTo(-4);
    expect(priceTerm(400_000, 10_000)).toBe(-4);
  });

  it('finish and vendors: the same finish as the design’s other metals, a vendor it already buys from', () => {
    const nickel = make({ finish: 'Brushed Nickel', vendor: 3 });
    expect(pickedTerms(nickel, faucet, NOTHING_PICKED)).toEqual({ finish: 0, vendors: 0 });
    const light: SlotGroup = { ...faucet, key: 'light', slot: 'light', label: 'light' };
    const picked = withPick(NOTHING_PICKED, nickel, light);
    expect(pickedTerms(make({ finish: 'Brushed Nickel', vendor: 3 }), faucet, picked)).toEqual({
      finish: 3,
      vendors: 3,
    });
    expect(pickedTerms(make({ finish: 'Matte Black', vendor: 4 }), faucet, picked)).toEqual({
      finish: 0,
      vendors: 0,
    });
  });

  it('each term says why in words', () => {
    const rule = template.slots.floor!;
    const wood = make({
      category: 'Hardwood Flooring',
      leaf: 'Hardwood Flooring',
      styleTags: ['Farmhouse'],
      colors: ['Honey'],
    });
    const money = { cost: 123_456, share: 150_000 };
    expect(termSays('category', wood, floor, rule, ctx, money)).toBe(
      'Hardwood Flooring, the first choice for a Farmhouse floor',
    );
    expect(termSays('style', wood, floor, rule, ctx, money)).toBe('Tagged Farmhouse');
    expect(termSays('palette', wood, floor, rule, ctx, money)).toBe('Honey suits the warm palette');
    expect(termSays('price', wood, floor, rule, ctx, money)).toBe(
      '$1,234.56 against a $1,500.00 share of the budget',
    );
  });
});
