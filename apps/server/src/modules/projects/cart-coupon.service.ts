import { emptyCart } from '@app/domain/cart/empty-cart';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { lookupCoupon } from '../showrooms/coupons.repository.ts';
import { type Caller, type CartRef, findCart } from './cart.service.ts';
import { COUPON_USED_UP, cartOf } from './cart-view.ts';
import { updateProject } from './projects.repository.ts';

export const COUPON_MESSAGES = {
  applied: 'Coupon applied.',
  removed: 'Coupon removed.',
  noCart: 'Add products to your cart before adding a coupon.',
  otherShowroom: 'This coupon is not valid for this showroom.',
  lapsed: 'This coupon is not active at the moment.',
  usedUp: COUPON_USED_UP,
} as const;

const REFUSED = { unknown: 'otherShowroom', lapsed: 'lapsed', used_up: 'usedUp' } as const;

/**
 * POST /api/projectCart/coupon: the code is checked now against the cart's showroom (422 on `coupon` saying
 * why) and kept with the cart, upper case; placing the order uses it when its body names none.
 */
export async function applyCoupon(db: Database, caller: Caller, body: CartRef & { coupon: string }) {
  const project = await db.transaction(async (tx) => {
    const cart = await findCart(tx, caller, body);
    if (!cart) throw AppError.invalid(fieldError('coupon', COUPON_MESSAGES.noCart));
    const found = await lookupCoupon(tx, cart.id, body.coupon);
    if (!found?.coupon) {
      const message = COUPON_MESSAGES[REFUSED[found?.refusal ?? 'unknown']];
      throw AppError.invalid(fieldError('coupon', message));
    }
    return updateProject(tx, cart.id, { couponCode: found.code });
  });
  return cartOf(db, project);
}

/** DELETE /api/projectCart/coupon: the cart keeps no coupon (no cart: the empty cart). */
export async function removeCoupon(db: Database, caller: Caller, ref: CartRef) {
  const cart = await findCart(db, caller, ref);
  if (!cart) return emptyCart();
  return cartOf(db, await updateProject(db, cart.id, { couponCode: null }));
}
