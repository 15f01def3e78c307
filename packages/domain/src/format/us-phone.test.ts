import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOnly } from './digits.ts';
import { formatUsPhone } from './us-phone.ts';

describe('formatUsPhone (spec point 9)', () => {
  it('builds (xxx) xxx-xxxx up while typing', () => {
    expect(formatUsPhone('')).toBe('');
    expect(formatUsPhone('415')).toBe('415');
    expect(formatUsPhone('4155')).toBe('(415) 5');
    expect(formatUsPhone('415555')).toBe('(415) 555');
    expect(formatUsPhone('4155552')).toBe('(415) 555-2');
    expect(formatUsPhone('4155552671')).toBe('(415) 555-2671');
    expect(formatUsPhone('(415) 555-2671')).toBe('(415) 555-2671');
  });

  it('gives the full format for every 10 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (d) => /^\(\d{3}\) \d{3}-\d{4}$/.test(formatUsPhone(d))),
    );
  });

  it('never drops or invents a digit, never ends in punctuation, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = formatUsPhone(s);
        return digitsOnly(out) === digitsOnly(s) && !/[()\s-]$/.test(out) && formatUsPhone(out) === out;
      }),
    );
  });

  it('keeps more than ten digits as plain digits', () => {
    expect(formatUsPhone('14155552671')).toBe('14155552671');
  });
});
