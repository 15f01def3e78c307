import { describe, expect, it } from 'vitest';
import { FIXTURE_KINDS, SURFACE_KINDS } from '../room/document.ts';
import { basesOf, fixtureCategory, LABOUR_CATEGORIES, surfaceCategory } from './categories.ts';
import { DEFAULT_RATE_TABLE, rateTableInput } from './rates.ts';

describe('the trade of a takeoff line', () => {
  it('follows the surface, refined by how its product is sold', () => {
    expect(surfaceCategory('floor', { sell: 'area', category: 'Tile Flooring' })).toBe('floor_tile');
    expect(surfaceCategory('floor', { sell: 'area', category: 'Hardwood Flooring' })).toBe('flooring');
    expect(surfaceCategory('floor', { sell: 'roll' })).toBe('flooring');
    expect(surfaceCategory('floor')).toBe('floor_tile'); // an open slot
    expect(surfaceCategory('wall', { sell: 'area' })).toBe('wall_tile');
    expect(surfaceCategory('wall', { sell: 'roll' })).toBe('paint');
    expect(surfaceCategory('ceiling')).toBe('paint');
    expect(surfaceCategory('shower_wall', { sell: 'area' })).toBe('shower_tile');
    expect(surfaceCategory('countertop', { sell: 'slab' })).toBe('countertop');
    expect(surfaceCategory('backsplash', { sell: 'area' })).toBe('backsplash');
    expect(surfaceCategory('coping', { sell: 'linear' })).toBe('coping');
    expect(surfaceCategory('coping', { sell: 'area' })).toBe('coping');
    expect(surfaceCategory('hardscape', { sell: 'linear' })).toBe('trim');
    expect(surfaceCategory('turf', { sell: 'roll' })).toBe('turf');
  });

  it('follows the fixture', () => {
    expect(FIXTURE_KINDS.map(fixtureCategory)).toEqual([
      'vanity',
      'sink_faucet',
      'sink_faucet',
      'toilet',
      'tub_shower',
      'tub_shower',
      'light_fan',
      'light_fan',
      'appliance',
      'cabinet',
      'mirror',
    ]);
  });

  it('is priced per sq ft or per linear ft for a surface, per piece for a fixture', () => {
    for (const kind of SURFACE_KINDS) expect(basesOf(surfaceCategory(kind))).not.toContain('piece');
    for (const kind of FIXTURE_KINDS) expect(basesOf(fixtureCategory(kind))).toEqual(['piece']);
  });
});

const errorsOf = (value: unknown) => {
  const r = rateTableInput.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the rate table', () => {
  it('starts a new pro with a valid rate for every category', () => {
    expect(rateTableInput.parse(DEFAULT_RATE_TABLE)).toEqual(DEFAULT_RATE_TABLE);
    expect(DEFAULT_RATE_TABLE.rates.map((r) => r.category)).toEqual(LABOUR_CATEGORIES);
  });

  it('takes integer cents on a basis the category is priced on, each category once', () => {
    expect(
      errorsOf({
        labour_markup_bps: 12_000,
        rates: [
          { category: 'floor_tile', basis: 'piece', rate_cents: 700 },
          { category: 'countertop', basis: 'lft', rate_cents: 7.5 },
          { category: 'vanity', basis: 'piece', rate_cents: 2_000_000 },
          { category: 'toilet', basis: 'piece', rate_cents: -1 },
          { category: 'roof', basis: 'sqft', rate_cents: 100 },
          { category: 'countertop', basis: 'sqft', rate_cents: 2_500 },
        ],
      }),
    ).toEqual({
      labour_markup_bps: 'The labour markup may not be more than 100%.',
      'rates.0.basis': 'Floor tile is priced per sq ft.',
      'rates.1.rate_cents': 'The rate must be an integer.',
      'rates.2.rate_cents': 'The rate may not be more than $10,000.00.',
      'rates.3.rate_cents': 'The rate must be at least 0.',
      'rates.4.category': 'The category is invalid.',
    });
    expect(
      errorsOf({
        rates: [
          { category: 'countertop', basis: 'lft', rate_cents: 7_500 },
          { category: 'countertop', basis: 'sqft', rate_cents: 2_500 },
        ],
      }),
    ).toEqual({ 'rates.1.category': 'Countertops are listed twice.' });
    expect(errorsOf({ rates: [{ category: 'vanity', basis: 'sqft', rate_cents: 1 }] })).toEqual({
      'rates.0.basis': 'Vanities are priced per piece.',
    });
  });
});
