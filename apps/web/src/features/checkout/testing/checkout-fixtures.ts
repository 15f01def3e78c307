import type { Profile } from '../../../lib/api/get-profile.ts';
import { cartLine, cartOf } from '../../../testing/cart-fixtures.ts';
import { orderItem, orderOf } from '../../../testing/order-items.ts';
import { authUser } from '../../../testing/users.ts';
import type { OrderPreview } from '../api/order-preview.ts';
import type { PlacedOrder } from '../api/orders.ts';

export const SHIP_TO = {
  street: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  zip_code: '94105',
  apartment: 'Apt 4',
};

/** GET /api/profile?checkout=1 of a homeowner with an address and a saved Visa; shipping is free. */
export const checkoutProfile = (overrides: Partial<Profile> = {}): Profile => ({
  user: authUser(),
  shipping_address: SHIP_TO,
  billing_address: null,
  payment_details: { brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2030, name_on_card: 'Ann Lee' },
  shipping_charge: 0,
  ...overrides,
});

/** Two lines from two vendors: $179.20 + $136.50 = $315.70. */
export const checkoutCart = () =>
  cartOf([
    cartLine(1, { name: 'Calacatta Tile', brand: 'Marazzi', qty: 2, unit_price_cents: 8960 }),
    cartLine(2, { name: 'Oak Plank', brand: 'Bruce', qty: 3, unit_price_cents: 4550, size_label: '7 X 48' }),
  ]);

export const placedOrder = (): PlacedOrder => ({
  ...orderOf(
    [
      orderItem({
        id: 11,
        product_name: 'Calacatta Tile',
        qty: 2,
        vendor_name: 'Marazzi',
        unit_price_cents: 8960,
      }),
      orderItem({ id: 12, product_name: 'Oak Plank', qty: 3, vendor_name: 'Bruce', unit_price_cents: 4550 }),
    ],
    {
      id: 3,
      number: '100003',
      created_at: '2026-11-23T18:15:00.000Z',
      subtotal_cents: 31_570,
      tax_cents: 2_289,
      shipping_cents: 0,
      charge_cents: 33_859,
    },
  ),
  coupon_code: null,
  ship_to: SHIP_TO,
  payment_status: 'paid',
});

/** POST /api/orders/preview of checkoutCart() shipped to CA (7.25%), no coupon: the placed order's totals. */
export const checkoutPreview = (overrides: Partial<OrderPreview> = {}): OrderPreview => ({
  project: 7,
  coupon_code: null,
  subtotal_cents: 31_570,
  discount_cents: 0,
  tax_state: 'CA',
  tax_bps: 725,
  tax_cents: 2_289,
  shipping_cents: 0,
  charge_cents: 33_859,
  ...overrides,
});

/** The same with the cart's coupon SAVE5 taking $12.00 off: tax on $303.70 is $22.02. */
export const couponPreview = () =>
  checkoutPreview({ coupon_code: 'SAVE5', discount_cents: 1_200, tax_cents: 2_202, charge_cents: 32_572 });
