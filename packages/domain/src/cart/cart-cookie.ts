/**
 * Whether this browser may have a cart: set while it keeps a guest cart's id (`cart_id`) or a session, in a
 * cookie beside them (issue 23), so the server can draw /cart for a visitor who has neither as the empty cart
 * it is, not as a cart loading. A hint only: the browser asks for its cart after hydrating either way.
 */
export const CART_COOKIE = 'has_cart';

/** The cookie's lifetime; the browser rewrites it whenever its cart or session changes. */
export const CART_COOKIE_DAYS = 365;

/** Whether a request's Cookie header says the browser may have a cart. */
export function mayHaveCart(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${CART_COOKIE}=1`);
}
