import { memoCache } from './memo-cache.ts';
import type { SearchFacets } from './search-facets.repository.ts';

/** Entries per database; 10 minutes to live. */
const facets = memoCache<SearchFacets>(500, 10 * 60 * 1000);

/** `scope` is the text and the category ('' for none), joined by the caller. */
const keyOf = (scope: string, state: string) => `${state}\u0000${scope}`;

/**
 * Search facets by (text and category, state): `state` holds the catalogue version and the resolved showroom's
 * pricing, read in the same snapshot as the page (search-sql.ts), so an entry never outlives a change of what
 * it counts. One cache per database handle.
 */
export const cachedFacets = (db: object, scope: string, state: string) => facets.get(db, keyOf(scope, state));

export const storeFacets = (db: object, scope: string, state: string, value: SearchFacets) =>
  facets.set(db, keyOf(scope, state), value);
