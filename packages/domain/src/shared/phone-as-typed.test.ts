import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneAsTyped } from './phone-as-typed.ts';
import { digitsOnly, formatUsPhone } from './text.ts';

describe('phoneAsTyped', () => {
  it('builds the US format up while typing with +1', () => {
    expect(phoneAsTyped('415', '+1')).toBe('415');
    expect(phoneAsTyped('4155', '+1')).toBe('(415) 5');
    expect(phoneAsTyped('4155552', '+1')).toBe('(415) 555-2');
    expect(phoneAsTyped('(415) 555-26712', '+1')).toBe('(415) 555-2671');
  });
  it('ends like formatUsPhone at 10 digits and never ends in punctuation', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{10}$/), (d) => phoneAsTyped(d, '+1') === formatUsPhone(d)));
    fc.assert(fc.property(fc.string(), (s) => !/[()\s-]$/.test(phoneAsTyped(s, '+1'))));
  });
  it('keeps digits only for other calling codes', () => {
    expect(phoneAsTyped('+44 20 7946-0958', '+44')).toBe('442079460958');
    fc.assert(fc.property(fc.string(), (s) => phoneAsTyped(s, '+44') === digitsOnly(s).slice(0, 15)));
  });
});
