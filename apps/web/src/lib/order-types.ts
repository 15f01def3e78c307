import type { OrderItemView, OrderView } from '@app/domain/orders/contract';
import type { OrderFor, OrderItemFor } from '@app/domain/orders/money-by-role';

/**
 * The orders API's shapes (GET /api/orders, GET /api/orders/{id}, PATCH /api/order_items/{id}/status; docs
 * api-orders.md) are the domain's contract, never retyped here. Field names of an order item are the spec's
 * (point 3); every amount is integer US cents, every date an ISO 8601 string. The server computes every
 * amount; the web only formats them (and picks the role's profit with `profitForRole`).
 *
 * Each role receives only its own money fields (domain money-by-role.ts), so in `OrderView` and
 * `OrderItemView` — an order as any role receives it — every amount is optional: a vendor gets its
 * final_price, a pro its markup, a homeowner what they paid and were refunded, an admin everything.
 */
export type { OrderItemView, OrderView };

/** The homeowner's order (what POST /api/orders answers): their money fields are always there. */
export type Order = OrderFor<'User'>;
/** An item of the homeowner's order. */
export type OrderItem = OrderItemFor<'User'>;

/** Every orders query starts with this key: invalidate it after any change to an order (or a new one). */
export const ordersKey = ['orders'] as const;
