import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from '../shared/constants.ts';

/**
 * The id of the scheduled payout run for the day `now` falls on in America/Los_Angeles: `daily-2026-11-23`.
 * Every node and every retry of one day uses the same id, so a contractor is paid at most once per day by
 * the schedule (the run records one payout per run id and contractor).
 */
export const dailyPayoutRunId = (now: Date | number): string =>
  `daily-${format(new TZDate(new Date(now).getTime(), TIME_ZONE), 'yyyy-MM-dd')}`;
