import { TZDate } from '@date-fns/tz';
import { format, startOfDay, startOfWeek, subDays, subWeeks } from 'date-fns';
import { TIME_ZONE } from './constants.ts';

/**
 * The portals' charts (issue 22): money and counts per calendar day or week, in Los Angeles time (spec
 * point 9, as the admin dashboard's sales windows). A week starts on Monday, as PostgreSQL's date_trunc('week').
 */
export type SeriesBucket = 'day' | 'week';

/** The admin's sales per day: 30 days, today and the 29 before (the dashboard's "last 30 days"). */
export const SALES_DAYS = 30;
/** The pro's and the vendor's weeks: this week and the 11 before it, about a quarter. */
export const SERIES_WEEKS = 12;

const bucketStart = (bucket: SeriesBucket, at: TZDate) =>
  bucket === 'day' ? startOfDay(at) : startOfWeek(at, { weekStartsOn: 1 });

/**
 * The `count` buckets ending with the one holding `now`, oldest first: each its calendar date
 * ('YYYY-MM-DD', the day or the week's Monday), and `from`, the first moment of the oldest.
 */
export function seriesBuckets(bucket: SeriesBucket, count: number, now: Date, tz = TIME_ZONE) {
  const current = bucketStart(bucket, new TZDate(now.getTime(), tz));
  const back = (n: number) => (bucket === 'day' ? subDays(current, n) : subWeeks(current, n));
  const starts = Array.from({ length: count }, (_, i) => back(count - 1 - i));
  return { from: new Date(starts[0].getTime()), dates: starts.map((d) => format(d, 'yyyy-MM-dd')) };
}

/**
 * One point per date, oldest first: a bucket the database had no row for (no sale that day) is `empty`,
 * so a chart shows the gap as zero rather than joining its neighbours.
 */
export function fillSeries<T extends object>(
  dates: readonly string[],
  rows: readonly (T & { date: string })[],
  empty: T,
): (T & { date: string })[] {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return dates.map((date) => byDate.get(date) ?? { ...empty, date });
}
