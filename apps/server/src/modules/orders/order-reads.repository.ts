import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { ItemRow, OrderRow } from './orders.repository.ts';

/** Who asks: a homeowner sees their orders, a pro the orders priced by their showroom, a vendor only the
 * orders holding its items (and only those items), an admin everything. */
export type Viewer = { id: number; type: 'User' | 'Vendor' | 'Contractor' | 'Admin' };

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

export async function findItem(db: Database, id: number): Promise<ItemRow | null> {
  const [item] = await db.select().from(orderItems).where(eq(orderItems.id, id));
  return item ?? null;
}

/** The items of these orders by id; a vendor's own items only. */
export function itemsOfOrders(db: Database, viewer: Viewer, orderIds: number[]): Promise<ItemRow[]> {
  const where =
    viewer.type === 'Vendor'
      ? and(inArray(orderItems.orderId, orderIds), eq(orderItems.vendorUserId, viewer.id))
      : inArray(orderItems.orderId, orderIds);
  return db.select().from(orderItems).where(where).orderBy(orderItems.id);
}

/** The viewer's orders, newest first, at most `limit`. */
export function findOrders(db: Database, viewer: Viewer, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(orderScope(viewer))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** One order if the viewer may see it. */
export async function findOrder(db: Database, viewer: Viewer, id: number): Promise<OrderRow | null> {
  const scope = orderScope(viewer);
  const [row] = await db
    .select()
    .from(orders)
    .where(scope ? and(eq(orders.id, id), scope) : eq(orders.id, id));
  return row ?? null;
}
