import type { Address } from '../../../lib/api/get-profile.ts';

/**
 * What the checkout remembers between its two pages and across a reload, in sessionStorage (this tab only;
 * not one of the spec's storage keys): the ship-to address chosen, and the Idempotency-Key of the current
 * attempt to place the order. The coupon is kept with the cart on the server (POST /api/projectCart/coupon).
 */
export type CheckoutState = { ship_to: Address | null };

const STATE_KEY = 'checkout_state';
const ATTEMPT_KEY = 'checkout_attempt';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const readCheckoutState = (): CheckoutState => read<CheckoutState>(STATE_KEY) ?? { ship_to: null };

export const writeCheckoutState = (state: CheckoutState) =>
  sessionStorage.setItem(STATE_KEY, JSON.stringify(state));

/** A short fingerprint of the request (never stored in clear: the body may hold a card number). */
export function fingerprint(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

type Attempt = { key: string; request: string };

/**
 * The Idempotency-Key for placing this request: the same one for a double click, a retry after a network
 * error or a reload; a new one only when what is ordered or how it is paid changed.
 */
export function attemptKey(request: string): string {
  const print = fingerprint(request);
  const stored = read<Attempt>(ATTEMPT_KEY);
  if (stored && stored.request === print) return stored.key;
  const attempt: Attempt = { key: crypto.randomUUID(), request: print };
  sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
  return attempt.key;
}

/** After the order is placed: the next checkout starts afresh. */
export function endCheckout() {
  sessionStorage.removeItem(ATTEMPT_KEY);
  sessionStorage.removeItem(STATE_KEY);
}
