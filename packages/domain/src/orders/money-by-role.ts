import type { UserType } from '../accounts/roles.ts';
import type { FullOrder, FullOrderItem, OrderItemView, OrderView } from './contract.ts';

/** Every money field of an order item in the orders API (contract.ts). */
export const ITEM_MONEY_FIELDS = [
  'final_price',
  'contractor_markup_amt',
  'admin_profit_inclusive_tax',
  'unit_price_cents',
  'line_total_cents',
  'list_total_cents',
  'tax_cents',
  'refunded_cents',
] as const satisfies readonly (keyof OrderItemView)[];
export type ItemMoneyField = (typeof ITEM_MONEY_FIELDS)[number];

/**
 * Every money field of an order (the coupon too: it tells the pro's discount; the payment status too: it
 * tells whether any line of the order, another vendor's included, was refunded).
 */
export const ORDER_MONEY_FIELDS = [
  'coupon_code',
  'payment_status',
  'subtotal_cents',
  'discount_cents',
  'tax_cents',
  'shipping_cents',
  'charge_cents',
  'refunded_cents',
  'deposit_cents',
] as const satisfies readonly (keyof OrderView)[];
export type OrderMoneyField = (typeof ORDER_MONEY_FIELDS)[number];

/**
 * Which money fields each role receives (spec point 6, product.md "Money", architecture convention 15) —
 * the one place this is decided for every order read model (orders, order items, the placed order):
 * - User (homeowner): what they paid — unit price, line total, tax, refunds; the order's subtotal,
 *   discount, tax, shipping, charge and refunds. Never the vendor's price, the markup or the platform's fee.
 * - Vendor: its final_price (on its own lines only: the server lists no other vendor's item); nothing of the
 *   whole order (its charge, subtotal and tax include the other vendors' lines and the pro's markup).
 * - Contractor: its markup per unit, the coupon it issued and the deposit paid to it; never the vendor's price, the platform's fee
 *   or the sale price (sale price − markup would give the vendor's price away).
 * - Admin: everything.
 */
export const MONEY_BY_ROLE = {
  User: {
    item: ['unit_price_cents', 'line_total_cents', 'list_total_cents', 'tax_cents', 'refunded_cents'],
    order: ORDER_MONEY_FIELDS,
  },
  Vendor: { item: ['final_price'], order: [] },
  Contractor: { item: ['contractor_markup_amt'], order: ['coupon_code', 'deposit_cents'] },
  Admin: { item: ITEM_MONEY_FIELDS, order: ORDER_MONEY_FIELDS },
} as const satisfies Record<UserType, { item: readonly ItemMoneyField[]; order: readonly OrderMoneyField[] }>;

type ItemMoneyOf<R extends UserType> = (typeof MONEY_BY_ROLE)[R]['item'][number];
type OrderMoneyOf<R extends UserType> = (typeof MONEY_BY_ROLE)[R]['order'][number];

/**
 * An order item as role R receives it: its money fields present, every other money field absent (for a
 * union of roles, the union of their shapes).
 */
export type OrderItemFor<R extends UserType> = R extends UserType
  ? Omit<OrderItemView, ItemMoneyField> & Pick<FullOrderItem, ItemMoneyOf<R>>
  : never;
/** An order as role R receives it. */
export type OrderFor<R extends UserType> = R extends UserType
  ? Omit<OrderView, OrderMoneyField | 'items'> &
      Pick<FullOrder, OrderMoneyOf<R>> & { items: OrderItemFor<R>[] }
  : never;

/** `value` without the fields of `all` that are not in `kept`. */
function keepOnly(value: object, all: readonly string[], kept: readonly string[]) {
  const out: Record<string, unknown> = { ...value };
  for (const field of all) if (!kept.includes(field)) delete out[field];
  return out;
}

/** The item with only the money fields `role` may see. */
export const itemForRole = <R extends UserType>(role: R, item: FullOrderItem): OrderItemFor<R> =>
  keepOnly(item, ITEM_MONEY_FIELDS, MONEY_BY_ROLE[role].item) as OrderItemFor<R>;

/** The order, and each of its items, with only the money fields `role` may see. */
export function orderForRole<R extends UserType>(role: R, order: FullOrder): OrderFor<R> {
  const kept = keepOnly(order, ORDER_MONEY_FIELDS, MONEY_BY_ROLE[role].order);
  return { ...kept, items: order.items.map((i) => itemForRole(role, i)) } as OrderFor<R>;
}
