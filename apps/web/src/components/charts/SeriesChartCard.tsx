import type { SeriesBucket } from '@app/domain/shared/series';
import { ChartCard } from './ChartCard.tsx';
import { bucketLabel, formatValue } from './chart-format.ts';
import { type SeriesColumn, SeriesTable } from './SeriesTable.tsx';
import { TimeBars } from './TimeBars.tsx';

/** The chart's accessible name: what it shows, its total and its best bucket, in a sentence. */
function describe(title: string, dates: readonly string[], column: SeriesColumn, bucket: SeriesBucket) {
  if (dates.length === 0) return title;
  const total = column.values.reduce((sum, v) => sum + v, 0);
  const best = column.values.reduce((top, v, i) => (v > column.values[top] ? i : top), 0);
  return `${title}: ${formatValue(column.kind, total)} in all; highest ${bucketLabel(dates[best], bucket)}, ${formatValue(column.kind, column.values[best])}.`;
}

/**
 * A card with one series per day or week as bars (the first column), its total as the headline, and every
 * column in its table. Empty (`empty` said instead) when every value of every column is zero.
 */
export function SeriesChartCard({
  title,
  query,
  dates,
  columns,
  bucket,
  empty,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  dates: readonly string[];
  columns: readonly [SeriesColumn, ...SeriesColumn[]];
  bucket: SeriesBucket;
  empty: string;
}) {
  const [charted] = columns;
  const total = charted.values.reduce((sum, v) => sum + v, 0);
  const isEmpty = columns.every((c) => c.values.every((v) => v === 0));
  return (
    <ChartCard
      title={title}
      headline={formatValue(charted.kind, total)}
      query={query}
      isEmpty={isEmpty}
      empty={empty}
      chart={
        <TimeBars
          label={describe(title, dates, charted, bucket)}
          dates={dates}
          values={charted.values}
          kind={charted.kind}
          bucket={bucket}
        />
      }
      table={(visible) => (
        <SeriesTable caption={title} dates={dates} bucket={bucket} columns={columns} visible={visible} />
      )}
    />
  );
}
