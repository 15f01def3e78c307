import { encodePage, type PageEncoding, type PageVariant } from './page-variants.ts';

/** The storefront generation a page was rendered at (storefront-generation.repository.ts). */
export type PageGeneration = bigint | string;

/** A rendered page as cached: the caller builds the key (path, query, showroom vsd_id). */
export type PageEntry = { status: number; html: string; generation: PageGeneration; etag: string };

export type PageCacheOptions = {
  /** What the entries may hold in all: HTML, key and every compressed variant made of them. */
  maxBytes: number;
  /** An entry older than this is a miss. */
  ttlMs: number;
  /** The clock, in milliseconds (tests move it). */
  now?: () => number;
};

export type PageCacheStats = {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  /** Misses because the entry had expired or its generation was not the current one. */
  expired: number;
  stale: number;
  /** Entries dropped to make room. */
  evictions: number;
};

export type PageCache = {
  /** The entry for `key` if it is fresh and rendered at `currentGeneration`; else null (and it is dropped). */
  get(key: string, currentGeneration: PageGeneration): PageEntry | null;
  /** Stores the entry (the most recently used); one larger than maxBytes is not kept. */
  set(key: string, entry: PageEntry): void;
  /**
   * The entry's body in `encoding`, made once per entry on first use and kept with it (its bytes count
   * towards maxBytes). Send `variant.encoding` as the Content-Encoding: small pages stay identity.
   */
  variant(entry: PageEntry, encoding: PageEncoding): Promise<PageVariant>;
  clear(): void;
  stats(): PageCacheStats;
};

type Slot = {
  key: string;
  entry: PageEntry;
  expiresAt: number;
  bytes: number;
  variants: Map<PageEncoding, Promise<PageVariant>>;
};

/** Bookkeeping per entry beyond its strings (the slot, maps, promises), so many tiny pages still count. */
const SLOT_OVERHEAD = 256;

const sameGeneration = (a: PageGeneration, b: PageGeneration) => String(a) === String(b);

/**
 * An in-process LRU of rendered pages, bounded by bytes, each entry living `ttlMs` and only for the
 * storefront generation it was rendered at. A Map keeps insertion order: a hit moves its key to the end,
 * eviction takes from the front.
 */
export function createPageCache({ maxBytes, ttlMs, now = Date.now }: PageCacheOptions): PageCache {
  const slots = new Map<string, Slot>();
  const slotOf = new WeakMap<PageEntry, Slot>();
  let bytes = 0;
  const counts = { hits: 0, misses: 0, expired: 0, stale: 0, evictions: 0 };

  const drop = (slot: Slot) => {
    if (slots.get(slot.key) !== slot) return;
    slots.delete(slot.key);
    bytes -= slot.bytes;
  };
  const makeRoom = () => {
    for (const slot of slots.values()) {
      if (bytes <= maxBytes) return;
      drop(slot);
      counts.evictions += 1;
    }
  };

  return {
    get(key, currentGeneration) {
      const slot = slots.get(key);
      if (!slot) {
        counts.misses += 1;
        return null;
      }
      const expired = now() >= slot.expiresAt;
      if (expired || !sameGeneration(slot.entry.generation, currentGeneration)) {
        // A generation only moves forward: an entry of another one is never good again.
        drop(slot);
        counts.misses += 1;
        counts[expired ? 'expired' : 'stale'] += 1;
        return null;
      }
      slots.delete(key);
      slots.set(key, slot);
      counts.hits += 1;
      return slot.entry;
    },

    set(key, entry) {
      const old = slots.get(key);
      if (old) drop(old);
      const size = Buffer.byteLength(entry.html) + Buffer.byteLength(key) + SLOT_OVERHEAD;
      if (size > maxBytes) return;
      const slot: Slot = { key, entry, expiresAt: now() + ttlMs, bytes: size, variants: new Map() };
      slots.set(key, slot);
      slotOf.set(entry, slot);
      bytes += size;
      makeRoom();
    },

    variant(entry, encoding) {
      const slot = slotOf.get(entry);
      const made = slot?.variants.get(encoding);
      if (made) return made;
      const making = encodePage(entry.html, entry.etag, encoding);
      if (!slot) return making;
      slot.variants.set(encoding, making);
      making.then(
        (v) => {
          // Identity's buffer is counted too: it is kept so that a hit does not encode the string again.
          if (slots.get(slot.key) !== slot) return;
          slot.bytes += v.body.length;
          bytes += v.body.length;
          makeRoom();
        },
        () => slot.variants.delete(encoding),
      );
      return making;
    },

    clear() {
      slots.clear();
      bytes = 0;
    },

    stats: () => ({ entries: slots.size, bytes, maxBytes, ...counts }),
  };
}
