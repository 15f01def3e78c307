import { apiPaths } from '../../../config/paths.ts';
import type { Address } from '../../../lib/api/get-profile.ts';
import { api } from '../../../lib/api-client.ts';
import type { Order } from '../../../lib/order-types.ts';

/** The order as POST /api/orders and GET /api/orders/{id} answer it (docs/api-orders.md). */
export type PlacedOrder = Order & {
  coupon_code: string | null;
  ship_to: Address;
  payment_status: string;
};

export type NewCard = { card_number: string; name_on_Card: string; exp_date: string; cvv: string };

/**
 * POST /api/orders body: what to order, never a price (the server prices the cart itself). Without `coupon`
 * the server uses the cart's own (the web sends none: the cart keeps it).
 */
export type PlaceOrderBody = {
  coupon?: string;
  ship_to?: Address;
  payment: { saved_card: true } | NewCard;
};

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
