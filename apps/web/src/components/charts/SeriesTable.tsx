import type { SeriesBucket } from '@app/domain/shared/series';
import { bucketLabel, formatValue, type ValueKind } from './chart-format.ts';

/** A column of a series table: its heading, one value per date, and how to print them. */
export type SeriesColumn = { label: string; values: readonly number[]; kind: ValueKind };

/**
 * A chart's numbers as a table, one row per day or week: visually hidden (read by screen readers) unless
 * `visible`, when it stands in for the chart.
 */
export function SeriesTable({
  caption,
  dates,
  bucket,
  columns,
  visible,
}: {
  caption: string;
  dates: readonly string[];
  bucket: SeriesBucket;
  columns: readonly SeriesColumn[];
  visible: boolean;
}) {
  return (
    <div className={visible ? 'max-h-72 overflow-auto rounded-md border border-slate-200' : 'sr-only'}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium text-slate-600">
              {bucket === 'week' ? 'Week' : 'Day'}
            </th>
            {columns.map((c) => (
              <th key={c.label} scope="col" className="px-3 py-2 text-right font-medium text-slate-600">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {dates.map((date, i) => (
            <tr key={date}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal text-slate-700">
                {bucketLabel(date, bucket)}
              </th>
              {columns.map((c) => (
                <td key={c.label} className="px-3 py-1.5 text-right tabular-nums text-slate-900">
                  {formatValue(c.kind, c.values[i])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
