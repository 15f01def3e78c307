import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { designVersions } from './designs.ts';

/**
 * The photo still of a design version (issue 21 A6, migration 0028), re-encoded as WebP with a thumbnail
 * like product images; one per version (a new photo replaces it), gone with its version.
 */
export const designPhotos = pgTable(
  'design_photos',
  {
    designId: integer('design_id').notNull(),
    version: integer('version').notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The WebP and its thumbnail in the object store (migration 0045); bytes only in rows kept before. */
    objectKey: text('object_key'),
    thumbKey: text('thumb_key'),
    bytes: bytea('bytes'),
    thumbBytes: bytea('thumb_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.designId, t.version] }),
    foreignKey({
      name: 'design_photos_version_fk',
      columns: [t.designId, t.version],
      foreignColumns: [designVersions.designId, designVersions.version],
    }).onDelete('cascade'),
    check('design_photos_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('design_photos_size', sql`${t.width} > 0 AND ${t.height} > 0`),
    check('design_photos_stored', sql`${t.objectKey} IS NOT NULL OR ${t.bytes} IS NOT NULL`),
    check('design_photos_thumb_stored', sql`${t.thumbKey} IS NOT NULL OR ${t.thumbBytes} IS NOT NULL`),
    uniqueIndex('design_photos_object_key').on(t.objectKey),
    uniqueIndex('design_photos_thumb_key').on(t.thumbKey),
  ],
);
