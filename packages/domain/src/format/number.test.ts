import { describe, expect, it } from 'vitest';
import { formatUsd } from '../money/cents.ts';
import { formatCount, formatDecimal } from './number.ts';

// Each case is what Intl's en-US formatter prints, which these replace on the storefront's first screen.
describe('number formats without Intl', () => {
  it('groups counts by thousands like Intl', () => {
    for (const n of [0, 7, 999, 1000, 25_000, 1_234_567, 9_007_199_254_740_991, -1234, 2.5, 1234.49]) {
      expect(formatCount(n)).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n));
    }
  });

  it('prints decimals with at most the given digits, trailing zeros dropped', () => {
    expect(formatDecimal(1234.567)).toBe('1,234.57');
    expect(formatDecimal(12.5)).toBe('12.5');
    expect(formatDecimal(12)).toBe('12');
    expect(formatDecimal(0.004)).toBe('0');
    expect(formatDecimal(-0.004)).toBe('0');
    expect(formatDecimal(-1500.25)).toBe('-1,500.25');
    expect(formatDecimal(33.333, 1)).toBe('33.3');
  });

  it('formats cents as US dollars like Intl currency', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const c of [0, 5, 99, 100, 123_450, 100_000_000, -5, -123_450, 900_719_925_474_099]) {
      expect(formatUsd(c)).toBe(intl.format(c / 100));
    }
    expect(formatUsd(12.5)).toBe('$0.13');
    expect(formatUsd(-0)).toBe('$0.00');
  });
});
