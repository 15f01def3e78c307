import { IMPORT_MESSAGES } from '@app/domain/catalog/catalog-import-format';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** Imports (upload + preview, or apply) one server process runs at once; the others wait their turn. */
export const IMPORTS_AT_ONCE = 2;
/** Imports that may wait for a turn; one more is refused with 503 rather than queued without bound. */
export const IMPORTS_WAITING = 4;
/** What a refused import is told to wait: about one import's time. */
export const BUSY_RETRY_SECONDS = 30;

/**
 * A small semaphore: at most `limit` imports run, up to `maxWaiting` more wait in the order they came (a
 * finishing import hands its turn straight to the first in line), any more get 503 with Retry-After.
 * `peak` is the most that ever ran at once, for tests.
 */
export class ImportGate {
  running = 0;
  peak = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit = IMPORTS_AT_ONCE,
    readonly maxWaiting = IMPORTS_WAITING,
  ) {}

  get queued() {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    else if (this.waiting.length >= this.maxWaiting) {
      throw new AppError('service_unavailable', IMPORT_MESSAGES.busy, undefined, {
        retryAfterSeconds: BUSY_RETRY_SECONDS,
      });
    } else await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** One gate per app (keyed by its database, as module-level state must be: tests run many apps). */
const gates = new WeakMap<Database, ImportGate>();

export function importGate(db: Database): ImportGate {
  let gate = gates.get(db);
  if (!gate) {
    gate = new ImportGate();
    gates.set(db, gate);
  }
  return gate;
}
