import { useMemo } from 'react';
import { SeriesChartCard } from '../../../components/charts/SeriesChartCard.tsx';
import { useAdminDashboardCharts } from '../api/dashboard-charts.ts';

/** Net sales per Los Angeles day over the last 30 days as bars; charged and refunded in its table too. */
export function SalesChart() {
  const charts = useAdminDashboardCharts();
  const days = charts.data?.sales_by_day;
  const series = useMemo(() => {
    const rows = days ?? [];
    return {
      dates: rows.map((d) => d.date),
      net: rows.map((d) => d.net_cents),
      charged: rows.map((d) => d.charged_cents),
      refunded: rows.map((d) => d.refunded_cents),
    };
  }, [days]);
  return (
    <SeriesChartCard
      title="Net sales per day, last 30 days"
      query={charts}
      dates={series.dates}
      bucket="day"
      columns={[
        { label: 'Net sales', values: series.net, kind: 'cents' },
        { label: 'Charged', values: series.charged, kind: 'cents' },
        { label: 'Refunded', values: series.refunded, kind: 'cents' },
      ]}
      empty="No sales in the last 30 days."
    />
  );
}
