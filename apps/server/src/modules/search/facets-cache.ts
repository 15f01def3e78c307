import type { SearchFacets } from './search-facets.repository.ts';

/** Entries per database; the oldest goes first when full. */
const MAX_ENTRIES = 500;
/** A bound on memory held for texts nobody searches any more; correctness comes from the state key. */
const TTL_MS = 10 * 60 * 1000;

type Entry = { facets: SearchFacets; at: number };
const caches = new WeakMap<object, Map<string, Entry>>();

/** `scope` is the text and the category ('' for none), joined by the caller. */
const keyOf = (scope: string, state: string) => `${state}\u0000${scope}`;

/**
 * Search facets by (text and category, state): `state` holds the catalogue version and the resolved showroom's
 * pricing, read in the same snapshot as the page (search-sql.ts), so an entry never outlives a change of what
 * it counts. One cache per database handle.
 */
export function cachedFacets(db: object, scope: string, state: string) {
  const entry = caches.get(db)?.get(keyOf(scope, state));
  if (!entry || Date.now() - entry.at > TTL_MS) return undefined;
  return entry.facets;
}

export function storeFacets(db: object, scope: string, state: string, facets: SearchFacets) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(keyOf(scope, state), { facets, at: Date.now() });
}
