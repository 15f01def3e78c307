import { seriesBuckets } from '@app/domain/shared/series';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderFixture } from '../orders/orders.fixture.ts';
import { at, DAY, dashboardHistory, type Placed } from './admin-dashboard.fixture.ts';

/** The Los Angeles date ('YYYY-MM-DD') of a moment, as the series names its day. */
const laDate = (moment: Date) => seriesBuckets('day', 1, moment).dates[0];

/**
 * GET /api/admin/dashboard/charts (issue 22): sales per Los Angeles day over the dashboard's 30-day window,
 * every day present, adding up to the dashboard's total; late items per vendor, adding up to its count.
 */
describe('the admin dashboard’s charts', () => {
  let f: OrderFixture;
  let today: Placed;
  let fourDaysAgo: Placed;
  let refunded: number;

  const get = (url: string, headers: Record<string, string> = f.auth.admin) =>
    f.t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    // Vendor B processed its 4-day-old item: only vendor A's is late there.
    ({
      f,
      today,
      recent: fourDaysAgo,
      refunded,
    } = await dashboardHistory({ key: 'charts', recentDays: 4, oldDays: 45 }));
  });
  afterAll(() => f.t.close());

  it('gives each of the last 30 Los Angeles days its charges and refunds, summing to the dashboard’s window', async () => {
    const res = await get('/api/admin/dashboard/charts');
    expect(res.statusCode).toBe(200);
    const { sales_by_day, time_zone } = res.json().data;
    expect(time_zone).toBe('America/Los_Angeles');
    expect(sales_by_day).toHaveLength(30);
    expect(sales_by_day.at(-1).date).toBe(laDate(new Date()));
    const on = (date: string) => sales_by_day.find((d: { date: string }) => d.date === date);
    expect(refunded).toBeGreaterThan(0);
    expect(on(laDate(new Date()))).toEqual({
      date: laDate(new Date()),
      charged_cents: today.charge_cents,
      refunded_cents: refunded,
      net_cents: today.charge_cents - refunded,
    });
    expect(on(laDate(at(4 * DAY)))).toMatchObject({
      charged_cents: fourDaysAgo.charge_cents,
      refunded_cents: 0,
    });
    // Days without sales are there, at zero; the 45-day-old order is outside.
    const quiet = sales_by_day.filter((d: { net_cents: number }) => d.net_cents === 0);
    expect(quiet).toHaveLength(28);
    const { sales } = (await get('/api/admin/dashboard')).json().data;
    const sum = (key: string) => sales_by_day.reduce((s: number, d: Record<string, number>) => s + d[key], 0);
    expect(sum('net_cents')).toBe(sales.last_30_days.net_cents);
    expect(sum('charged_cents')).toBe(sales.last_30_days.charged_cents);
    expect(sales_by_day[0].date).toBe(laDate(new Date(sales.last_30_days.from)));
  });

  it('counts the late items per vendor, most first, adding up to the dashboard’s late count', async () => {
    const { late_by_vendor } = (await get('/api/admin/dashboard/charts')).json().data;
    // Vendor A: the 45-day and the 4-day order's items; vendor B's 4-day item was processed.
    expect(late_by_vendor).toEqual([{ vendor_name: expect.any(String), items: 2 }]);
    const { late_items } = (await get('/api/admin/dashboard')).json().data;
    expect(late_by_vendor[0].items).toBe(late_items.count);
    expect(late_by_vendor[0].vendor_name).toBe(late_items.oldest[0].vendor_name);
  });

  it('answers an admin only', async () => {
    expect((await get('/api/admin/dashboard/charts', {})).statusCode).toBe(401);
    for (const headers of [f.annAuth, f.auth.vendorA]) {
      expect((await get('/api/admin/dashboard/charts', headers)).statusCode).toBe(403);
    }
  });
});
