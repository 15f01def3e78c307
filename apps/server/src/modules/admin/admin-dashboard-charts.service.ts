import type { AdminDashboardCharts } from '@app/domain/admin/dashboard';
import { PROCESSING_HOURS, UNPROCESSED_STATUSES } from '@app/domain/orders/processing-promise';
import { TIME_ZONE } from '@app/domain/shared/constants';
import { SALES_DAYS, seriesBuckets } from '@app/domain/shared/series';
import type { Database } from '../../db/client.ts';
import { lateItemsByVendor, salesByDay } from './admin-dashboard-charts.repository.ts';

/**
 * GET /api/admin/dashboard/charts: every one of the last 30 Los Angeles days with its sales (the days of the
 * dashboard's "last 30 days" window, so their net adds up to it), and the late items per vendor.
 */
export async function readDashboardCharts(db: Database, now = new Date()): Promise<AdminDashboardCharts> {
  const { from, dates } = seriesBuckets('day', SALES_DAYS, now);
  const orderedBefore = new Date(now.getTime() - PROCESSING_HOURS * 3_600_000);
  const [sales, late] = await Promise.all([
    salesByDay(db, from, now),
    lateItemsByVendor(db, UNPROCESSED_STATUSES, orderedBefore),
  ]);
  const salesByDate = dates.map((date) => {
    const charged = sales.charged.get(date) ?? 0;
    const refunded = sales.refunded.get(date) ?? 0;
    return { date, charged_cents: charged, refunded_cents: refunded, net_cents: charged - refunded };
  });
  return {
    time_zone: TIME_ZONE,
    sales_by_day: salesByDate,
    late_by_vendor: late,
  };
}
