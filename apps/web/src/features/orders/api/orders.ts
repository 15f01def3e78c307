import type { FieldsShown } from '@app/domain/api/error-catalogue';
import type { chosenSubstituteSchema, Substitutes } from '@app/domain/estimates/substitutes';
import type { ItemStatus } from '@app/domain/orders/item-status';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '../../../config/paths.ts';
import type { Address } from '../../../lib/api/get-profile.ts';
import { api } from '../../../lib/api-client.ts';
import {
  type Order,
  type OrderItem,
  type OrderItemView,
  type OrderView,
  ordersKey,
} from '../../../lib/order-types.ts';

export { ordersKey } from '../../../lib/order-types.ts';

/**
 * GET /api/orders (docs/api-orders.md): the signed-in user's orders, newest first. The server scopes them
 * by role (a vendor gets only orders with its items, and only those items; an admin all of them), each
 * with only the money fields of the user's role.
 */
export const ordersQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: [...ordersKey, userId ?? 'none'],
    queryFn: async ({ signal }) => (await api.get<OrderView[]>(apiPaths.orders, { signal })).data,
    enabled: userId !== undefined,
  });

/** PATCH /api/order_items/{id}/status (Vendor, Admin). Errors are toasted by the api client. */
export const changeItemStatus = (itemId: number, status: ItemStatus) =>
  api.patch<OrderItemView>(apiPaths.orderItemStatus(itemId), { status });

/** POST /api/order_items/{id}/cancel (homeowner, within 60 minutes of the order → Cancle, refunded). */
export const cancelItem = (itemId: number) => api.post<OrderItem>(apiPaths.orderItemCancel(itemId));

/** POST /api/order_items/{id}/return_request (homeowner, Delivered within 12 days → Return Request). */
export const requestReturn = (itemId: number) => api.post<OrderItem>(apiPaths.orderItemReturn(itemId));

/** PUT /api/orders/{id}/ship_to (homeowner, within 60 minutes of the order, same sales tax rate). */
export const changeShipTo = (orderId: number, address: Address, fieldsShown: FieldsShown = []) =>
  api.put<Order>(apiPaths.orderShipTo(orderId), address, { fieldsShown });

/** Substitutes of one declined item: dropped once one is chosen (the room no longer holds the declined one). */
export const substitutesKey = (itemId: number) => ['order-item-substitutes', itemId] as const;

/**
 * GET /api/order_items/{id}/substitutes (docs/api-estimates.md): up to three products that stand in the declined
 * item's place in its room, each with what the room takes and the difference; `reason` when none. Silent: the
 * dialog says it could not load them, with Try again.
 */
export const substitutesQuery = (itemId: number) =>
  queryOptions({
    queryKey: substitutesKey(itemId),
    queryFn: async ({ signal }) =>
      (await api.get<Substitutes>(apiPaths.orderItemSubstitutes(itemId), { signal, silent: true })).data,
  });

export type ChosenSubstitute = z.infer<typeof chosenSubstituteSchema>;

/** POST /api/order_items/{id}/substitutes: a 422 on `size_id` is shown beside the cards, not toasted. */
export const chooseSubstitute = (itemId: number, sizeId: number) =>
  api.post<ChosenSubstitute>(
    apiPaths.orderItemSubstitutes(itemId),
    { size_id: sizeId },
    { fieldsShown: ['size_id'] },
  );
