import { createHash } from 'node:crypto';
import { checkCard } from '@app/domain/accounts/card';
import type { Database } from '../../db/client.ts';
import type { ShipToSnapshot } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { findAddress } from '../accounts/addresses.repository.ts';
import { tokenizeCardFields } from '../accounts/card-tokenizer.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { findCart } from '../projects/cart.service.ts';
import { findCoupon, priceCart } from './order-pricing.ts';
import {
  attachKeyToOrder,
  claimKey,
  findKey,
  insertOrder,
  lockCart,
  markOrdered,
  markPaid,
} from './orders.repository.ts';
import type { PlaceOrderBody } from './orders.schemas.ts';
import { findDefaultCardToken } from './saved-card.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The Idempotency-Key header, or 422 naming it. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw AppError.invalid(fieldError('Idempotency-Key', 'The Idempotency-Key header is required.'));
  }
  return key;
}

/**
 * What identifies a request under one key: the body with the card reduced to its last 4 digits and expiry
 * (a card number or CVV never reaches the database, not even hashed).
 */
export function requestHashOf(body: PlaceOrderBody): string {
  const payment =
    'saved_card' in body.payment
      ? { saved_card: true }
      : { last4: body.payment.card_number.replace(/\D+/g, '').slice(-4), exp: body.payment.exp_date };
  const canonical = JSON.stringify([
    body.project ?? null,
    body.coupon ?? null,
    body.ship_to ?? null,
    payment,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

const reused = () =>
  new AppError('conflict', 'This Idempotency-Key was already used for a different order request.');

async function shipToOf(db: Database, userId: number, body: PlaceOrderBody): Promise<ShipToSnapshot> {
  if (body.ship_to) return { ...body.ship_to, apartment: body.ship_to.apartment ?? '' };
  const saved = await findAddress(db, userId, 'shipping');
  if (!saved?.state) throw AppError.invalid(fieldError('ship_to', 'The shipping address is required.'));
  return {
    street: saved.street,
    city: saved.city,
    state: saved.state.toUpperCase(),
    zip_code: saved.zipCode,
    apartment: saved.apartment ?? '',
  };
}

async function cardTokenOf(db: Database, payments: PaymentProvider, userId: number, body: PlaceOrderBody) {
  if ('saved_card' in body.payment) {
    const token = await findDefaultCardToken(db, userId, payments.name);
    if (!token) throw AppError.invalid(fieldError('payment', 'There is no saved card. Please add a card.'));
    return token;
  }
  const errors = checkCard(body.payment);
  const fields = Object.entries(errors).map(([field, message]) => fieldError(field, message));
  if (fields.length > 0) throw AppError.invalid(Object.assign({}, ...fields));
  const card = await tokenizeCardFields(payments, body.payment);
  if (!card) throw AppError.invalid(fieldError('card_number', 'The card number is required.'));
  return card.token;
}

export type Placement = { orderId: number; created: boolean };

/**
 * Places the caller's cart as one order, in one transaction: claim the key (a concurrent placement with the
 * same key waits on it, then answers the same order), price the cart on the server, write the order, its
 * items and its ledger entries, empty the cart, and charge once (provider idempotency key
 * `order:<user>:<key>`). A failed charge rolls everything back; the error says why.
 */
export async function placeOrder(
  db: Database,
  payments: PaymentProvider,
  userId: number,
  key: string,
  body: PlaceOrderBody,
): Promise<Placement> {
  const requestHash = requestHashOf(body);
  const replay = (found: { requestHash: string; orderId: number | null }): Placement => {
    if (found.requestHash !== requestHash || found.orderId == null) throw reused();
    return { orderId: found.orderId, created: false };
  };
  const earlier = await findKey(db, userId, key);
  if (earlier) return replay(earlier);
  const token = await cardTokenOf(db, payments, userId, body);
  return db.transaction(async (tx) => {
    const keyId = await claimKey(tx, userId, key, requestHash);
    if (keyId == null) {
      const found = await findKey(tx, userId, key);
      if (!found) throw reused();
      return replay(found);
    }
    const project = await findCart(tx, { userId }, { project: body.project });
    if (!project || !(await lockCart(tx, userId, project.id))) {
      throw AppError.invalid(fieldError('project', 'Your cart is empty.'));
    }
    const shipTo = await shipToOf(tx, userId, body);
    const coupon = body.coupon ? await findCoupon(tx, project, body.coupon) : null;
    const cart = await priceCart(tx, project, { state: shipTo.state, coupon });
    const paidAt = new Date();
    const order = await insertOrder(tx, {
      userId,
      project,
      shipTo,
      couponCode: body.coupon ? body.coupon.toUpperCase() : null,
      cart,
      paidAt,
    });
    await attachKeyToOrder(tx, keyId, order.id);
    await markOrdered(tx, project.id);
    const charge = await payments.charge({
      amountCents: cart.priced.chargeCents,
      currency: 'usd',
      token,
      idempotencyKey: `order:${userId}:${key}`,
      description: `Order ${order.number}`,
      metadata: { order_id: String(order.id), order_number: String(order.number), user_id: String(userId) },
    });
    await markPaid(tx, order.id, charge.id, paidAt);
    return { orderId: order.id, created: true };
  });
}
