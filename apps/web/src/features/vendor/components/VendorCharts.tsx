import { formatCount } from '@app/domain/format/number';
import { SERIES_WEEKS } from '@app/domain/shared/series';
import { useMemo } from 'react';
import { BarList } from '../../../components/charts/BarList.tsx';
import { ChartCard } from '../../../components/charts/ChartCard.tsx';
import { SeriesChartCard } from '../../../components/charts/SeriesChartCard.tsx';
import { useVendorDashboardCharts } from '../api/vendor-dashboard-charts.ts';

/**
 * The vendor's own charts (issue 22): earnings per week over the last 12 weeks (its share of what was
 * charged, less refunds) and its order items per status (the statuses it has items in).
 */
export function VendorCharts() {
  const charts = useVendorDashboardCharts();
  const weeks = charts.data?.earnings_by_week;
  const earnings = useMemo(
    () => ({ dates: (weeks ?? []).map((w) => w.date), cents: (weeks ?? []).map((w) => w.earnings_cents) }),
    [weeks],
  );
  const statuses = (charts.data?.items_by_status ?? []).filter((s) => s.items > 0);
  return (
    // Side by side from 1280 px: narrower, the statuses' names would be cut.
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <SeriesChartCard
        title={`Earnings per week, last ${SERIES_WEEKS} weeks`}
        query={charts}
        dates={earnings.dates}
        bucket="week"
        columns={[{ label: 'Earnings', values: earnings.cents, kind: 'cents' }]}
        empty={`No earnings in the last ${SERIES_WEEKS} weeks.`}
      />
      <ChartCard
        title="Your order items by status"
        headline={formatCount(statuses.reduce((sum, s) => sum + s.items, 0))}
        query={charts}
        isEmpty={statuses.length === 0}
        empty="No order items yet."
        chart={null}
        table={() => (
          <BarList
            caption="Your order items by status"
            valueLabel="Items"
            rows={statuses.map((s) => ({ key: s.status, label: s.label, value: s.items }))}
          />
        )}
      />
    </div>
  );
}
