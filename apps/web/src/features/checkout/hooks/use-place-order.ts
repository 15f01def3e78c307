import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { cartKey } from '../../../lib/cart/cart.ts';
import { cartCount } from '../../../lib/cart-count.ts';
import { attemptKey, endCheckout } from '../api/checkout-session.ts';
import { type PlaceOrderBody, placeOrder } from '../api/orders.ts';
import { PAYMENT_PAGE_FIELDS } from './payment-form.ts';

/**
 * Places the order once: the Idempotency-Key belongs to this request (cart lines, coupon, body), so a double click,
 * a retry or a reload resends the same key. On success the cart empties and the thank-you page opens.
 */
export type OrderRequest = {
  body: PlaceOrderBody;
  lines: ReadonlyArray<{ id: number; qty: number }>;
  /** The cart's coupon: the server applies it, so another coupon is another request (a new key). */
  coupon: string | null;
};

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [placed, setPlaced] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ body, lines, coupon }: OrderRequest) => {
      const request = JSON.stringify({ lines: lines.map(({ id, qty }) => [id, qty]), coupon, body });
      return placeOrder(body, attemptKey(request), PAYMENT_PAGE_FIELDS);
    },
    onSuccess: (order) => {
      setPlaced(true);
      endCheckout();
      cartCount.set(0);
      void navigate(`${paths.thankyou}?order=${order.id}`, { state: { order } });
      void queryClient.invalidateQueries({ queryKey: cartKey });
    },
  });
  return { ...mutation, placed };
}
