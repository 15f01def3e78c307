import { describe, expect, it } from 'vitest';
import { RATE_NOT_DOLLARS, typedRateCents } from './rate-dollars.ts';

describe('a rate typed in dollars', () => {
  it('is whole cents, with or without the dollar sign and thousands commas', () => {
    expect(typedRateCents('12.50')).toEqual({ cents: 1250 });
    expect(typedRateCents('$1,200')).toEqual({ cents: 120_000 });
    expect(typedRateCents(' 0.07 ')).toEqual({ cents: 7 });
    expect(typedRateCents('$10,000.00')).toEqual({ cents: 1_000_000 });
  });

  it('is no rate when blank, and refused with its message when not dollars', () => {
    expect(typedRateCents('  ')).toEqual({ cents: null });
    for (const typed of ['12.345', '1e3', '-5', '12,50', 'ten'])
      expect(typedRateCents(typed), typed).toEqual({ error: RATE_NOT_DOLLARS });
  });
});
