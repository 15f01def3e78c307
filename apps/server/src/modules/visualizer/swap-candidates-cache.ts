/** Lists per database; the oldest goes first when full (a floor's list is ~9,000 sizes, ~2 MB). */
const MAX_ENTRIES = 64;
/** A bound on memory held for slots nobody opens any more; correctness comes from the state in the key. */
const TTL_MS = 10 * 60 * 1000;

type Entry = { list: readonly unknown[]; at: number };
const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * A swap slot's candidates by key (the catalogue state, the showroom's pricing, the slot's categories and
 * subcategories: swap-options.repository.ts; the AI designer's catalogue: ai-design/design-candidates.repository.ts),
 * so an entry never outlives a change of what it lists. One cache per database handle; a key's prefix says
 * whose list it is, so each caller reads back the type it stored.
 */
export function cachedCandidates<T>(db: object, key: string): readonly T[] | undefined {
  const entry = caches.get(db)?.get(key);
  if (!entry || Date.now() - entry.at > TTL_MS) return undefined;
  return entry.list as readonly T[];
}

export function storeCandidates<T>(db: object, key: string, list: readonly T[]) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { list, at: Date.now() });
}
