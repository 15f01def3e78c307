import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, projects, users } from '../../db/schema/index.ts';

/** The showroom a pro's client list is about: its owner (the pro) and its id (a homeowner's `shop_id`). */
export type ClientShowroom = { proId: number; showroomId: number };

/** A project is in the showroom when it names the pro (projects always store the pro with the showroom ID). */
const projectInShowroom = (s: ClientShowroom) => eq(projects.showroomUserId, s.proId);

/**
 * The showroom's clients: homeowners registered through it (`shop_id`), or with a project in it, or with an
 * order it priced — each branch an index lookup (users_shop_idx, projects_showroom_idx, orders_showroom_idx).
 * Never another kind of account.
 */
const isClientOf = (s: ClientShowroom) =>
  and(
    eq(users.type, 'User'),
    sql`${users.id} in (
      select ${users.id} from ${users} where ${users.shopId} = ${s.showroomId}
      union select ${projects.userId} from ${projects} where ${projectInShowroom(s)} and ${projects.userId} is not null
      union select ${orders.userId} from ${orders} where ${orders.showroomUserId} = ${s.proId})`,
  ) as SQL;

const clientColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  shopId: users.shopId,
  createdAt: users.createdAt,
};
export type ClientRow = {
  id: number;
  fullName: string;
  email: string;
  shopId: number | null;
  createdAt: Date;
};

/** One page of the showroom's clients, the newest accounts first, and how many there are. */
export async function clientsPage(
  db: Database,
  s: ClientShowroom,
  page: { limit: number; offset: number },
): Promise<{ rows: ClientRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(clientColumns)
      .from(users)
      .where(isClientOf(s))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(isClientOf(s)),
  ]);
  return { rows, total: Number(total) };
}

/** The client if this user is one of the showroom's, else null. */
export async function findClient(db: Database, s: ClientShowroom, userId: number): Promise<ClientRow | null> {
  const [row] = await db
    .select(clientColumns)
    .from(users)
    .where(and(eq(users.id, userId), isClientOf(s)));
  return row ?? null;
}

export type ClientProjectRow = typeof projects.$inferSelect;

/** The clients' projects in this showroom only (never their projects in other showrooms), latest first. */
export function projectsInShowroom(db: Database, s: ClientShowroom, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([] as ClientProjectRow[]);
  return db
    .select()
    .from(projects)
    .where(and(inArray(projects.userId, userIds), projectInShowroom(s)))
    .orderBy(desc(projects.updatedAt), desc(projects.id));
}

/** The clients' orders priced by this showroom, newest first. */
export function ordersInShowroom(db: Database, s: ClientShowroom, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: orders.id, userId: orders.userId, number: orders.number, createdAt: orders.createdAt })
    .from(orders)
    .where(and(inArray(orders.userId, userIds), eq(orders.showroomUserId, s.proId)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/**
 * What a pro's view of these orders' items needs: quantity, status and the pro's own markup per unit. The
 * vendor's price, the platform's fee and the sale price are not even read (money-by-role.ts).
 */
export function proItemsOf(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      qty: orderItems.qty,
      status: orderItems.status,
      contractorMarkupAmt: orderItems.contractorMarkupAmt,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.id);
}
