import type { ItemStatus } from '@app/domain/orders/item-status';
import { rowIdOf } from '@app/domain/shared/input-limits';
import { and, asc, count, desc, eq, exists, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, users } from '../../db/schema/index.ts';
import type { ItemRow, OrderRow } from '../orders/orders.repository.ts';
import { likeEscape } from '../showrooms/showrooms.repository.ts';

/** The console's filters, read: an item status and vendor, an order number or email, an instant range. */
export type OrderFilters = {
  status?: ItemStatus;
  vendorId?: number;
  q?: string;
  placedFrom?: Date;
  /** Exclusive. */
  placedBefore?: Date;
};

/** The item filters as one condition on order_items (undefined: every item). */
function itemCondition(f: OrderFilters): SQL | undefined {
  return and(
    f.status ? eq(orderItems.status, f.status) : undefined,
    f.vendorId ? eq(orderItems.vendorUserId, f.vendorId) : undefined,
  );
}

/** `q`: the order with that number (digits), or orders of customers whose email contains it. */
function searchCondition(q: string): SQL {
  const byEmail = sql`${users.email} ilike ${`%${likeEscape(q)}%`}`;
  const number = rowIdOf(q.replace(/^#/, ''));
  return number == null ? byEmail : (or(eq(orders.number, number), byEmail) as SQL);
}

function orderCondition(f: OrderFilters): SQL | undefined {
  const items = itemCondition(f);
  return and(
    items
      ? exists(sql`(select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${items})`)
      : undefined,
    f.q ? searchCondition(f.q) : undefined,
    f.placedFrom ? gte(orders.createdAt, f.placedFrom) : undefined,
    f.placedBefore ? lt(orders.createdAt, f.placedBefore) : undefined,
  );
}

/** One page of the orders that match, newest first, and how many match in all. */
export async function ordersPage(
  db: Database,
  f: OrderFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = orderCondition(f);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows: rows.map((r) => r.order), total: Number(counted?.n ?? 0) };
}

/** The items of these orders that match the item filters, by id. */
export function matchingItems(db: Database, orderIds: number[], f: OrderFilters): Promise<ItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), itemCondition(f)))
    .orderBy(orderItems.id);
}

/** The customers of these orders. */
export function customersOf(db: Database, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, full_name: users.fullName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
}

/** Vendor accounts that have order items, by name: the console's vendor filter. */
export function vendorsWithItems(db: Database) {
  return db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(
      and(
        eq(users.type, 'Vendor'),
        exists(sql`(select 1 from ${orderItems} where ${orderItems.vendorUserId} = ${users.id})`),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(500);
}
