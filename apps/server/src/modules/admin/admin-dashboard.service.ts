import {
  type AdminDashboard,
  LATE_ITEMS_SHOWN,
  SALES_WINDOWS,
  type SalesWindow,
  salesWindowStarts,
} from '@app/domain/admin/dashboard';
import { ITEM_STATUSES, type ItemStatus, statusLabel } from '@app/domain/orders/item-status';
import { PROCESSING_HOURS, processBy, UNPROCESSED_STATUSES } from '@app/domain/orders/processing-promise';
import { TIME_ZONE } from '@app/domain/shared/constants';
import type { Database } from '../../db/client.ts';
import {
  itemStatusCounts,
  lateItems,
  salesSince,
  waitingVerifications,
} from './admin-dashboard.repository.ts';

/**
 * GET /api/admin/dashboard: sales in Los Angeles days, every item status with its counts, the registrations
 * waiting, and the items past the 48-hour processing promise (the domain's rule: still unprocessed, ordered
 * more than 48 hours before `now`).
 */
export async function readDashboard(db: Database, now = new Date()): Promise<AdminDashboard> {
  const starts = salesWindowStarts(now);
  const orderedBefore = new Date(now.getTime() - PROCESSING_HOURS * 3_600_000);
  const [sales, counts, waiting, late] = await Promise.all([
    salesSince(db, starts, now),
    itemStatusCounts(db),
    waitingVerifications(db),
    lateItems(db, UNPROCESSED_STATUSES, orderedBefore, LATE_ITEMS_SHOWN),
  ]);
  const figure = (w: SalesWindow) => ({
    from: starts[w].toISOString(),
    charged_cents: sales[w].charged,
    refunded_cents: sales[w].refunded,
    net_cents: sales[w].charged - sales[w].refunded,
  });
  const bySales = Object.fromEntries(SALES_WINDOWS.map((w) => [w, figure(w)])) as AdminDashboard['sales'];
  return {
    time_zone: TIME_ZONE,
    sales: bySales,
    items_by_status: ITEM_STATUSES.map((status) => ({
      status,
      label: statusLabel(status),
      items: counts.get(status)?.items ?? 0,
      orders: counts.get(status)?.orders ?? 0,
    })),
    verifications: { ...waiting, total: waiting.pros + waiting.vendors },
    late_items: {
      count: late.count,
      oldest: late.oldest.map((i) => ({
        item_id: i.itemId,
        order_id: i.orderId,
        order_number: String(i.orderNumber),
        product_name: i.productName,
        vendor_name: i.vendorName,
        status: i.status as ItemStatus,
        label: statusLabel(i.status),
        ordered_at: i.orderedAt.toISOString(),
        process_by: processBy(i.orderedAt).toISOString(),
      })),
    },
  };
}
