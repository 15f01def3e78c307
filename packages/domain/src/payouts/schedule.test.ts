import { describe, expect, it } from 'vitest';
import { dailyPayoutRunId } from './schedule.ts';

describe('dailyPayoutRunId', () => {
  it('names the Los Angeles calendar day, not the UTC one', () => {
    expect(dailyPayoutRunId(new Date('2026-11-23T18:00:00Z'))).toBe('daily-2026-11-23');
    // 07:30 UTC on the 24th is still 23:30 on the 23rd in Los Angeles.
    expect(dailyPayoutRunId(new Date('2026-11-24T07:30:00Z'))).toBe('daily-2026-11-23');
    expect(dailyPayoutRunId(new Date('2026-11-24T08:00:00Z'))).toBe('daily-2026-11-24');
  });
});
