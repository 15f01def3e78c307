import { createHash, randomUUID } from 'node:crypto';
import { checkCard } from '@app/domain/accounts/card';
import type { ShipToSnapshot } from '@app/domain/orders/order-draft';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Address } from '../accounts/addresses.repository.ts';
import { tokenizeCardFields } from '../accounts/card-tokenizer.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { type Checkout, openCheckout } from './checkout.repository.ts';
import { orderDraftOf } from './order-draft.ts';
import { orderCoupon, type PricedProject, priceCart } from './order-pricing.ts';
import { findKey } from './orders.repository.ts';
import type { PlaceOrderBody } from './orders.schemas.ts';
import { type Placement, settleAttempt } from './payment-attempt.service.ts';
import { attemptOfKey, insertAttempt } from './payment-attempts.repository.ts';

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

/** A payment as a request's identity holds it: a new card by its last 4 digits and expiry only. */
const paymentPart = (payment: PlaceOrderBody['payment']) =>
  'saved_card' in payment
    ? { saved_card: true }
    : { last4: payment.card_number.replace(/\D+/g, '').slice(-4), exp: payment.exp_date };

/**
 * What identifies a request under one key: its parts with the card reduced to its last 4 digits and expiry
 * (a card number or CVV never reaches the database, not even hashed).
 */
export function requestHashOf(parts: readonly unknown[], payment: PlaceOrderBody['payment']): string {
  const canonical = JSON.stringify([...parts, paymentPart(payment)]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** A card sent with the order (not the saved one). */
type NewCard = Exclude<PlaceOrderBody['payment'], { saved_card: true }>;

const reused = () =>
  new AppError('conflict', 'This Idempotency-Key was already used for a different order request.');

/**
 * A request under a key already claimed: the same request finishes that key's placement (its order, or its
 * attempt settled again under the same provider key: never a second charge); another request is 409.
 */
export async function resumeUnderKey(
  db: Database,
  payments: PaymentProvider,
  found: { id: number; requestHash: string; orderId: number | null },
  requestHash: string,
): Promise<Placement> {
  if (found.requestHash !== requestHash) throw reused();
  if (found.orderId != null) return { orderId: found.orderId, created: false };
  const attempt = await attemptOfKey(db, found.id);
  if (!attempt) throw reused();
  return settleAttempt(db, payments, attempt);
}

/** The key's placement, found after a claim that claimed nothing (made concurrently under the same key). */
export async function resumeClaimed(
  db: Database,
  payments: PaymentProvider,
  userId: number,
  key: string,
  requestHash: string,
): Promise<Placement> {
  const claimed = await findKey(db, userId, key);
  if (!claimed) throw reused();
  return resumeUnderKey(db, payments, claimed, requestHash);
}

const emptyCart = () => AppError.invalid(fieldError('project', 'Your cart is empty.'));

/** A new request while an earlier one's charge is unconfirmed: its cart stays reserved until that is known. */
export const STILL_CONFIRMING_MESSAGE =
  'Your last payment for this cart is still being confirmed. Place the order again with the same card, or try again in a few minutes.';

/**
 * The project to order: a named project that is not the caller's is 404; one that is no cart is empty —
 * or, while an earlier placement's charge is unconfirmed (it holds the cart), says so.
 */
function cartOf(checkout: Checkout, body: PlaceOrderBody): PricedProject {
  if (!checkout.project && body.project != null) throw new AppError('not_found');
  if (!checkout.project?.isCart) {
    if (checkout.unconfirmed) throw AppError.invalid(fieldError('project', STILL_CONFIRMING_MESSAGE));
    throw emptyCart();
  }
  return checkout.project;
}

/** A saved shipping address as an order keeps it; null when there is none (or it has no state). */
export function savedShipTo(saved: Address | null): ShipToSnapshot | null {
  if (!saved?.state) return null;
  return {
    street: saved.street,
    city: saved.city,
    state: saved.state.toUpperCase(),
    zip_code: saved.zipCode,
    apartment: saved.apartment ?? '',
  };
}

/** The ship-to sent with the request, else the saved shipping address; 422 on `ship_to` without either. */
export function shipToOf(sent: PlaceOrderBody['ship_to'], saved: Address | null): ShipToSnapshot {
  if (sent) return { ...sent, apartment: sent.apartment ?? '' };
  const address = savedShipTo(saved);
  if (!address) throw AppError.invalid(fieldError('ship_to', 'The shipping address is required.'));
  return address;
}

/** A new card's provider token (the provider is called before the transaction opens). */
export async function newCardToken(payments: PaymentProvider, card: NewCard) {
  const errors = checkCard(card);
  const fields = Object.entries(errors).map(([field, message]) => fieldError(field, message));
  if (fields.length > 0) throw AppError.invalid(Object.assign({}, ...fields));
  const saved = await tokenizeCardFields(payments, card);
  if (!saved) throw AppError.invalid(fieldError('card_number', 'The card number is required.'));
  return saved.token;
}

/**
 * Places the caller's cart as one order, crash-safe (docs/decisions/0008-crash-safe-placement.md):
 * 1. one transaction claims the Idempotency-Key, locks and prices the cart, and commits a payment attempt
 *    holding the provider's idempotency key and the exact charge request (the cart is reserved by it);
 * 2. the provider is called outside any transaction with that request under that key;
 * 3. the order is written from the attempt (settleAttempt).
 * A retry under the same key (after a crash, a lost answer, or concurrently) finishes the same attempt with
 * the same request, so it never charges twice and never answers 409; the reconciler finishes what nobody
 * retries. A key already used with another request is 409.
 */
export async function placeOrder(
  db: Database,
  payments: PaymentProvider,
  userId: number,
  key: string,
  body: PlaceOrderBody,
): Promise<Placement> {
  const requestHash = requestHashOf(
    [body.project ?? null, body.coupon ?? null, body.ship_to ?? null],
    body.payment,
  );
  let newCard: string | null = null;
  if (!('saved_card' in body.payment)) {
    // A replay must not reach the provider's tokenizer again: the key is looked up first. (With the saved
    // card, the transaction's claim below finds a replay without this extra round trip.)
    const earlier = await findKey(db, userId, key);
    if (earlier) return resumeUnderKey(db, payments, earlier, requestHash);
    newCard = await newCardToken(payments, body.payment);
  }
  const attempt = await db.transaction(async (tx) => {
    const checkout = await openCheckout(tx, {
      userId,
      key,
      requestHash,
      project: body.project,
      provider: payments.name,
      state: body.ship_to?.state ?? null,
    });
    if (checkout.keyId == null) return null;
    const token = newCard ?? checkout.cardToken;
    if (!token) throw AppError.invalid(fieldError('payment', 'There is no saved card. Please add a card.'));
    const project = cartOf(checkout, body);
    const shipTo = shipToOf(body.ship_to, checkout.address);
    // Else the cart's; one use of it is taken (max_uses), which a declined payment gives back.
    const { coupon, couponCode, couponId } = await orderCoupon(tx, project, body.coupon, { claim: true });
    const cart = await priceCart(tx, project, {
      taxBps: checkout.taxBps,
      shippingCents: checkout.shippingCents,
      coupon,
    });
    const providerKey = `checkout:${randomUUID()}`;
    return insertAttempt(tx, {
      userId,
      keyId: checkout.keyId,
      projectId: project.id,
      couponId,
      provider: payments.name,
      providerKey,
      request: {
        amountCents: cart.priced.chargeCents,
        currency: 'usd',
        token,
        description: 'Remodel Market order',
        metadata: { attempt_key: providerKey, user_id: String(userId) },
      },
      draft: orderDraftOf(project, shipTo, couponCode, cart),
    });
  });
  if (attempt) return settleAttempt(db, payments, attempt);
  // Claimed concurrently under the same key: finish that placement.
  return resumeClaimed(db, payments, userId, key, requestHash);
}
