import { canChangeShipTo } from '@app/domain/orders/homeowner-actions';
import type { ItemStatus } from '@app/domain/orders/item-status';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import type { ShipToSnapshot } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { salesTaxBps } from './order-pricing.ts';

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
  shipTo: ShipToSnapshot,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = rowsOf<{ created_at: string | Date; tax_bps: number }>(
      await tx.execute(
        sql`select created_at, tax_bps from orders where id = ${orderId} and user_id = ${userId}`,
      ),
    );
    if (!order) throw new AppError('not_found');
    const items = rowsOf<{ status: ItemStatus }>(
      await tx.execute(
        sql`select status from order_items where order_id = ${orderId} order by id for update`,
      ),
    );
    if (
      !canChangeShipTo(
        items.map((i) => i.status),
        order.created_at,
        now,
      )
    ) {
      throw AppError.invalid(fieldError('ship_to', SHIP_TO_REFUSED));
    }
    if ((await salesTaxBps(tx, shipTo.state)) !== Number(order.tax_bps)) {
      throw AppError.invalid(fieldError('state', SHIP_TO_OTHER_TAX));
    }
    await tx.execute(sql`update orders set ship_to = ${JSON.stringify(shipTo)}::jsonb,
      ship_to_state = ${shipTo.state} where id = ${orderId}`);
  });
}
