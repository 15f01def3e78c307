import { type ReactNode, useId, useState } from 'react';
import { Button } from '../ui/Button.tsx';

const card = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

type Query = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * A dashboard chart's card (issue 22): its title, a headline figure, and one of a loading state, an error
 * with a retry, the empty sentence, or the chart with its numbers as a table. The table is always in the
 * page for screen readers (visually hidden); "Show as table" shows it instead of the chart ("Show as chart" back). A card whose
 * chart is its table (`chart` null: bars in a table) has no toggle.
 */
export function ChartCard({
  title,
  headline,
  query,
  isEmpty,
  empty,
  chart,
  table,
}: {
  title: string;
  headline?: ReactNode;
  query: Query;
  isEmpty: boolean;
  empty: string;
  chart: ReactNode;
  table: (visible: boolean) => ReactNode;
}) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const ready = !query.isPending && !query.isError;
  return (
    <section aria-labelledby={`${id}-title`} className={`${card} min-w-0`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-sm font-medium text-slate-600">
            {title}
          </h2>
          {ready && headline != null && (
            <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{headline}</p>
          )}
        </div>
        {ready && !isEmpty && chart != null && (
          <Button variant="outline" size="sm" onClick={() => setAsTable((shown) => !shown)}>
            {asTable ? 'Show as chart' : 'Show as table'}
          </Button>
        )}
      </div>
      <div className="mt-4">
        {query.isPending ? (
          <div
            role="status"
            aria-busy="true"
            className="flex h-56 animate-pulse items-end gap-1.5 rounded-md bg-slate-50 px-3 pb-3"
          >
            <span className="sr-only">Loading {title.toLowerCase()}…</span>
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex h-56 flex-col items-center justify-center gap-3 text-sm">
            <p className="text-slate-700">This chart could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => query.refetch()}>
              Try again
            </Button>
          </div>
        ) : isEmpty ? (
          <p className="flex h-56 items-center justify-center rounded-md border border-dashed border-slate-300 px-4 text-center text-sm text-slate-600">
            {empty}
          </p>
        ) : (
          <>
            {!asTable && chart}
            {table(asTable)}
          </>
        )}
      </div>
    </section>
  );
}
