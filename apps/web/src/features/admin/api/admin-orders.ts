import type {
  AdminOrdersFilters,
  AdminOrdersPage,
  BulkStatusResult,
  OrderVendor,
} from '@app/domain/orders/admin-orders';
import type { OrderItemView } from '@app/domain/orders/contract';
import type { ItemStatus } from '@app/domain/orders/item-status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** Every admin orders query starts with this key: invalidate it after any status change. */
export const adminOrdersKey = ['admin', 'orders'] as const;

/** GET /api/admin/orders: one page of the orders that match the filters (docs/api-admin-orders.md). */
export const useAdminOrders = (filters: AdminOrdersFilters, page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...adminOrdersKey, filters, page],
      queryFn: async ({ signal }) =>
        (
          await api.get<AdminOrdersPage>(apiPaths.adminOrders, {
            signal,
            query: { ...filters, page },
            fieldsShown: ['status', 'vendor', 'q', 'placed_from', 'placed_to'],
          })
        ).data,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /api/admin/orders/vendors: the vendor filter's options. */
export const useOrderVendors = () =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'order-vendors'],
      queryFn: async ({ signal }) =>
        (await api.get<OrderVendor[]>(apiPaths.adminOrderVendors, { signal })).data,
      staleTime: 5 * 60_000,
    }),
  );

/** POST /api/admin/order_items/status: one status for several items; the answer says per item what happened. */
export const changeStatuses = (itemIds: number[], status: ItemStatus) =>
  api.post<BulkStatusResult>(apiPaths.adminItemsStatus, { item_ids: itemIds, status });

/** PATCH /api/order_items/{id}/status: one item (the per-item selector). Errors are toasted by the client. */
export const changeItemStatus = (itemId: number, status: ItemStatus) =>
  api.patch<OrderItemView>(apiPaths.orderItemStatus(itemId), { status });
