import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalInput, digitsOnly, formatUsPhone, splitFullName } from './text.ts';

describe('input helpers (spec point 5)', () => {
  it('digitsOnly keeps only digits', () => {
    fc.assert(fc.property(fc.string(), (s) => /^\d*$/.test(digitsOnly(s))));
    expect(digitsOnly('a1-2 3')).toBe('123');
  });

  it('decimalInput allows one dot and at most two decimals', () => {
    expect(decimalInput('12.345')).toBe('12.34');
    expect(decimalInput('1.2.3')).toBe('1.23');
    expect(decimalInput('$4a')).toBe('4');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = decimalInput(s);
        return (out.match(/\./g) ?? []).length <= 1 && /^\d*(\.\d{0,2})?$/.test(out);
      }),
    );
  });

  it('formats US phones as (xxx) xxx-xxxx', () => {
    expect(formatUsPhone('4155552671')).toBe('(415) 555-2671');
    expect(formatUsPhone('415555')).toBe('415555');
  });

  it('splits the full name into first word and the rest', () => {
    expect(splitFullName('  Ann   Marie  Lee ')).toEqual({ first_name: 'Ann', last_name: 'Marie Lee' });
    expect(splitFullName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
  });
});
