import { describe, expect, it } from 'vitest';
import { formatUsd, freeOrUsd } from './cents.ts';

describe('freeOrUsd', () => {
  it('shows nothing to pay as Free and any amount as dollars, a cent included', () => {
    expect(freeOrUsd(0)).toBe('Free');
    expect(freeOrUsd(1)).toBe('$0.01');
    expect(freeOrUsd(123_456)).toBe(formatUsd(123_456));
    expect(freeOrUsd(123_456)).toBe('$1,234.56');
  });
});
