import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { showrooms } from './platform.ts';

/**
 * A showroom's uploaded logo, re-encoded (docs/decisions/0012-logo-storage.md): the bytes served at
 * /media/logos/<sha256>.webp, one row per showroom, gone with the showroom. The bytes live in the object
 * store under `object_key` (issue 27, migration 0044); `bytes` only in a row kept from before, until
 * `npm run objects:migrate` moves them.
 */
export const showroomLogos = pgTable(
  'showroom_logos',
  {
    showroomId: integer('showroom_id')
      .primaryKey()
      .references(() => showrooms.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    objectKey: text('object_key'),
    bytes: bytea('bytes'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('showroom_logos_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    index('showroom_logos_sha256_idx').on(t.sha256),
    check('showroom_logos_stored', sql`${t.objectKey} IS NOT NULL OR ${t.bytes} IS NOT NULL`),
    uniqueIndex('showroom_logos_object_key').on(t.objectKey),
  ],
);
