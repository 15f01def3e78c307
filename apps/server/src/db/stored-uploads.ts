import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Database, rowsOf } from './client.ts';
import { aiPictures, designPhotos, productImages, projectFiles, showroomLogos } from './schema/index.ts';

/** One object a row may name: its key column, the bytea column of a row kept from before, the media type. */
export type StoredColumn = { key: PgColumn; bytes: PgColumn; contentType: string | PgColumn };

/**
 * A table whose rows name objects of `kind` (objectKey's kind, the store's folder). Several tables may share
 * a kind; `rowId` is the table's primary key, which the migration command updates a row by.
 */
export type StoredUpload = { kind: string; table: PgTable; rowId: PgColumn[]; columns: StoredColumn[] };

const WEBP = 'image/webp';

/**
 * Every upload kept in the object store (issue 27 point 1): what the objects sweep asks "does a row still
 * name this key?" and what `npm run objects:migrate` moves out of bytea. A new kind of upload is one entry.
 */
export const STORED_UPLOADS: StoredUpload[] = [
  {
    kind: 'product-images',
    table: productImages,
    rowId: [productImages.id],
    columns: [
      { key: productImages.imageKey, bytes: productImages.bytes, contentType: WEBP },
      { key: productImages.thumbKey, bytes: productImages.thumbBytes, contentType: WEBP },
    ],
  },
  {
    kind: 'showroom-logos',
    table: showroomLogos,
    rowId: [showroomLogos.showroomId],
    columns: [
      { key: showroomLogos.objectKey, bytes: showroomLogos.bytes, contentType: showroomLogos.contentType },
    ],
  },
  {
    // Chat attachments and photos of the space, with pictures' previews (modules/project-chat/file-objects.ts).
    kind: 'project-files',
    table: projectFiles,
    rowId: [projectFiles.id],
    columns: [
      { key: projectFiles.objectKey, bytes: projectFiles.bytes, contentType: projectFiles.contentType },
      { key: projectFiles.thumbKey, bytes: projectFiles.thumbBytes, contentType: WEBP },
    ],
  },
  {
    kind: 'design-photos',
    table: designPhotos,
    rowId: [designPhotos.designId, designPhotos.version],
    columns: [
      { key: designPhotos.objectKey, bytes: designPhotos.bytes, contentType: WEBP },
      { key: designPhotos.thumbKey, bytes: designPhotos.thumbBytes, contentType: WEBP },
    ],
  },
  {
    // A picture's maps while it is made (dropped when it ends), and the picture.
    kind: 'ai-pictures',
    table: aiPictures,
    rowId: [aiPictures.id],
    columns: [
      { key: aiPictures.depthKey, bytes: aiPictures.depth, contentType: 'image/png' },
      { key: aiPictures.edgesKey, bytes: aiPictures.edges, contentType: 'image/png' },
      { key: aiPictures.imageKey, bytes: aiPictures.image, contentType: WEBP },
    ],
  },
];

/** The kinds in the registry, each once. */
export const storedKinds = () => [...new Set(STORED_UPLOADS.map((u) => u.kind))];

/** Keys as one text parameter (keys hold no comma: objectKey's shape), so a batch is one bind value. */
const keyList = (keys: readonly string[]) => sql`string_to_array(${keys.join(',')}, ',')`;

/** Of `keys` (objects of `kind`), those a row still names; one query per key column of the kind. */
export async function referencedKeys(
  db: Database,
  kind: string,
  keys: readonly string[],
): Promise<Set<string>> {
  const named = new Set<string>();
  if (keys.length === 0) return named;
  for (const upload of STORED_UPLOADS.filter((u) => u.kind === kind)) {
    for (const { key } of upload.columns) {
      const rows = await db
        .select({ key: sql<string>`${key}` })
        .from(upload.table)
        .where(sql`${key} = any(${keyList(keys)})`);
      for (const row of rows) named.add(row.key);
    }
  }
  return named;
}

/** A row whose bytes are still in the database: its primary key's values, the bytes and their type. */
export type UnmovedRow = { id: unknown[]; bytes: Buffer; contentType: string };

/** Up to `limit` rows of `upload` whose `column` still holds bytes and no key. */
export async function unmovedRows(
  db: Database,
  upload: StoredUpload,
  column: StoredColumn,
  limit: number,
): Promise<UnmovedRow[]> {
  const rows = await db
    .select({
      id: sql<unknown[]>`json_build_array(${sql.join(upload.rowId, sql`, `)})`,
      bytes: column.bytes,
      contentType: sql<string>`${column.contentType}::text`,
    })
    .from(upload.table)
    .where(and(isNull(column.key), isNotNull(column.bytes)))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, bytes: row.bytes as Buffer, contentType: row.contentType }));
}

/**
 * Names the moved object on its row and drops the row's bytes, only if the row still has no key and still has
 * its bytes (a run that finished meanwhile may have dropped them); false when
 * no row was changed (deleted meanwhile, or another run moved it first): the caller deletes its object.
 */
export async function recordMoved(
  db: Database,
  upload: StoredUpload,
  column: StoredColumn,
  id: unknown[],
  key: string,
): Promise<boolean> {
  const sameRow: SQL[] = upload.rowId.map((c, i) => eq(c, id[i]));
  const updated = await db.execute(sql`update ${upload.table}
    set ${sql.identifier(column.key.name)} = ${key}, ${sql.identifier(column.bytes.name)} = null
    where ${and(...sameRow, isNull(column.key), isNotNull(column.bytes))}
    returning 1 as moved`);
  return rowsOf(updated).length > 0;
}
