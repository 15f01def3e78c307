import { SERIES_WEEKS } from '@app/domain/shared/series';
import { useMemo } from 'react';
import { SeriesChartCard } from '../../../components/charts/SeriesChartCard.tsx';
import { useProDashboardCharts } from '../api/dashboard-charts.ts';

/**
 * The showroom's weeks (issue 22), the last 12: the markup earned (the ledger's record of the pro's share,
 * less refunds) and the orders placed at its prices, each as bars.
 */
export function ProCharts() {
  const charts = useProDashboardCharts();
  const weeks = charts.data?.weeks;
  const series = useMemo(() => {
    const rows = weeks ?? [];
    return {
      dates: rows.map((w) => w.date),
      profit: rows.map((w) => w.profit_cents),
      orders: rows.map((w) => w.orders),
    };
  }, [weeks]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SeriesChartCard
        title={`Profit per week, last ${SERIES_WEEKS} weeks`}
        query={charts}
        dates={series.dates}
        bucket="week"
        columns={[{ label: 'Profit', values: series.profit, kind: 'cents' }]}
        empty={`No profit in the last ${SERIES_WEEKS} weeks.`}
      />
      <SeriesChartCard
        title={`Orders per week, last ${SERIES_WEEKS} weeks`}
        query={charts}
        dates={series.dates}
        bucket="week"
        columns={[{ label: 'Orders', values: series.orders, kind: 'count' }]}
        empty={`No orders in the last ${SERIES_WEEKS} weeks.`}
      />
    </div>
  );
}
