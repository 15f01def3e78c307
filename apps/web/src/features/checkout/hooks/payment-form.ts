import type { Resolver } from 'react-hook-form';
import { cardChoiceBody, cardChoiceErrors } from '../../../lib/card-choice.ts';
import type { NewCard, PlaceOrderBody } from '../api/orders.ts';

/** The payment step's inputs: the saved card or a new one (the register wizard's card field names). */
export type PaymentFormValues = NewCard & { method: 'saved' | 'new' };

export const CARD_FIELDS = ['card_number', 'name_on_Card', 'exp_date', 'cvv'] as const;

/** Order-level refusals, shown beside 'Place Order' (order-error.ts). */
export const ORDER_FIELDS = ['project', 'coupon', 'ship_to', 'payment', 'Idempotency-Key'] as const;

/** Every field of a POST /api/orders refusal has its place on the payment page: no toast on top of it. */
export const PAYMENT_PAGE_FIELDS = [...CARD_FIELDS, ...ORDER_FIELDS];

export const paymentDefaults = (hasSavedCard: boolean): PaymentFormValues => ({
  method: hasSavedCard ? 'saved' : 'new',
  card_number: '',
  name_on_Card: '',
  exp_date: '',
  cvv: '',
});

/** A new card is checked with the domain's card rules (spec point 5 messages) before it is sent. */
export const paymentResolver: Resolver<PaymentFormValues> = async (values) => {
  const errors = cardChoiceErrors(values);
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** The payment part of POST /api/orders: the saved card, or the new card's digits (never stored). */
export const paymentBody = (v: PaymentFormValues): PlaceOrderBody['payment'] => cardChoiceBody(v);
