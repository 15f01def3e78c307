import { formatUsd } from '@app/domain/money/cents';
import type { SeriesBucket } from '@app/domain/shared/series';

/** What a chart's numbers are: integer cents (shown as dollars) or a count. */
export type ValueKind = 'cents' | 'count';

const count = new Intl.NumberFormat('en-US');
const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A value in full: $1,234.50 or 1,234. */
export const formatValue = (kind: ValueKind, n: number) =>
  kind === 'cents' ? formatUsd(n) : count.format(n);

/** A value on an axis, short: $1.2K or 12. */
export const axisValue = (kind: ValueKind, n: number) =>
  kind === 'cents' ? compactUsd.format(n / 100) : compactCount.format(n);

// The series' dates are calendar dates (Los Angeles days, named by the server): print them as such.
const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** 'Nov 23' for an axis. */
export const shortDate = (date: string) => short.format(asDate(date));

/** A bucket in words: 'Mon, Nov 23' for a day, 'Week of Nov 23' for a week. */
export const bucketLabel = (date: string, bucket: SeriesBucket) =>
  bucket === 'week' ? `Week of ${shortDate(date)}` : long.format(asDate(date));
