import type { SeriesBucket } from '@app/domain/shared/series';
import { lazy, Suspense } from 'react';
import type { ValueKind } from './chart-format.ts';

// uPlot and its drawing code load with the first chart, in their own chunk: never in the storefront's JS.
const UplotBars = lazy(() => import('./UplotBars.tsx'));

export const CHART_HEIGHT = 224;

/**
 * Bars over days or weeks, drawn on a canvas that follows its container's width. `label` is the chart's
 * accessible name (what it shows and its main numbers); the numbers themselves are in the card's table.
 */
export function TimeBars({
  label,
  dates,
  values,
  kind,
  bucket,
}: {
  label: string;
  dates: readonly string[];
  values: readonly number[];
  kind: ValueKind;
  bucket: SeriesBucket;
}) {
  const placeholder = (
    <div className="animate-pulse rounded-md bg-slate-50" style={{ height: CHART_HEIGHT }} />
  );
  return (
    <div role="img" aria-label={label} className="relative min-w-0" data-chart="bars">
      <Suspense fallback={placeholder}>
        <UplotBars dates={dates} values={values} kind={kind} bucket={bucket} height={CHART_HEIGHT} />
      </Suspense>
    </div>
  );
}
