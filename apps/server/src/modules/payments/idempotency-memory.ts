import { IdempotencyKeyReused } from './payment-errors.ts';

/**
 * An in-process stand-in for a provider's idempotency: the first call with a key runs, later calls with the
 * same key and parameters get its outcome (success or failure) without running again; other parameters
 * under the same key are refused, as Stripe refuses them. Concurrent calls share the one running promise.
 */
export class IdempotencyMemory {
  private readonly entries = new Map<string, { fingerprint: string; outcome: Promise<unknown> }>();

  run<T>(key: string, fingerprint: string, work: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      return hit.fingerprint === fingerprint
        ? (hit.outcome as Promise<T>)
        : Promise.reject(new IdempotencyKeyReused());
    }
    const outcome = Promise.resolve().then(work);
    this.entries.set(key, { fingerprint, outcome });
    return outcome;
  }
}
