import type { SwapCandidate } from './swap-list.ts';

/** Lists per database; the oldest goes first when full (a floor's list is ~9,000 sizes, ~2 MB). */
const MAX_ENTRIES = 64;
/** A bound on memory held for slots nobody opens any more; correctness comes from the state in the key. */
const TTL_MS = 10 * 60 * 1000;

type Entry = { list: readonly SwapCandidate[]; at: number };
const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * A swap slot's candidates by key (the catalogue state, the showroom's pricing, the slot's categories and
 * subcategories: swap-options.repository.ts), so an entry never outlives a change of what it lists. One cache
 * per database handle.
 */
export function cachedCandidates(db: object, key: string) {
  const entry = caches.get(db)?.get(key);
  if (!entry || Date.now() - entry.at > TTL_MS) return undefined;
  return entry.list;
}

export function storeCandidates(db: object, key: string, list: readonly SwapCandidate[]) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { list, at: Date.now() });
}
