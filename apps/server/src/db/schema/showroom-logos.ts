import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { showrooms } from './platform.ts';

/**
 * A showroom's uploaded logo, re-encoded (docs/decisions/0012-logo-storage.md): the bytes served at
 * /media/logos/<sha256>.webp, one row per showroom, gone with the showroom.
 */
export const showroomLogos = pgTable(
  'showroom_logos',
  {
    showroomId: integer('showroom_id')
      .primaryKey()
      .references(() => showrooms.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('showroom_logos_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    index('showroom_logos_sha256_idx').on(t.sha256),
  ],
);
