/**
 * How long one call to the payment provider may take at most, so the reconciler can tell a crashed
 * attempt from one whose call is still under way (orders/reconcile.service.ts RECONCILE_AFTER_MS).
 */

/** Each request to the provider gives up after this long without an answer. */
export const PROVIDER_REQUEST_TIMEOUT_MS = 8_000;

/** A request that got no answer is sent once more (same idempotency key, so never charged twice). */
export const PROVIDER_NETWORK_RETRIES = 1;

/** stripe-node waits 0.5 s before its first retry (its INITIAL_NETWORK_RETRY_DELAY_SEC). */
const FIRST_RETRY_DELAY_MS = 500;

/** The most requests one operation makes: a charge reads the card's PaymentMethod, then creates the intent. */
const REQUESTS_PER_OPERATION = 2;

/** The longest one provider operation can last: 2 × (8 s + 0.5 s + 8 s) = 33 s. */
export const PROVIDER_CALL_MAX_MS =
  REQUESTS_PER_OPERATION *
  ((PROVIDER_NETWORK_RETRIES + 1) * PROVIDER_REQUEST_TIMEOUT_MS +
    PROVIDER_NETWORK_RETRIES * FIRST_RETRY_DELAY_MS);
