import { z } from 'zod';
import type { PricedOrder } from './order-totals.ts';

const cents = z.number().int();

/**
 * The answer of POST /api/orders/preview (docs/api-orders.md): what POST /api/orders with the same body
 * would charge, priced by the same `priceOrder`. subtotal − discount + tax + shipping = charge; the placed
 * order's `subtotal_cents` is the subtotal after the discount.
 */
export const orderPreviewSchema = z.object({
  /** The project (cart) that would be ordered. */
  project: z.number().int(),
  /** The coupon that applies (the body's, else the cart's), upper case; null without one. */
  coupon_code: z.string().nullable(),
  /** The lines at their list prices, before the coupon (the cart's subtotal). */
  subtotal_cents: cents,
  discount_cents: cents,
  /** The ship-to state whose sales tax rate (bps) applies. */
  tax_state: z.string(),
  tax_bps: z.number().int(),
  tax_cents: cents,
  shipping_cents: cents,
  charge_cents: cents,
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

/** The coupon's discount over the whole order: Σ discount per unit × qty. */
export const discountCentsOf = (priced: Pick<PricedOrder, 'lines'>) =>
  priced.lines.reduce((sum, line) => sum + line.discountAmountCents, 0);

/** A priced order as the preview shows it. */
export function orderPreviewOf(
  priced: PricedOrder,
  context: { project: number; couponCode: string | null; taxState: string; taxBps: number },
): OrderPreview {
  const discount = discountCentsOf(priced);
  return {
    project: context.project,
    coupon_code: context.couponCode,
    subtotal_cents: priced.subtotalCents + discount,
    discount_cents: discount,
    tax_state: context.taxState,
    tax_bps: context.taxBps,
    tax_cents: priced.taxCents,
    shipping_cents: priced.shippingCents,
    charge_cents: priced.chargeCents,
  };
}
