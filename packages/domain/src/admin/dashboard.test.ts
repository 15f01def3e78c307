import { describe, expect, it } from 'vitest';
import { salesWindowStarts } from './dashboard.ts';

describe('the dashboard’s sales windows', () => {
  it('start at midnight in Los Angeles, not UTC: today, 6 days before and 29 days before', () => {
    // 02:30 UTC on Nov 26 is still Nov 25 in Los Angeles (PST, UTC−8).
    const starts = salesWindowStarts(new Date('2026-11-26T02:30:00.000Z'));
    expect(starts.today.toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(starts.last_7_days.toISOString()).toBe('2026-11-19T08:00:00.000Z');
    expect(starts.last_30_days.toISOString()).toBe('2026-10-27T07:00:00.000Z');
  });

  it('follows daylight saving time (PDT, UTC−7)', () => {
    const starts = salesWindowStarts(new Date('2026-07-04T18:00:00.000Z'));
    expect(starts.today.toISOString()).toBe('2026-07-04T07:00:00.000Z');
    expect(starts.last_7_days.toISOString()).toBe('2026-06-28T07:00:00.000Z');
  });
});
