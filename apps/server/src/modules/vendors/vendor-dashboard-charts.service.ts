import { ITEM_STATUSES, statusLabel } from '@app/domain/orders/item-status';
import { TIME_ZONE } from '@app/domain/shared/constants';
import { fillSeries, SERIES_WEEKS, seriesBuckets } from '@app/domain/shared/series';
import type { VendorDashboardCharts } from '@app/domain/vendors/contract';
import type { Database } from '../../db/client.ts';
import { vendorEarningsByWeek, vendorItemsByStatus } from './vendor-dashboard-charts.repository.ts';

/**
 * GET /api/vendor/dashboard/charts: the caller's own earnings per week (the last 12, zeros too) and its own
 * order items per status (every status of spec point 4, in its order).
 */
export async function readVendorCharts(
  db: Database,
  vendorUserId: number,
  now = new Date(),
): Promise<VendorDashboardCharts> {
  const { from, dates } = seriesBuckets('week', SERIES_WEEKS, now);
  const [earnings, counts] = await Promise.all([
    vendorEarningsByWeek(db, vendorUserId, from),
    vendorItemsByStatus(db, vendorUserId),
  ]);
  return {
    time_zone: TIME_ZONE,
    earnings_by_week: fillSeries(dates, earnings, { earnings_cents: 0 }),
    items_by_status: ITEM_STATUSES.map((status) => ({
      status,
      label: statusLabel(status),
      items: counts.get(status) ?? 0,
    })),
  };
}
