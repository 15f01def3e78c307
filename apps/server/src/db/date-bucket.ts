import { TIME_ZONE } from '@app/domain/shared/constants';
import type { SeriesBucket } from '@app/domain/shared/series';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The Los Angeles calendar date ('YYYY-MM-DD') of the day or the week (from Monday) holding `at`, the name
 * the domain's seriesBuckets gives that bucket. The unit and zone are inlined constants, not parameters, so
 * the same expression can be grouped by (two `$n` would be two different expressions to PostgreSQL).
 */
export const bucketDate = (bucket: SeriesBucket, at: SQLWrapper): SQL<string> =>
  sql<string>`to_char(date_trunc('${sql.raw(bucket)}', ${at} at time zone '${sql.raw(TIME_ZONE)}'), 'YYYY-MM-DD')`;
