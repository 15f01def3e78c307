import { formatUsd } from '../money/cents.ts';

/**
 * The largest charge the payment provider takes in one payment: Stripe's USD maximum, $999,999.99
 * (https://docs.stripe.com/currencies#minimum-and-maximum-charge-amounts). An order above it is refused
 * when the cart is priced for placement, with this limit named, rather than failing at the provider.
 */
export const MAX_ORDER_CHARGE_CENTS = 99_999_999;

export const CHARGE_LIMIT_MESSAGE = `An order may not total more than ${formatUsd(MAX_ORDER_CHARGE_CENTS)}. Please split your cart into smaller orders.`;

/** True when an order's charge (cents, tax and shipping included) is more than one payment may take. */
export const exceedsChargeLimit = (chargeCents: number) => chargeCents > MAX_ORDER_CHARGE_CENTS;
