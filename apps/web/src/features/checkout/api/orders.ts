import type { NewCardRequest, PlaceOrderRequest } from '@app/domain/orders/contract';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import type { Order } from '../../../lib/order-types.ts';

/**
 * The order as POST /api/orders and GET /api/orders/{id} answer it to its homeowner (docs/api-orders.md): the
 * domain's contract with the homeowner's money fields.
 */
export type PlacedOrder = Order;

/** A new card as the payment step sends it (the domain's request contract). */
export type NewCard = Required<NewCardRequest>;

/**
 * POST /api/orders body (the domain's request contract): what to order, never a price (the server prices the
 * cart itself). Without `coupon` the server uses the cart's own (the web sends none: the cart keeps it).
 */
export type PlaceOrderBody = PlaceOrderRequest;

/**
 * POST /api/orders with the checkout attempt's Idempotency-Key; a retry with the same key gets the same order.
 * `fieldsShown`: the fields the page shows a refusal under (no generic toast then).
 */
export const placeOrder = async (
  body: PlaceOrderBody,
  idempotencyKey: string,
  fieldsShown: readonly string[] = [],
) =>
  (
    await api.post<PlacedOrder>(apiPaths.orders, body, {
      headers: { 'Idempotency-Key': idempotencyKey },
      fieldsShown,
    })
  ).data;

/** GET /api/orders/{id}: the thank-you page after a reload. */
export const fetchOrder = async (id: string, signal?: AbortSignal) =>
  (await api.get<PlacedOrder>(apiPaths.order(id), { signal })).data;
