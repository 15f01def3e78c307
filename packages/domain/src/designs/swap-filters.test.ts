import { describe, expect, it } from 'vitest';
import { swapOptionsQuery } from './contract.ts';
import { quizParam } from './swap-filters.ts';

const parse = (query: Record<string, string>) => swapOptionsQuery.safeParse({ slot: 'floor', ...query });
const errors = (query: Record<string, string>) => {
  const r = parse(query);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('swap filters in the query', () => {
  it('reads every filter, the order and the quiz answers', () => {
    const answers = { feel: 'calm', material: 'wood', colour: 'light', detail: 'none' };
    const r = parse({
      color: 'Grey',
      finish: 'Matte',
      size: '12 X 24',
      brand: '7',
      style: 'Modern',
      price_min: '100',
      price_max: '9999',
      sort: 'match',
      quiz: quizParam(answers),
      fit_width_in: '36.5',
    });
    expect(r.success && r.data).toMatchObject({
      brand: 7,
      price_min: 100,
      quiz: answers,
      fit_width_in: 36.5,
    });
  });

  it('refuses nonsense on its own field', () => {
    expect(errors({ style: 'Gothic' })).toEqual({ style: 'The style is invalid.' });
    expect(errors({ sort: 'random' })).toEqual({ sort: 'The order is invalid.' });
    expect(errors({ price_max: '1e9' })).toEqual({ price_max: 'The highest price must be an integer.' });
    expect(errors({ price_max: '99999999999' })).toEqual({
      price_max: 'The highest price may not be greater than $1000000.',
    });
    expect(errors({ price_min: '500', price_max: '100' })).toEqual({
      price_max: 'The highest price may not be lower than the lowest.',
    });
    expect(errors({ brand: '0x10' })).toEqual({ brand: 'The brand must be an integer.' });
    expect(errors({ color: '<script>' })).toEqual({ color: 'The colour is invalid.' });
    expect(errors({ fit_width_in: '0x10' })).toEqual({ fit_width_in: 'The fitting width is invalid.' });
    expect(errors({ sort: 'match' })).toEqual({ quiz: 'Take the style quiz to sort by match.' });
    expect(errors({ sort: 'match', quiz: 'calm.wood' })).toEqual({
      quiz: 'The style quiz answers are invalid.',
    });
  });
});
