import { TZDate } from '@date-fns/tz';
import { startOfDay, subDays } from 'date-fns';
import { z } from 'zod';
import { ITEM_STATUSES } from '../orders/item-status.ts';
import { TIME_ZONE } from '../shared/constants.ts';

/**
 * The admin console's dashboard (issue 12, GET /api/admin/dashboard): sales, order items by status, the
 * verifications waiting and the items late against the 48-hour promise (orders/processing-promise.ts).
 */

export const SALES_WINDOWS = ['today', 'last_7_days', 'last_30_days'] as const;
export type SalesWindow = (typeof SALES_WINDOWS)[number];

const WINDOW_DAYS: Record<SalesWindow, number> = { today: 1, last_7_days: 7, last_30_days: 30 };

/**
 * Where each sales window starts: midnight in America/Los_Angeles (spec point 9's time zone) of today, of
 * 6 days ago and of 29 days ago, so "last 7 days" is today and the six days before it. Each runs to `now`.
 */
export function salesWindowStarts(now: Date): Record<SalesWindow, Date> {
  const today = startOfDay(new TZDate(now.getTime(), TIME_ZONE));
  const start = (w: SalesWindow) => new Date(subDays(today, WINDOW_DAYS[w] - 1).getTime());
  return { today: start('today'), last_7_days: start('last_7_days'), last_30_days: start('last_30_days') };
}

/** The late items the dashboard lists (oldest first); the count says how many there are in all. */
export const LATE_ITEMS_SHOWN = 5;

const cents = z.number().int();

/** One window: what was charged, what was refunded (recorded refunds), and the difference. */
export const salesFigureSchema = z.object({
  from: z.string(),
  charged_cents: cents,
  refunded_cents: cents,
  net_cents: cents,
});

export const itemStatusCountSchema = z.object({
  status: z.enum(ITEM_STATUSES),
  /** The spec's display name (Pending Approval, Approved, Not Approved; the others as stored). */
  label: z.string(),
  /** Order items in this status. */
  items: z.number().int(),
  /** Orders with at least one item in this status. */
  orders: z.number().int(),
});

export const lateItemSchema = z.object({
  item_id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  product_name: z.string(),
  vendor_name: z.string(),
  status: z.enum(ITEM_STATUSES),
  label: z.string(),
  ordered_at: z.string(),
  /** The order's time plus 48 hours (processBy). */
  process_by: z.string(),
});
export type LateItem = z.infer<typeof lateItemSchema>;

export const adminDashboardSchema = z.object({
  time_zone: z.string(),
  sales: z.object({
    today: salesFigureSchema,
    last_7_days: salesFigureSchema,
    last_30_days: salesFigureSchema,
  }),
  /** Every status of spec point 4, in its order, with zero counts too. */
  items_by_status: z.array(itemStatusCountSchema),
  verifications: z.object({ pros: z.number().int(), vendors: z.number().int(), total: z.number().int() }),
  late_items: z.object({ count: z.number().int(), oldest: z.array(lateItemSchema) }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export type SalesFigure = z.infer<typeof salesFigureSchema>;

/** One Los Angeles day of sales: charged (by payment time) less refunded (by refund time), as the windows. */
export const salesDaySchema = z.object({
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  charged_cents: cents,
  refunded_cents: cents,
  net_cents: cents,
});
export type SalesDay = z.infer<typeof salesDaySchema>;

/** How many of the late items (lateItemSchema's rule) each vendor holds, most first. */
export const lateByVendorSchema = z.object({ vendor_name: z.string(), items: z.number().int() });

/**
 * GET /api/admin/dashboard/charts: the dashboard's charts (issue 22): sales per day over the last 30 days
 * (SALES_DAYS, every day present, zeros too; their net sums to sales.last_30_days.net_cents) and the late
 * items per vendor (their items sum to late_items.count).
 */
export const adminDashboardChartsSchema = z.object({
  time_zone: z.string(),
  sales_by_day: z.array(salesDaySchema),
  late_by_vendor: z.array(lateByVendorSchema),
});
export type AdminDashboardCharts = z.infer<typeof adminDashboardChartsSchema>;
