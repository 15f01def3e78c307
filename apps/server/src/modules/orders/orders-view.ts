import { ITEM_STATUSES, type ItemStatus } from '@app/domain/orders/item-status';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderDto, OrderItemDto } from './orders.schemas.ts';

/** Who asks: a homeowner sees their orders, a pro the orders priced by their showroom, a vendor only the
 * orders holding its items (and only those items), an admin everything. */
export type Viewer = { id: number; type: 'User' | 'Vendor' | 'Contractor' | 'Admin' };

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** Orders holding an item of this vendor. */
const vendorOrders = (vendorId: number) =>
  sql`${orders.id} in (select order_id from order_items where vendor_user_id = ${vendorId})`;

function orderScope(viewer: Viewer): SQL | undefined {
  switch (viewer.type) {
    case 'Admin':
      return undefined;
    case 'Vendor':
      return vendorOrders(viewer.id);
    case 'Contractor':
      return eq(orders.showroomUserId, viewer.id);
    default:
      return eq(orders.userId, viewer.id);
  }
}

/** One order item in the order-view shape, as it stands now (the answer to a status change). */
export async function getItemDto(db: Database, id: number): Promise<OrderItemDto> {
  const [item] = await db.select().from(orderItems).where(eq(orderItems.id, id));
  if (!item) throw new AppError('not_found');
  return toItemDto(item);
}

export function toItemDto(i: ItemRow): OrderItemDto {
  return {
    id: i.id,
    product_name: i.productName,
    qty: i.qty,
    final_price: i.finalPrice,
    contractor_markup_amt: i.contractorMarkupAmt,
    admin_profit_inclusive_tax: i.adminProfitInclusiveTax,
    status: i.status as ItemStatus,
    status_date: i.statusDate.toISOString(),
    size_label: i.sizeLabel,
    vendor_name: i.vendorName,
    image: i.image,
    unit_price_cents: i.unitPrice,
    unit: i.unit,
    colour: i.colour === '' ? null : i.colour,
  };
}

/** An order and its items (ordered by id) as callers see them. */
export function toOrderDto(o: OrderRow, items: ItemRow[]): OrderDto {
  const counts = new Map<string, number>();
  for (const i of items) counts.set(i.status, (counts.get(i.status) ?? 0) + 1);
  return {
    id: o.id,
    number: String(o.number),
    created_at: o.createdAt.toISOString(),
    status_summary: ITEM_STATUSES.filter((s) => counts.has(s)).map((s) => ({
      status: s,
      count: counts.get(s) ?? 0,
    })),
    items: items.map(toItemDto),
    subtotal_cents: o.subtotalCents,
    tax_cents: o.taxCents,
    shipping_cents: o.shippingCents,
    charge_cents: o.chargeCents,
    coupon_code: o.couponCode,
    ship_to: o.shipTo,
    payment_status: o.paymentStatus,
  };
}

async function withItems(db: Database, viewer: Viewer, rows: OrderRow[]): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const where =
    viewer.type === 'Vendor'
      ? and(inArray(orderItems.orderId, ids), eq(orderItems.vendorUserId, viewer.id))
      : inArray(orderItems.orderId, ids);
  const items = await db.select().from(orderItems).where(where).orderBy(orderItems.id);
  const byOrder = new Map<number, ItemRow[]>();
  for (const i of items) byOrder.set(i.orderId, [...(byOrder.get(i.orderId) ?? []), i]);
  return rows.map((o) => toOrderDto(o, byOrder.get(o.id) ?? []));
}

export const MAX_ORDERS = 200;

/** The viewer's orders, newest first (at most MAX_ORDERS). */
export async function listOrders(db: Database, viewer: Viewer): Promise<OrderDto[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(orderScope(viewer))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_ORDERS);
  return withItems(db, viewer, rows);
}

/** One order the viewer may see; 404 otherwise (another's order is indistinguishable from none). */
export async function getOrder(db: Database, viewer: Viewer, id: number): Promise<OrderDto> {
  const scope = orderScope(viewer);
  const [row] = await db
    .select()
    .from(orders)
    .where(scope ? and(eq(orders.id, id), scope) : eq(orders.id, id));
  if (!row) throw new AppError('not_found');
  const [dto] = await withItems(db, viewer, [row]);
  return dto;
}
