import { type OrderPreview, orderPreviewOf } from '@app/domain/orders/order-preview';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { findAddress } from '../accounts/addresses.repository.ts';
import { findCart } from '../projects/cart.service.ts';
import { shippingChargeCents } from '../settings/settings.service.ts';
import { orderCoupon, priceCart, salesTaxBps } from './order-pricing.ts';
import type { PlaceOrderBody } from './orders.schemas.ts';

/** What the preview reads of a POST /api/orders body: everything but the payment. */
export type PreviewBody = Pick<PlaceOrderBody, 'project' | 'coupon' | 'ship_to'>;

/**
 * POST /api/orders/preview: the totals POST /api/orders would charge for the same body, shown before the
 * person pays. The same cart (the named project, else the latest cart), the same coupon (the body's, else the
 * cart's), the same tax rate (the ship-to state, else the saved shipping address's) and shipping charge,
 * priced by the same priceCart, so the preview and the order agree to the cent. It only reads: no key is
 * claimed and nothing is locked, so a change between preview and placement is priced again at placement.
 */
export async function previewOrder(db: Database, userId: number, body: PreviewBody): Promise<OrderPreview> {
  const project = await findCart(db, { userId }, { project: body.project });
  if (!project?.isCart) throw AppError.invalid(fieldError('project', 'Your cart is empty.'));
  const state = (
    body.ship_to?.state ??
    (await findAddress(db, userId, 'shipping'))?.state ??
    ''
  ).toUpperCase();
  if (!state) throw AppError.invalid(fieldError('ship_to', 'The shipping address is required.'));
  const { coupon, couponCode } = await orderCoupon(db, project, body.coupon);
  const taxBps = await salesTaxBps(db, state);
  const cart = await priceCart(db, project, { taxBps, shippingCents: await shippingChargeCents(db), coupon });
  return orderPreviewOf(cart.priced, { project: project.id, couponCode, taxState: state, taxBps });
}
