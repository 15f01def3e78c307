import { describe, expect, it } from 'vitest';
import { fillSeries, seriesBuckets } from './series.ts';

describe('the charts’ buckets', () => {
  it('counts 30 Los Angeles days back from today, today last', () => {
    // 2026-03-08 10:00 UTC is 02:00 in Los Angeles, the morning clocks go forward.
    const { from, dates } = seriesBuckets('day', 30, new Date('2026-03-08T10:00:00Z'));
    expect(dates).toHaveLength(30);
    expect(dates.at(-1)).toBe('2026-03-08');
    expect(dates[0]).toBe('2026-02-07');
    expect(from.toISOString()).toBe('2026-02-07T08:00:00.000Z');
  });

  it('takes the Los Angeles date, not the UTC one, late in the evening', () => {
    // 2026-07-01 05:00 UTC is still June 30 in Los Angeles.
    expect(seriesBuckets('day', 1, new Date('2026-07-01T05:00:00Z')).dates).toEqual(['2026-06-30']);
  });

  it('starts each week on a Monday', () => {
    // Sunday 2026-11-29 in Los Angeles: its week began Monday 2026-11-23.
    const { from, dates } = seriesBuckets('week', 3, new Date('2026-11-29T20:00:00Z'));
    expect(dates).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(from.toISOString()).toBe('2026-11-09T08:00:00.000Z');
  });

  it('fills the buckets without a row with the empty point, in date order', () => {
    const rows = [{ date: '2026-11-23', cents: 500 }];
    expect(fillSeries(['2026-11-16', '2026-11-23'], rows, { cents: 0 })).toEqual([
      { date: '2026-11-16', cents: 0 },
      { date: '2026-11-23', cents: 500 },
    ]);
  });
});
