/**
 * A small per-database memo for search: bounded (the oldest entry goes first when full) and with a time to
 * live, a bound on memory held for texts nobody searches any more. Correctness comes from the caller's key
 * or value (the catalogue state it was read at), never from the expiry. One map per database handle, so
 * that test apps never share entries.
 */
export function memoCache<T>(maxEntries: number, ttlMs: number) {
  const caches = new WeakMap<object, Map<string, { value: T; at: number }>>();
  return {
    get(db: object, key: string): T | undefined {
      const entry = caches.get(db)?.get(key);
      if (!entry || Date.now() - entry.at > ttlMs) return undefined;
      return entry.value;
    },
    set(db: object, key: string, value: T) {
      let cache = caches.get(db);
      if (!cache) {
        cache = new Map();
        caches.set(db, cache);
      }
      cache.delete(key);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
      cache.set(key, { value, at: Date.now() });
    },
  };
}
