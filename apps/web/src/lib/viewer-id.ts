import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

/** crypto.randomUUID needs a secure context; plain-http hosts fall back to 16 random bytes in hex. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's anonymous viewer id (storage key `recently_viewed`, docs/api-catalogue.md): created once,
 * sent as X-Viewer-Id when a product is opened and as `viewer` for the Recently viewed row.
 */
export function viewerId(): string {
  const stored = readStored<unknown>(STORAGE_KEYS.recently_viewed);
  if (typeof stored === 'string' && stored.length > 0 && stored.length <= 64) return stored;
  const id = newId();
  writeStored(STORAGE_KEYS.recently_viewed, id);
  return id;
}
