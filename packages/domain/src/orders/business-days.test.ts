import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  contractorFundsAvailable,
  contractorFundsAvailableAt,
  withinCancelWindow,
  withinReturnWindow,
} from './business-days.ts';
import { canCancelItem, canRequestReturn } from './homeowner-actions.ts';

const laWeekday = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', weekday: 'short' }).format(d);

describe('business days in America/Los_Angeles', () => {
  it('makes contractor profit available 46 business days after payment', () => {
    // Mon 23 Nov 2026 10:00 PST + 9 weeks + 1 day = Tue 26 Jan 2027 10:00 PST.
    expect(contractorFundsAvailableAt('2026-11-23T18:00:00Z').toISOString()).toBe('2027-01-26T18:00:00.000Z');
    // Across the March DST change the LA wall-clock time stays 09:00 (PST 17:00Z → PDT 16:00Z).
    expect(contractorFundsAvailableAt('2026-02-27T17:00:00Z').toISOString()).toBe('2026-05-04T16:00:00.000Z');
    expect(contractorFundsAvailable('2026-11-23T18:00:00Z', '2027-01-26T17:59:59Z')).toBe(false);
    expect(contractorFundsAvailable('2026-11-23T18:00:00Z', '2027-01-26T18:00:00Z')).toBe(true);
  });

  it('counts weekdays on the LA calendar, not in UTC', () => {
    // Fri 27 Nov 23:30 in LA is already Saturday in UTC; one business day later is Mon 30 Nov in LA.
    expect(addBusinessDays('2026-11-28T07:30:00Z', 1).toISOString()).toBe('2026-12-01T07:30:00.000Z');
    // A payment on a Saturday: + 1 is Monday.
    expect(addBusinessDays('2026-11-28T18:00:00Z', 1).toISOString()).toBe('2026-11-30T18:00:00.000Z');
  });

  it('lands n weekdays later on the LA calendar, at the same LA wall-clock time', () => {
    const la = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const parts = (d: Date) => {
      const get = (t: string) => Number(la.formatToParts(d).find((p) => p.type === t)?.value);
      return {
        day: Date.UTC(get('year'), get('month') - 1, get('day')),
        time: `${get('hour')}:${get('minute')}`,
      };
    };
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: 1, max: 100 }),
        (t, n) => {
          const out = addBusinessDays(t, n);
          expect(['Sat', 'Sun']).not.toContain(laWeekday(out));
          const a = parts(new Date(t));
          const b = parts(out);
          expect(b.time).toBe(a.time);
          let weekdays = 0;
          for (let d = a.day + 86_400_000; d <= b.day; d += 86_400_000) {
            if (![0, 6].includes(new Date(d).getUTCDay())) weekdays++;
          }
          expect(weekdays).toBe(n);
        },
      ),
    );
  });

  it('rejects a fractional count and an invalid date', () => {
    expect(() => addBusinessDays('2026-11-23T18:00:00Z', 1.5)).toThrow(RangeError);
    expect(() => addBusinessDays('not a date', 1)).toThrow(RangeError);
  });
});

describe('cancel and return windows', () => {
  const ordered = '2026-11-23T18:00:00Z';
  it('lets a homeowner cancel within 60 minutes of the order, inclusive', () => {
    expect(withinCancelWindow(ordered, '2026-11-23T18:00:00Z')).toBe(true);
    expect(withinCancelWindow(ordered, '2026-11-23T19:00:00Z')).toBe(true);
    expect(withinCancelWindow(ordered, '2026-11-23T19:00:00.001Z')).toBe(false);
    expect(withinCancelWindow(ordered, '2026-11-23T17:59:00Z')).toBe(false);
    expect(canCancelItem('Vendor Approved', ordered, '2026-11-23T18:30:00Z')).toBe(true);
    expect(canCancelItem('Decline', ordered, '2026-11-23T18:30:00Z')).toBe(false);
    expect(canCancelItem('Picked Up', ordered, '2026-11-23T18:30:00Z')).toBe(false);
    expect(canCancelItem('Waiting for approval', ordered, '2026-11-23T19:30:00Z')).toBe(false);
  });

  it('accepts a return request within 12 days of delivery, across DST', () => {
    const delivered = '2026-03-01T18:00:00Z'; // 10:00 PST; 12 days later is 10:00 PDT = 17:00Z
    expect(withinReturnWindow(delivered, '2026-03-13T17:00:00Z')).toBe(true);
    expect(withinReturnWindow(delivered, '2026-03-13T17:00:01Z')).toBe(false);
    expect(canRequestReturn('Delivered', delivered, '2026-03-10T00:00:00Z')).toBe(true);
    expect(canRequestReturn('Shipped', delivered, '2026-03-10T00:00:00Z')).toBe(false);
    expect(canRequestReturn('Delivered', null, '2026-03-10T00:00:00Z')).toBe(false);
    expect(canRequestReturn('Delivered', delivered, '2026-03-14T00:00:00Z')).toBe(false);
  });
});
