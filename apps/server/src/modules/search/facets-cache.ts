import type { SearchFacets } from './search-facets.repository.ts';

/** Entries per database; the oldest goes first when full. */
const MAX_ENTRIES = 500;
/** A bound on memory held for texts nobody searches any more; correctness comes from the state key. */
const TTL_MS = 10 * 60 * 1000;

type Entry = { facets: SearchFacets; at: number };
const caches = new WeakMap<object, Map<string, Entry>>();

const keyOf = (q: string, state: string) => `${state}\u0000${q}`;

/**
 * Search facets by (text, state): `state` holds the catalogue version and the resolved showroom's
 * pricing, read in the same snapshot as the page (search-sql.ts), so an entry never outlives a change of what
 * it counts. One cache per database handle.
 */
export function cachedFacets(db: object, q: string, state: string) {
  const entry = caches.get(db)?.get(keyOf(q, state));
  if (!entry || Date.now() - entry.at > TTL_MS) return undefined;
  return entry.facets;
}

export function storeFacets(db: object, q: string, state: string, facets: SearchFacets) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(keyOf(q, state), { facets, at: Date.now() });
}
