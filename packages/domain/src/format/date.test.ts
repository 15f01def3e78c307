import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime } from './date.ts';

describe('formatDate (spec point 9: MM.DD.YYYY, America/Los_Angeles)', () => {
  it('shows the Los Angeles calendar day', () => {
    expect(formatDate('2026-03-15T12:00:00Z')).toBe('03.15.2026');
    // 05:00 UTC on Jan 1 is still Dec 31 in Los Angeles.
    expect(formatDate(new Date('2026-01-01T05:00:00Z'))).toBe('12.31.2025');
    // Summer time: 06:59 UTC is 23:59 PDT of the day before.
    expect(formatDate('2026-07-04T06:59:00Z')).toBe('07.03.2026');
  });

  it('shows a date-only string as that day', () => {
    expect(formatDate('2026-03-01')).toBe('03.01.2026');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });

  it('always has the MM.DD.YYYY shape for valid dates', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-02'), max: new Date('2999-12-30'), noInvalidDate: true }),
        (d) => /^(0[1-9]|1[0-2])\.(0[1-9]|[12]\d|3[01])\.\d{4}$/.test(formatDate(d)),
      ),
    );
  });
});

describe('formatDateTime', () => {
  it('writes the date and the Pacific clock time', () => {
    expect(formatDateTime('2026-11-26T20:05:00Z')).toBe('11.26.2026 12:05 PM PT');
    expect(formatDateTime('2026-07-04T06:59:00Z')).toBe('07.03.2026 11:59 PM PT');
    expect(formatDateTime('nonsense')).toBe('');
  });
});

describe('formatClock', () => {
  it('writes the Pacific clock time alone', () => {
    expect(formatClock('2026-11-26T20:05:00Z')).toBe('12:05 PM');
    expect(formatClock('2026-07-04T06:59:00Z')).toBe('11:59 PM');
    expect(formatClock('nonsense')).toBe('');
  });
});
