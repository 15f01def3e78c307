import { and, asc, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, refunds, users } from '../../db/schema/index.ts';

/** A return as the desk reads it: the item, its order and customer, and its return refund if made. */
export type ReturnItemRow = {
  itemId: number;
  orderId: number;
  orderNumber: number;
  customerId: number;
  customerName: string;
  customerEmail: string;
  productName: string;
  sizeLabel: string | null;
  vendorName: string;
  image: string;
  qty: number;
  status: string;
  statusDate: Date;
  lineTotal: number;
  taxCents: number;
  refundCents: number | null;
  restockingFeeCents: number | null;
  refundedAt: Date | null;
};

const columns = {
  itemId: orderItems.id,
  orderId: orderItems.orderId,
  orderNumber: orders.number,
  customerId: users.id,
  customerName: users.fullName,
  customerEmail: users.email,
  productName: orderItems.productName,
  sizeLabel: orderItems.sizeLabel,
  vendorName: orderItems.vendorName,
  image: orderItems.image,
  qty: orderItems.qty,
  status: orderItems.status,
  statusDate: orderItems.statusDate,
  lineTotal: orderItems.lineTotal,
  taxCents: orderItems.taxCents,
  refundCents: refunds.amountCents,
  restockingFeeCents: refunds.restockingFeeCents,
  refundedAt: refunds.createdAt,
};

/** The items with their order, customer and return refund (an item has at most one: key refund:<id>:return). */
const returnsFrom = (db: Database) =>
  db
    .select(columns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(refunds, and(eq(refunds.orderItemId, orderItems.id), eq(refunds.reason, 'return')));

/**
 * Requested returns (Return Request), oldest request first (the nearest refund due date), or received
 * ones (Returned with a return refund), latest first; one page, and how many there are.
 */
export async function returnsPage(
  db: Database,
  which: 'requested' | 'received',
  page: { limit: number; offset: number },
): Promise<{ rows: ReturnItemRow[]; total: number }> {
  const where: SQL | undefined =
    which === 'requested'
      ? eq(orderItems.status, 'Return Request')
      : and(eq(orderItems.status, 'Returned'), isNotNull(refunds.id));
  const order =
    which === 'requested'
      ? [asc(orderItems.statusDate), asc(orderItems.id)]
      : [desc(orderItems.statusDate), desc(orderItems.id)];
  const [rows, [counted]] = await Promise.all([
    returnsFrom(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(orderItems)
      .leftJoin(refunds, and(eq(refunds.orderItemId, orderItems.id), eq(refunds.reason, 'return')))
      .where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** One item as a return, whatever its status; null when there is no such item. */
export async function returnItem(db: Database, itemId: number): Promise<ReturnItemRow | null> {
  const [row] = await returnsFrom(db).where(eq(orderItems.id, itemId));
  return row ?? null;
}
