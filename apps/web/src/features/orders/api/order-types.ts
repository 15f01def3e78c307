import type { ItemStatus } from '@app/domain/orders/item-status';
import type { Address } from '../../account/api/get-profile.ts';

/**
 * The web's expectation of the orders API that comes next (GET /api/orders, GET /api/orders/{id},
 * PATCH /api/order_items/{id}/status): the server will follow these shapes. Field names of an order item are
 * the spec's (point 3); every amount is integer US cents, every date an ISO 8601 string. The server computes
 * every amount; the web only formats them (and picks the role's profit with `profitForRole`).
 */
export type OrderItem = {
  id: number;
  /** The product's name as ordered (kept on the item, so a later rename does not change past orders). */
  product_name: string;
  qty: number;
  /** The vendor's price per unit, in cents. */
  final_price: number;
  /** The pro's markup per unit after the coupon, in cents. */
  contractor_markup_amt: number;
  /** Platform fee × qty + the line's sales tax, in cents. */
  admin_profit_inclusive_tax: number;
  /** Stored status, spelt as the spec spells it ('Cancle' included); display it with `statusLabel`. */
  status: ItemStatus;
  /** When the item entered its current status (ISO 8601). */
  status_date: string;
  /** For display: the size as ordered ("12 X 24", or the pattern), null when the product has none. */
  size_label: string | null;
  /** For display: the vendor that fulfils this item. */
  vendor_name: string;
  /** For display: the product image URL (may be '' when the product has none). */
  image: string;
  /** For display: the price per unit the homeowner paid (vendor price + markup − coupon), in cents. */
  unit_price_cents: number;
  /** For display: the unit the price is per ("Box", "sq ft"), null when none. */
  unit: string | null;
};

/** How many items of an order are in each status, in stored status order (for the order list). */
export type OrderStatusSummary = { status: ItemStatus; count: number }[];

export type Order = {
  id: number;
  /** The order number shown to people (e.g. "100042"). */
  number: string;
  /** When the order was placed (ISO 8601). */
  created_at: string;
  /** One entry per status its items are in; an order has no single status of its own (one per vendor item). */
  status_summary: OrderStatusSummary;
  /** The items the requesting user may see: a vendor gets only its own. */
  items: OrderItem[];
  /** Σ line totals (unit price × qty), in cents. */
  subtotal_cents: number;
  /** Σ line sales tax, in cents. */
  tax_cents: number;
  shipping_cents: number;
  /** What was charged: subtotal + tax + shipping, in cents. */
  charge_cents: number;
  /** Where the order ships (the homeowner may change it within 60 minutes of the order). */
  ship_to: Address;
};
