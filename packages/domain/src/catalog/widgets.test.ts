import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPage } from './pagination.ts';
import { clampQuantity, initialQuantity } from './quantity.ts';
import { sizeLabel } from './size-label.ts';

describe('size label (spec point 3)', () => {
  it('shows the pattern, else width X height, else width X length', () => {
    expect(sizeLabel({ pattern: 'Herringbone', width_size: '3', height_size: '12' })).toBe('Herringbone');
    expect(sizeLabel({ width_size: '24', height_size: '48', length_size: '9' })).toBe('24 X 48');
    expect(sizeLabel({ width_size: '7', length_size: '60' })).toBe('7 X 60');
    expect(sizeLabel({ pattern: ' ', width_size: '30' })).toBe('30');
  });
});

describe('quantity box (spec point 4)', () => {
  it('starts at the larger of the minimum and the given quantity', () => {
    expect(initialQuantity(3, 1)).toBe(3);
    expect(initialQuantity(3, 8)).toBe(8);
    expect(initialQuantity(null)).toBe(1);
  });
  it('never goes below the minimum and takes digits only', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 50 }), (s, min) => clampQuantity(s, min) >= min),
    );
    expect(clampQuantity('1a2', 1)).toBe(12);
  });
});

describe('pagination jump field', () => {
  it('clamps a typed page to the last page', () => {
    expect(clampPage('99', 12)).toBe(12);
    expect(clampPage('0', 12)).toBe(1);
    expect(clampPage('x', 12)).toBe(1);
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 500 }), (s, last) => {
        const p = clampPage(s, last);
        return p >= 1 && p <= Math.max(last, 1);
      }),
    );
  });
});
