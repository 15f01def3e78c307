import type { Database } from '../../db/client.ts';
import { referencedKeys, storedKinds } from '../../db/stored-uploads.ts';
import { isObjectKey, type ObjectStore } from './object-store.ts';

/**
 * How old an object must be before the sweep may delete it: far longer than an upload takes between putting
 * its bytes and committing the row that names them, so an upload in flight is never swept.
 */
export const SWEEP_AFTER_MS = 60 * 60 * 1000;
/** Keys asked about in one query. */
const BATCH = 500;

/**
 * The objects sweep (issue 27 point 1): deletes, kind by kind, the objects older than `SWEEP_AFTER_MS` that no
 * row names: left by a crash between an upload's put and its commit, a failed cleanup, or rows deleted with
 * their parent (a product, a showroom, a project). Keys objectKey did not make are never touched. Answers how
 * many objects of each kind it deleted.
 */
export async function sweepObjects(
  db: Database,
  store: ObjectStore,
  now = new Date(),
): Promise<Record<string, number>> {
  const cutoff = now.getTime() - SWEEP_AFTER_MS;
  const deleted: Record<string, number> = {};
  for (const kind of storedKinds()) {
    deleted[kind] = 0;
    let batch: string[] = [];
    const settle = async () => {
      const named = await referencedKeys(db, kind, batch);
      for (const key of batch) {
        if (named.has(key)) continue;
        await store.delete(key);
        deleted[kind] += 1;
      }
      batch = [];
    };
    for await (const object of store.list(`${kind}/`)) {
      if (object.lastModified.getTime() > cutoff || !isObjectKey(object.key)) continue;
      batch.push(object.key);
      if (batch.length >= BATCH) await settle();
    }
    if (batch.length > 0) await settle();
  }
  return deleted;
}
