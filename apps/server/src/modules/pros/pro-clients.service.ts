import { paginationRecord } from '@app/domain/catalog/pagination';
import { totalProfit } from '@app/domain/orders/item-profit';
import { ITEM_STATUSES, type ItemStatus } from '@app/domain/orders/item-status';
import {
  CLIENT_ROWS_MAX,
  CLIENTS_PER_PAGE,
  type ClientCart,
  type ClientOrder,
  type ProClient,
  type ProClientsPage,
} from '@app/domain/pros/clients';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { cartOf } from '../projects/cart-view.ts';
import { findShowroomOfPro } from '../showrooms/showrooms.repository.ts';
import {
  type ClientRow,
  type ClientShowroom,
  clientsPage,
  findClient,
  ordersInShowroom,
  proItemsOf,
  projectsInShowroom,
} from './pro-clients.repository.ts';
import { NO_SHOWROOM } from './pro-invitations.service.ts';

async function showroomOf(db: Database, proId: number): Promise<ClientShowroom> {
  const showroom = await findShowroomOfPro(db, proId);
  if (!showroom) throw new AppError('not_found', NO_SHOWROOM);
  return { proId, showroomId: showroom.id };
}

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/** The clients' orders in this showroom, each with its status summary and the pro's profit on it. */
async function ordersOf(db: Database, s: ClientShowroom, userIds: number[]) {
  const rows = await ordersInShowroom(db, s, userIds);
  const items = groupBy(
    await proItemsOf(
      db,
      rows.map((o) => o.id),
    ),
    (i) => i.orderId,
  );
  const views = rows.map((o): ClientOrder & { userId: number } => {
    const own = (items.get(o.id) ?? []).map((i) => ({
      qty: i.qty,
      status: i.status as ItemStatus,
      contractor_markup_amt: i.contractorMarkupAmt,
    }));
    const counts = groupBy(own, (i) => i.status);
    return {
      userId: o.userId,
      id: o.id,
      number: String(o.number),
      created_at: o.createdAt.toISOString(),
      status_summary: ITEM_STATUSES.filter((st) => counts.has(st)).map((st) => ({
        status: st,
        count: counts.get(st)?.length ?? 0,
      })),
      items: own.length,
      total_qty: own.reduce((sum, i) => sum + i.qty, 0),
      profit_cents: totalProfit('Contractor', own),
    };
  });
  return groupBy(views, (o) => o.userId);
}

/**
 * Each client with their projects, carts and orders in this showroom only: carts priced now as the client
 * sees them (cartOf, the cart page's own pricing), orders with the pro's profit only.
 */
async function clientViews(db: Database, s: ClientShowroom, clients: ClientRow[]): Promise<ProClient[]> {
  const ids = clients.map((c) => c.id);
  const [projectRows, ordersByUser] = await Promise.all([
    projectsInShowroom(db, s, ids),
    ordersOf(db, s, ids),
  ]);
  const projectsByUser = groupBy(projectRows, (p) => p.userId);
  return Promise.all(
    clients.map(async (c) => {
      const projects = projectsByUser.get(c.id) ?? [];
      const cartRows = projects.filter((p) => p.isCart).slice(0, CLIENT_ROWS_MAX);
      const carts: ClientCart[] = [];
      for (const project of cartRows) {
        const cart = await cartOf(db, project);
        if (cart.count === 0) continue;
        carts.push({
          project_id: project.id,
          name: cart.name,
          count: cart.count,
          total_qty: cart.total_qty,
          subtotal_cents: cart.subtotal_cents,
          updated_at: project.updatedAt.toISOString(),
        });
      }
      const orders = ordersByUser.get(c.id) ?? [];
      return {
        id: c.id,
        full_name: c.fullName,
        email: c.email,
        registered_here: c.shopId === s.showroomId,
        joined_at: c.createdAt.toISOString(),
        project_count: projects.length,
        cart_count: carts.length,
        order_count: orders.length,
        profit_cents: orders.reduce((sum, o) => sum + o.profit_cents, 0),
        projects: projects.slice(0, CLIENT_ROWS_MAX).map((p) => ({
          id: p.id,
          name: p.name,
          is_cart: p.isCart,
          updated_at: p.updatedAt.toISOString(),
        })),
        carts,
        orders: orders.slice(0, CLIENT_ROWS_MAX).map(({ userId: _, ...o }) => o),
      };
    }),
  );
}

/** GET /api/pro/clients: one page of the showroom's clients (the pagination record of spec point 3). */
export async function listClients(
  db: Database,
  proId: number,
  page: number,
  path: string,
): Promise<ProClientsPage> {
  const s = await showroomOf(db, proId);
  const { rows, total } = await clientsPage(db, s, {
    limit: CLIENTS_PER_PAGE,
    offset: (page - 1) * CLIENTS_PER_PAGE,
  });
  return paginationRecord({
    data: await clientViews(db, s, rows),
    total,
    perPage: CLIENTS_PER_PAGE,
    currentPage: page,
    path,
  });
}

/** GET /api/pro/clients/{id}: a user who is not this showroom's client is indistinguishable from none (404). */
export async function getClient(db: Database, proId: number, userId: number): Promise<ProClient> {
  const s = await showroomOf(db, proId);
  const client = await findClient(db, s, userId);
  if (!client) throw new AppError('not_found');
  const [view] = await clientViews(db, s, [client]);
  return view;
}
