import type { OrderView } from './contract.ts';

/**
 * A placed order's totals as the checkout's summary showed them before Place Order (order-preview.ts):
 * the lines at list price, the coupon's discount, tax, shipping and the total. The order stores its
 * subtotal after the discount (contract.ts), so the list subtotal is that plus the discount; subtotal −
 * discount + tax + shipping = total, to the cent.
 */
export type OrderSummaryTotals = {
  subtotal_cents: number;
  /** The coupon's code when it took something off; null otherwise. */
  coupon_code: string | null;
  discount_cents: number;
  tax_cents: number;
  shipping_cents: number;
  charge_cents: number;
};

type OrderMoney = Pick<
  OrderView,
  'subtotal_cents' | 'discount_cents' | 'coupon_code' | 'tax_cents' | 'shipping_cents' | 'charge_cents'
>;

/** The totals of an order as its checkout showed them; null for a role that receives no order totals. */
export function orderSummaryOf(order: OrderMoney): OrderSummaryTotals | null {
  const { subtotal_cents, tax_cents, shipping_cents, charge_cents } = order;
  if (
    subtotal_cents === undefined ||
    tax_cents === undefined ||
    shipping_cents === undefined ||
    charge_cents === undefined
  )
    return null;
  const discount = order.discount_cents ?? 0;
  return {
    subtotal_cents: subtotal_cents + discount,
    coupon_code: discount > 0 ? (order.coupon_code ?? null) : null,
    discount_cents: discount,
    tax_cents,
    shipping_cents,
    charge_cents,
  };
}
