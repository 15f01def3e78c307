import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';

/**
 * Where the caller remembers webhook events. `seen` records the id and answers whether it had been recorded
 * before, in one step (e.g. `INSERT … ON CONFLICT DO NOTHING RETURNING`), so two deliveries racing each
 * other cannot both apply. `forget` undoes the record when applying failed; a store that writes in the same
 * transaction as `apply` can leave it out (the rollback forgets).
 */
export type WebhookEventStore = {
  seen(eventId: string): Promise<boolean>;
  forget?(eventId: string): Promise<void>;
};

export type WebhookOutcome = { event: PaymentEvent; applied: boolean };

/**
 * Verifies a delivery on its raw body (throws WebhookSignatureError) and applies its event exactly once:
 * a repeated delivery (Stripe retries until it gets a 2xx) is acknowledged without applying it again. When
 * `apply` throws, the event is forgotten and the error rethrown, so the endpoint answers 5xx and Stripe's
 * retry applies it later.
 */
export async function handleWebhookOnce(
  provider: PaymentProvider,
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
  store: WebhookEventStore,
  apply: (event: PaymentEvent) => Promise<void>,
): Promise<WebhookOutcome> {
  const event = provider.parseWebhook(rawBody, signatureHeader);
  if (await store.seen(event.id)) return { event, applied: false };
  try {
    await apply(event);
  } catch (e) {
    await store.forget?.(event.id);
    throw e;
  }
  return { event, applied: true };
}

/** A store in this process's memory, for the sandbox and tests; production keeps ids in the database. */
export function memoryWebhookEventStore(): WebhookEventStore & { ids: Set<string> } {
  const ids = new Set<string>();
  return {
    ids,
    async seen(eventId) {
      if (ids.has(eventId)) return true;
      ids.add(eventId);
      return false;
    },
    async forget(eventId) {
      ids.delete(eventId);
    },
  };
}
