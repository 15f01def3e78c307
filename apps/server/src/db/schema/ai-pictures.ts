import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

/**
 * A styled picture of an AI design (issue 26 point 5, migration 0043): recorded with its coins held and the
 * browser's two maps before the image model is called (so a crash leaves a row the sweeper finishes or
 * fails), claimed by one run (`claimed_at`, leased), then stored as WebP with its hold captured, or failed
 * with it released. The maps are dropped when it ends. One picture of a design is open at a time.
 */
export const aiPictures = pgTable(
  'ai_pictures',
  {
    id: serial('id').primaryKey(),
    aiUserId: integer('ai_user_id').notNull(),
    generationId: integer('generation_id').notNull(),
    designIndex: smallint('design_index').notNull(),
    status: text('status').$type<'queued' | 'running' | 'succeeded' | 'failed'>().notNull().default('queued'),
    coins: integer('coins').notNull(),
    holdId: integer('hold_id').notNull(),
    /** The maps and the picture in the object store (migration 0045); the bytea columns only in rows kept before. */
    depthKey: text('depth_key'),
    edgesKey: text('edges_key'),
    imageKey: text('image_key'),
    depth: bytea('depth'),
    edges: bytea('edges'),
    image: bytea('image'),
    sha256: text('sha256'),
    width: integer('width'),
    height: integer('height'),
    error: text('error'),
    attempts: smallint('attempts').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_pictures_design').on(t.generationId, t.designIndex, t.id),
    index('ai_pictures_open').on(t.status).where(sql`${t.status} IN ('queued', 'running')`),
    uniqueIndex('ai_pictures_key').on(t.aiUserId, t.idempotencyKey),
    uniqueIndex('ai_pictures_one_open')
      .on(t.generationId, t.designIndex)
      .where(sql`${t.status} IN ('queued', 'running')`),
    check('ai_pictures_status', sql`${t.status} IN ('queued', 'running', 'succeeded', 'failed')`),
    check('ai_pictures_coins', sql`${t.coins} >= 1`),
    check(
      'ai_pictures_stored',
      sql`${t.status} <> 'succeeded' OR ${t.imageKey} IS NOT NULL OR ${t.image} IS NOT NULL`,
    ),
    uniqueIndex('ai_pictures_depth_key').on(t.depthKey),
    uniqueIndex('ai_pictures_edges_key').on(t.edgesKey),
    uniqueIndex('ai_pictures_image_key').on(t.imageKey),
  ],
);
