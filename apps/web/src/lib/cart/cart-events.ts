/** 'cart-updated' (spec point 4 "Registration"): the cart changed elsewhere; the header count reloads. */
export const CART_UPDATED = 'cart-updated';

export const fireCartUpdated = () => window.dispatchEvent(new Event(CART_UPDATED));

export function onCartUpdated(listener: () => void): () => void {
  window.addEventListener(CART_UPDATED, listener);
  return () => window.removeEventListener(CART_UPDATED, listener);
}
