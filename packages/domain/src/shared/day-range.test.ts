import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkDayOrder, DAY_ORDER_MESSAGE, dayField, dayRange, isCalendarDay } from './day-range.ts';

describe('day filters (America/Los_Angeles days)', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDay('2026-11-26')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2026-13-01',
      '26-11-26',
      '2026-11-26T00:00',
      '1999-12-31',
      ' 2026-11-26x',
    ])
      expect(isCalendarDay(bad)).toBe(false);
  });

  it('turns a from–to filter into Pacific-time moments, the to day included whole', () => {
    const { since, before } = dayRange({ from: '2026-11-26', to: '2026-11-26' });
    expect(since?.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(before?.toISOString()).toBe('2026-11-27T08:00:00.000Z');
    // The day summer time ends has 25 hours.
    const fall = dayRange({ from: '2026-11-01', to: '2026-11-01' });
    expect((fall.before!.getTime() - fall.since!.getTime()) / 3_600_000).toBe(25);
    expect(dayRange({})).toEqual({ since: null, before: null });
  });

  it('refuses a bad day or a to before from on its field; an empty value is no filter', () => {
    const schema = z
      .object({ from: dayField('from date'), to: dayField('to date') })
      .superRefine(checkDayOrder);
    expect(schema.parse({ from: '', to: '2026-01-02' })).toEqual({ to: '2026-01-02' });
    const bad = schema.safeParse({ from: '2026-02-30' });
    expect(bad.error?.issues).toMatchObject([
      { path: ['from'], message: 'The from date must be a date (YYYY-MM-DD).' },
    ]);
    const order = schema.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(order.error?.issues).toMatchObject([{ path: ['to'], message: DAY_ORDER_MESSAGE }]);
  });
});
