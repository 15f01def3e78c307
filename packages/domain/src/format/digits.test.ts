import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalInput, digitsOnly } from './digits.ts';

describe('input helpers (spec point 5)', () => {
  it('digitsOnly keeps only digits, in order', () => {
    expect(digitsOnly('a1-2 3')).toBe('123');
    expect(digitsOnly('')).toBe('');
    fc.assert(fc.property(fc.string(), (s) => /^\d*$/.test(digitsOnly(s))));
    fc.assert(fc.property(fc.stringMatching(/^\d*$/), (d) => digitsOnly(d) === d));
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => digitsOnly(a + b) === digitsOnly(a) + digitsOnly(b)),
    );
  });

  it('decimalInput allows one dot and at most two decimals', () => {
    expect(decimalInput('12.345')).toBe('12.34');
    expect(decimalInput('1.2.3')).toBe('1.23');
    expect(decimalInput('$4a')).toBe('4');
    expect(decimalInput('5.')).toBe('5.');
    expect(decimalInput('.5')).toBe('.5');
    fc.assert(fc.property(fc.string(), (s) => /^\d*(\.\d{0,2})?$/.test(decimalInput(s))));
  });

  it('decimalInput leaves a valid amount alone and is idempotent', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{1,6}(\.\d{0,2})?$/), (s) => decimalInput(s) === s));
    fc.assert(fc.property(fc.string(), (s) => decimalInput(decimalInput(s)) === decimalInput(s)));
  });
});
