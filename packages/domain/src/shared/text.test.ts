import { describe, expect, it } from 'vitest';
import { decimalInput, digitsOnly, formatUsPhone, splitFullName } from './text.ts';

describe('text helpers', () => {
  it('still offers the input helpers that moved to format/', () => {
    expect(digitsOnly('a1-2 3')).toBe('123');
    expect(decimalInput('12.345')).toBe('12.34');
    expect(formatUsPhone('4155552671')).toBe('(415) 555-2671');
  });

  it('splits the full name into first word and the rest', () => {
    expect(splitFullName('  Ann   Marie  Lee ')).toEqual({ first_name: 'Ann', last_name: 'Marie Lee' });
    expect(splitFullName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
  });
});
