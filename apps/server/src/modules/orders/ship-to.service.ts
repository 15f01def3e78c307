import { canChangeShipTo } from '@app/domain/orders/homeowner-actions';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { salesTaxBps } from './order-pricing.ts';
import { findOwnOrder, lockItemStatuses, type ShipTo, setShipTo } from './orders.repository.ts';

export const SHIP_TO_REFUSED =
  'The shipping address can only be changed within 60 minutes of the order, before any item is picked up.';
export const SHIP_TO_OTHER_TAX =
  'This address is in a state with a different sales tax. Cancel the items and order again to ship there.';

/**
 * The homeowner changes the shipping address of their order (spec point 9: within 60 minutes, domain
 * canChangeShipTo). The order's items are locked so no status change slips in between. The charge stays
 * exact: a new address whose state has another sales tax rate is refused (the tax was charged per line).
 * Another homeowner's order is 404.
 */
export async function changeShipTo(
  db: Database,
  userId: number,
  orderId: number,
  shipTo: ShipTo,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, orderId);
    if (!order) throw new AppError('not_found');
    const statuses = await lockItemStatuses(tx, orderId);
    if (!canChangeShipTo(statuses, order.createdAt, now)) {
      throw AppError.invalid(fieldError('ship_to', SHIP_TO_REFUSED));
    }
    if ((await salesTaxBps(tx, shipTo.state)) !== order.taxBps) {
      throw AppError.invalid(fieldError('state', SHIP_TO_OTHER_TAX));
    }
    await setShipTo(tx, orderId, shipTo);
  });
}
