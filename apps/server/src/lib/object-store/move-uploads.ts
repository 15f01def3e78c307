import type { Database } from '../../db/client.ts';
import { recordMoved, STORED_UPLOADS, unmovedRows } from '../../db/stored-uploads.ts';
import { type ObjectStore, objectKey } from './object-store.ts';

/** Rows read at a time: a batch's bytes are in memory together (product pictures are at most a few MB). */
const BATCH = 25;

/** Per kind: objects moved out of the database, and objects put for rows another run moved (deleted again). */
export type MoveCounts = Record<string, { moved: number; raced: number }>;

/**
 * `npm run objects:migrate` (issue 27 point 1): moves every upload still kept in a bytea column into the
 * object store, batch by batch. Each object is put under a new key, then its row names it and drops the bytes
 * in one conditional UPDATE (only while the row has no key): a row another run moved meanwhile, or deleted,
 * keeps what it has and the put object is deleted again. So a run can stop anywhere and be started again;
 * a second run finds nothing to move. An object left by a crash between the put and the UPDATE names no row:
 * the objects sweep deletes it.
 */
export async function moveUploads(
  db: Database,
  store: ObjectStore,
  onBatch: (kind: string, counts: MoveCounts[string]) => void = () => {},
): Promise<MoveCounts> {
  const counts: MoveCounts = {};
  for (const upload of STORED_UPLOADS) {
    counts[upload.kind] ??= { moved: 0, raced: 0 };
    const kind = counts[upload.kind]!;
    for (const column of upload.columns) {
      for (;;) {
        const rows = await unmovedRows(db, upload, column, BATCH);
        if (rows.length === 0) break;
        for (const row of rows) {
          const key = objectKey(upload.kind);
          await store.put(key, row.bytes, row.contentType);
          if (await recordMoved(db, upload, column, row.id, key)) kind.moved += 1;
          else {
            await store.delete(key);
            kind.raced += 1;
          }
        }
        onBatch(upload.kind, kind);
      }
    }
  }
  return counts;
}
