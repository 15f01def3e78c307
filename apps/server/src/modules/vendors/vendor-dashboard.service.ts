import type { ItemStatus } from '@app/domain/orders/item-status';
import { PROCESSING_HOURS, processBy, UNPROCESSED_STATUSES } from '@app/domain/orders/processing-promise';
import type { VendorDashboard } from '@app/domain/vendors/contract';
import type { FastifyInstance } from 'fastify';
import { payeeBalance } from '../payouts/payout-balance.service.ts';
import { brandsOfVendor } from './vendor-brands.repository.ts';
import {
  countItemsAt,
  countProducts,
  itemsOrderedBefore,
  paidOutCents,
} from './vendor-dashboard.repository.ts';

const LATE_LISTED = 10;

/**
 * GET /api/vendor/dashboard: the vendor's own numbers: items waiting for its approval, items late against the
 * 48-hour promise (the oldest listed), its earnings as the payouts see them (decisions/0006: held until
 * delivery, released, paid) and its products.
 */
export async function vendorDashboard(
  app: FastifyInstance,
  vendorUserId: number,
  now = new Date(),
): Promise<VendorDashboard> {
  const { db } = app;
  // Late = unprocessed when the promise ran out (domain processingState): ordered over 48 hours ago.
  const cutoff = new Date(now.getTime() - PROCESSING_HOURS * 3_600_000);
  const [waiting, late, balance, paid, productCounts, brands] = await Promise.all([
    countItemsAt(db, vendorUserId, 'Waiting for approval'),
    itemsOrderedBefore(db, vendorUserId, UNPROCESSED_STATUSES, cutoff, LATE_LISTED),
    payeeBalance(db, 'vendor', vendorUserId, now),
    paidOutCents(db, vendorUserId),
    countProducts(db, vendorUserId),
    brandsOfVendor(db, vendorUserId),
  ]);
  return {
    waiting_for_approval: waiting,
    late: late.count,
    late_items: late.oldest.map((item) => ({
      id: item.itemId,
      order_id: item.orderId,
      order_number: String(item.orderNumber),
      product_name: item.productName,
      qty: item.qty,
      status: item.status as ItemStatus,
      process_by: processBy(item.orderedAt).toISOString(),
    })),
    earnings: {
      held_cents: balance.pending_cents,
      released_cents: balance.available_cents,
      paid_cents: paid,
      negative_cents: balance.negative_cents,
    },
    products: productCounts.all,
    listed_products: productCounts.listed,
    brands,
  };
}
