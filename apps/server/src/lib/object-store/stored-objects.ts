import type { ObjectStore } from './object-store.ts';

/** An object about to be stored under a new key (objectKey), and the row's column that will name it. */
export type NewObject = { key: string; bytes: Uint8Array; contentType: string };

/**
 * Deletes objects no row names any more: after the commit that dropped (or never wrote) their rows. Best
 * effort: an object left behind (the store unreachable, a crash) names no row, so the sweep deletes it.
 */
export async function deleteObjects(store: ObjectStore, keys: readonly (string | null)[]): Promise<void> {
  await Promise.allSettled(keys.flatMap((key) => (key ? [store.delete(key)] : [])));
}

/**
 * The write of an upload (issue 27 point 1): the bytes are put first, outside any transaction, then `record`
 * writes the rows that name them in its transaction. When `record` fails, the objects are deleted again, so
 * a refused or failed write leaves nothing behind (a crash in between leaves objects no row names, which the
 * sweep deletes). A put that fails deletes the others and fails the write before any row is written.
 */
export async function putThenRecord<T>(
  store: ObjectStore,
  objects: readonly NewObject[],
  record: () => Promise<T>,
): Promise<T> {
  const puts = await Promise.allSettled(objects.map((o) => store.put(o.key, o.bytes, o.contentType)));
  const failed = puts.find((p) => p.status === 'rejected');
  const keys = objects.map((o) => o.key);
  if (failed) {
    await deleteObjects(store, keys);
    throw failed.reason;
  }
  try {
    return await record();
  } catch (error) {
    await deleteObjects(store, keys);
    throw error;
  }
}

/**
 * An upload's bytes: the object under `key`, or for a row kept before the store (no key yet) its bytea
 * column. Null when there are none (a row whose object was lost answers as if it had no file).
 */
export async function storedBytes(
  store: ObjectStore,
  key: string | null,
  fallback: Buffer | null,
): Promise<Buffer | null> {
  if (!key) return fallback;
  return (await store.get(key))?.bytes ?? null;
}
