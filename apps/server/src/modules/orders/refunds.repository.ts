import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refunds } from '../../db/schema/index.ts';

/** Cents refunded so far, per order item and per order (table `refunds`). */
export type RefundedCents = { byItem: Map<number, number>; byOrder: Map<number, number> };

/** What was refunded of these orders, per item and per order (all its items, whoever asks). */
export async function refundedCents(db: Database, orderIds: number[]): Promise<RefundedCents> {
  const byItem = new Map<number, number>();
  const byOrder = new Map<number, number>();
  if (orderIds.length === 0) return { byItem, byOrder };
  const rows = await db
    .select({
      orderId: refunds.orderId,
      itemId: refunds.orderItemId,
      cents: sql<string>`sum(${refunds.amountCents})::bigint`,
    })
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .groupBy(refunds.orderId, refunds.orderItemId);
  for (const r of rows) {
    byItem.set(r.itemId, Number(r.cents));
    byOrder.set(r.orderId, (byOrder.get(r.orderId) ?? 0) + Number(r.cents));
  }
  return { byItem, byOrder };
}

/**
 * Sets the order's `payment_status` from its refunds, in the refund's transaction: 'refunded' once the
 * refunds reach the charge, else 'partially_refunded' (Stripe's meaning, as the webhook sets it). The order
 * row is locked first, in a statement of its own, so the update's snapshot counts a concurrent refund of
 * another item that committed meanwhile. FOR NO KEY UPDATE, not FOR UPDATE: the refund rows already hold
 * FOR KEY SHARE on the order (their foreign key), which FOR UPDATE would deadlock against.
 */
export async function markRefundedPayment(tx: Database, orderId: number): Promise<void> {
  await tx.execute(sql`select id from orders where id = ${orderId} for no key update`);
  await tx.execute(sql`update orders o set payment_status =
      case when r.total >= o.charge_cents then 'refunded' else 'partially_refunded' end
    from (select coalesce(sum(amount_cents), 0) as total from refunds where order_id = ${orderId}) r
    where o.id = ${orderId} and r.total > 0`);
}
