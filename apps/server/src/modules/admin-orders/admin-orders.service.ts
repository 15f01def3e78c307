import { paginationRecord } from '@app/domain/catalog/pagination';
import {
  ADMIN_ORDERS_PER_PAGE,
  type AdminOrder,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  dayEnd,
  dayStart,
  type OrderVendor,
} from '@app/domain/orders/admin-orders';
import type { Database } from '../../db/client.ts';
import type { ItemRow } from '../orders/orders.repository.ts';
import { orderFor, toOrderDto, type Viewer } from '../orders/orders-view.ts';
import { refundedCents } from '../orders/refunds.repository.ts';
import {
  customersOf,
  matchingItems,
  type OrderFilters,
  ordersPage,
  vendorsWithItems,
} from './admin-orders.repository.ts';

const filtersOf = (q: AdminOrdersQuery): OrderFilters => ({
  status: q.status,
  vendorId: q.vendor,
  q: q.q,
  placedFrom: q.placed_from ? dayStart(q.placed_from) : undefined,
  placedBefore: q.placed_to ? dayEnd(q.placed_to) : undefined,
});

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/**
 * GET /api/admin/orders: one page of the orders that match, newest first, each in the orders API's shape
 * (toOrderDto, projected for the Admin by orderFor) with its customer, and only its items that match the
 * item filters (status, vendor).
 */
export async function listAdminOrders(
  db: Database,
  admin: Viewer,
  query: AdminOrdersQuery,
  path: string,
): Promise<AdminOrdersPage> {
  const filters = filtersOf(query);
  const { rows, total } = await ordersPage(db, filters, {
    limit: ADMIN_ORDERS_PER_PAGE,
    offset: (query.page - 1) * ADMIN_ORDERS_PER_PAGE,
  });
  const ids = rows.map((o) => o.id);
  const [items, refunded, customers] = await Promise.all([
    matchingItems(db, ids, filters),
    refundedCents(db, ids),
    customersOf(
      db,
      rows.map((o) => o.userId),
    ),
  ]);
  const itemsOf = groupBy<ItemRow, number>(items, (i) => i.orderId);
  const customerOf = new Map(customers.map((c) => [c.id, c]));
  const data = rows.map(
    (o): AdminOrder => ({
      ...orderFor(admin, toOrderDto(o, itemsOf.get(o.id) ?? [], refunded)),
      customer: customerOf.get(o.userId) ?? { id: o.userId, full_name: '', email: '' },
    }),
  );
  const { page: _, ...kept } = query;
  return paginationRecord({
    data,
    total,
    perPage: ADMIN_ORDERS_PER_PAGE,
    currentPage: query.page,
    path,
    query: Object.fromEntries(Object.entries(kept).map(([k, v]) => [k, v == null ? undefined : String(v)])),
  });
}

/** GET /api/admin/orders/vendors: the vendor accounts the vendor filter offers. */
export const orderVendors = (db: Database): Promise<OrderVendor[]> => vendorsWithItems(db);
