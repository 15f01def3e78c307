import { describe, expect, it } from 'vitest';
import { EXPOSURE_BOUNDS, exposureScale } from './filter.ts';

const grey = (value: number, texels = 100) => new Float32Array(texels * 3).fill(value);

describe('exposureScale', () => {
  it('puts the well-lit 80th percentile at the target', () => {
    expect(exposureScale([grey(0.7)], 0.7)).toBeCloseTo(1);
  });

  it('does not blow a room up to white when its lamps are hidden (only noise reaches its surfaces)', () => {
    expect(exposureScale([grey(0.002)], 0.7)).toBe(EXPOSURE_BOUNDS.max);
  });

  it('does not pull a sunny patio down to grey', () => {
    expect(exposureScale([grey(4.5)], 0.7)).toBe(EXPOSURE_BOUNDS.min);
  });
});
