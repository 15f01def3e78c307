import type { ReactNode } from 'react';
import { formatValue, type ValueKind } from './chart-format.ts';

export type BarRow = { key: string; label: ReactNode; value: number; note?: string };

/**
 * Counts per category as horizontal bars (statuses, vendors): a table, so its numbers read as one, each row
 * a label, a bar as long as its share of the largest, and the number. Rows at zero are dimmed, not hidden.
 */
export function BarList({
  caption,
  rows,
  kind = 'count',
  valueLabel,
}: {
  caption: string;
  rows: readonly BarRow[];
  kind?: ValueKind;
  valueLabel: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Name</th>
          <th scope="col">{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className={r.value === 0 ? 'text-slate-400' : 'text-slate-800'}>
            <th scope="row" className="w-2/5 py-1.5 pr-3 text-left font-normal sm:w-1/3">
              <span className="block truncate">{r.label}</span>
            </th>
            <td className="py-1.5">
              <span className="flex items-center gap-3">
                <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100">
                  <span
                    className="block h-full rounded-full bg-brand-500"
                    style={{ width: `${(Math.max(0, r.value) / max) * 100}%` }}
                  />
                </span>
                <span className="w-24 shrink-0 text-right tabular-nums">
                  <span className={r.value === 0 ? '' : 'font-semibold text-slate-900'}>
                    {formatValue(kind, r.value)}
                  </span>
                  {r.note && <span className="block text-xs text-slate-500">{r.note}</span>}
                </span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
