import { createHash } from 'node:crypto';
import { checkCard } from '@app/domain/accounts/card';
import type { Database } from '../../db/client.ts';
import type { ShipToSnapshot } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { tokenizeCardFields } from '../accounts/card-tokenizer.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { type Checkout, openCheckout } from './checkout.repository.ts';
import { orderCoupon, type PricedProject, priceCart } from './order-pricing.ts';
import { findKey, insertOrder, markPaid } from './orders.repository.ts';
import type { OrderDto, PlaceOrderBody } from './orders.schemas.ts';
import { toOrderDto } from './orders-view.ts';

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

/** A card sent with the order (not the saved one). */
type NewCard = Exclude<PlaceOrderBody['payment'], { saved_card: true }>;

const reused = () =>
  new AppError('conflict', 'This Idempotency-Key was already used for a different order request.');

const emptyCart = () => AppError.invalid(fieldError('project', 'Your cart is empty.'));

/** The project to order: a named project that is not the caller's is 404; one that is no cart is empty. */
function cartOf(checkout: Checkout, body: PlaceOrderBody): PricedProject {
  if (!checkout.project && body.project != null) throw new AppError('not_found');
  if (!checkout.project?.isCart) throw emptyCart();
  return checkout.project;
}

function shipToOf(checkout: Checkout, body: PlaceOrderBody): ShipToSnapshot {
  if (body.ship_to) return { ...body.ship_to, apartment: body.ship_to.apartment ?? '' };
  const saved = checkout.address;
  if (!saved?.state) throw AppError.invalid(fieldError('ship_to', 'The shipping address is required.'));
  return {
    street: saved.street,
    city: saved.city,
    state: saved.state.toUpperCase(),
    zip_code: saved.zipCode,
    apartment: saved.apartment ?? '',
  };
}

/** A new card's provider token (the provider is called before the transaction opens). */
async function newCardToken(payments: PaymentProvider, card: NewCard) {
  const errors = checkCard(card);
  const fields = Object.entries(errors).map(([field, message]) => fieldError(field, message));
  if (fields.length > 0) throw AppError.invalid(Object.assign({}, ...fields));
  const saved = await tokenizeCardFields(payments, card);
  if (!saved) throw AppError.invalid(fieldError('card_number', 'The card number is required.'));
  return saved.token;
}

/** `order` (the order as created) is there when this call placed it; a replay answers the id only. */
export type Placement = { orderId: number; created: boolean; order?: OrderDto };

/**
 * Places the caller's cart as one order, in one transaction: claim the key (a concurrent placement with the
 * same key waits on it, then answers the same order), price the cart on the server, write the order, its
 * items and its ledger entries, empty the cart, and charge once (provider idempotency key
 * `order:<user>:<key>`). A failed charge rolls everything back; the error says why. Round trips: the
 * checkout's reads (checkout.repository.ts), the cart's lines, the writes (orders.repository.ts), the
 * payment status, plus begin and commit.
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
  let newCard: string | null = null;
  if (!('saved_card' in body.payment)) {
    // A replay must not reach the provider again: the key is looked up before the card is tokenized.
    const earlier = await findKey(db, userId, key);
    if (earlier) return replay(earlier);
    newCard = await newCardToken(payments, body.payment);
  }
  return db.transaction(async (tx) => {
    const checkout = await openCheckout(tx, {
      userId,
      key,
      requestHash,
      project: body.project,
      provider: payments.name,
      state: body.ship_to?.state ?? null,
    });
    if (checkout.keyId == null) {
      const found = await findKey(tx, userId, key);
      if (!found) throw reused();
      return replay(found);
    }
    const token = newCard ?? checkout.cardToken;
    if (!token) throw AppError.invalid(fieldError('payment', 'There is no saved card. Please add a card.'));
    const project = cartOf(checkout, body);
    const shipTo = shipToOf(checkout, body);
    const { coupon, couponCode } = await orderCoupon(tx, project, body.coupon); // else the cart's
    const cart = await priceCart(tx, project, {
      taxBps: checkout.taxBps,
      shippingCents: checkout.shippingCents,
      coupon,
    });
    const paidAt = new Date();
    const { order, items } = await insertOrder(tx, {
      userId,
      keyId: checkout.keyId,
      project,
      shipTo,
      couponCode,
      cart,
      paidAt,
    });
    const charge = await payments.charge({
      amountCents: cart.priced.chargeCents,
      currency: 'usd',
      token,
      idempotencyKey: `order:${userId}:${key}`,
      description: `Order ${order.number}`,
      metadata: { order_id: String(order.id), order_number: String(order.number), user_id: String(userId) },
    });
    await markPaid(tx, order.id, charge.id, paidAt);
    const paid = { ...order, paymentStatus: 'paid', providerChargeId: charge.id, paidAt };
    return { orderId: order.id, created: true, order: toOrderDto(paid, items) };
  });
}
