import { z } from 'zod';
import { addressSchema } from '../accounts/contract.ts';
import { idField } from '../shared/input-limits.ts';
import { ITEM_STATUSES } from './item-status.ts';

const cents = z.number().int();

/**
 * An order item as the orders API answers it (docs/api-orders.md), for every role. The money fields are
 * optional: each role receives only its own (money-by-role.ts), and an absent field must stay absent in the
 * serialised answer. Field names are the spec's (point 3); amounts are integer US cents.
 */
export const orderItemSchema = z.object({
  id: z.number().int(),
  product_name: z.string(),
  qty: z.number().int(),
  status: z.enum(ITEM_STATUSES),
  status_date: z.string(),
  size_label: z.string().nullable(),
  vendor_name: z.string(),
  image: z.string(),
  /** The small picture of `image`, as the cart and checkout show the line (catalog/product-images.ts). */
  thumb: z.string(),
  unit: z.string().nullable(),
  colour: z.string().nullable(),
  /** The 3-D design and version the line was ordered from (a snapshot: it stays if the design is deleted). */
  design: z.object({ id: z.number().int(), version: z.number().int() }).nullable(),
  /** Money was given back for this item (its Decline, Cancle or Returned is then final: item-status.ts). */
  refunded: z.boolean(),
  /** A sample of the product (issue 25 point 7), sold at the vendor's sample price. */
  sample: z.boolean(),
  /** Vendor price per unit (Vendor, Admin). */
  final_price: cents.optional(),
  /** The pro's markup per unit after the coupon (Contractor, Admin). */
  contractor_markup_amt: cents.optional(),
  /** Platform fee × qty + the line's tax (Admin). */
  admin_profit_inclusive_tax: cents.optional(),
  /** What the homeowner paid per unit: vendor price + platform fee + markup − coupon (User, Admin). */
  unit_price_cents: cents.optional(),
  /** unit_price_cents × qty (User, Admin). */
  line_total_cents: cents.optional(),
  /**
   * The line before the coupon, (unit price + its coupon discount) × qty, as the checkout listed it: the lines'
   * list totals add up to the order's subtotal before the discount (order-summary.ts) (User, Admin).
   */
  list_total_cents: cents.optional(),
  /** The line's sales tax (User, Admin). */
  tax_cents: cents.optional(),
  /** Refunded to the homeowner for this item so far (User, Admin). */
  refunded_cents: cents.optional(),
});
export type OrderItemView = z.infer<typeof orderItemSchema>;

/** An order as the orders API answers it, for every role; money fields by role (money-by-role.ts). */
export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  status_summary: z.array(z.object({ status: z.enum(ITEM_STATUSES), count: z.number().int() })),
  /** The items the caller may see: a vendor gets only its own. */
  items: z.array(orderItemSchema),
  /** Where the order ships: the ship-to given at checkout, else the profile's shipping address then. */
  ship_to: addressSchema,
  /**
   * 'pending', 'paid', 'partially_refunded', 'refunded' or 'failed' (User, Admin: it tells of the whole
   * order's refunds, other vendors' lines included).
   */
  payment_status: z.string().optional(),
  /** The pro's coupon (User, Contractor, Admin). */
  coupon_code: z.string().nullable().optional(),
  /** Σ line totals (User, Admin). */
  subtotal_cents: cents.optional(),
  /** Σ coupon discount × qty, already taken off the line totals (User, Admin). */
  discount_cents: cents.optional(),
  tax_cents: cents.optional(),
  shipping_cents: cents.optional(),
  /** What was charged: subtotal + tax + shipping (User, Admin). */
  charge_cents: cents.optional(),
  /** Refunded to the homeowner so far, all items (User, Admin). */
  refunded_cents: cents.optional(),
  /**
   * The pro's deposit paid in the same charge, when an approved estimate placed the order (issue 25): the
   * card was charged charge_cents + deposit_cents (User, Contractor, Admin).
   */
  deposit_cents: cents.optional(),
  /** The estimate version whose approval placed the order; null for a cart's order. */
  estimate: z.object({ id: z.number().int(), version: z.number().int() }).nullable(),
});
export type OrderView = z.infer<typeof orderSchema>;

/** An item with every field, as the server builds it before `itemForRole` keeps the caller's. */
export type FullOrderItem = Required<OrderItemView>;
/** An order with every field, as the server builds it before `orderForRole` keeps the caller's. */
export type FullOrder = Omit<Required<OrderView>, 'items'> & { items: FullOrderItem[] };

const text = (max: number) => z.string().trim().max(max);

/** A ship-to address as a request gives it (PUT /api/orders/{id}/ship_to, POST /api/orders). */
export const shipToBody = z.object({
  street: text(255).min(1),
  city: text(120).min(1),
  state: text(2).min(2).toUpperCase(),
  zip_code: text(10).min(3),
  apartment: text(120).optional().default(''),
});

/** A new card, handed to the provider and never stored (field names as at registration). */
const newCardBody = z.object({
  card_number: z.string().max(30),
  name_on_Card: z.string().max(120).optional().default(''),
  exp_date: z.string().max(7),
  cvv: z.string().max(4),
});

/**
 * POST /api/orders (and, without `payment`, POST /api/orders/preview). Any price, markup, discount or total
 * in the body is not part of the schema and so is dropped: the server prices the order itself. Without
 * `ship_to` the profile's shipping address is used; without `coupon` the cart's own.
 */
export const placeOrderBody = z.object({
  project: idField('project').optional(),
  coupon: text(64).optional(),
  ship_to: shipToBody.optional(),
  payment: z.union([z.object({ saved_card: z.literal(true) }), newCardBody]),
});
/** The body as the server reads it (defaults applied). */
export type PlaceOrderBody = z.output<typeof placeOrderBody>;
/** The body as a client sends it. */
export type PlaceOrderRequest = z.input<typeof placeOrderBody>;
/** A new card as a client sends it. */
export type NewCardRequest = z.input<typeof newCardBody>;
