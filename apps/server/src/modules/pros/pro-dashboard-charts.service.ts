import type { ProDashboardCharts } from '@app/domain/pros/contract';
import { TIME_ZONE } from '@app/domain/shared/constants';
import { SERIES_WEEKS, seriesBuckets } from '@app/domain/shared/series';
import type { Database } from '../../db/client.ts';
import { proOrdersByWeek, proProfitByWeek } from './pro-dashboard-charts.repository.ts';

/** GET /api/pro/dashboard/charts: the caller's showroom, each of the last 12 weeks (zeros too). */
export async function readProCharts(
  db: Database,
  proUserId: number,
  now = new Date(),
): Promise<ProDashboardCharts> {
  const { from, dates } = seriesBuckets('week', SERIES_WEEKS, now);
  const [profit, orders] = await Promise.all([
    proProfitByWeek(db, proUserId, from),
    proOrdersByWeek(db, proUserId, from),
  ]);
  return {
    time_zone: TIME_ZONE,
    weeks: dates.map((date) => ({
      date,
      profit_cents: profit.get(date) ?? 0,
      orders: orders.get(date) ?? 0,
    })),
  };
}
