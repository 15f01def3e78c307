import { describe, expect, it } from 'vitest';
import { formatBps } from './percent.ts';

describe('formatBps', () => {
  it('writes basis points as a percent without trailing zeros', () => {
    expect([1000, 1250, 725, 100, 5, 0].map(formatBps)).toEqual([
      '10%',
      '12.5%',
      '7.25%',
      '1%',
      '0.05%',
      '0%',
    ]);
  });
});
