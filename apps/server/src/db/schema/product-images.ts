import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { products } from './catalog.ts';

/**
 * The pictures a vendor uploaded for a product, re-encoded (docs/decisions/0018-product-images.md): the
 * WebP served at /media/products/<sha256>.webp and its thumbnail at <sha256>.thumb.webp. Position 0 is the
 * one cards show; at most 12 per product (positions 0..11, unique per product and checked at commit in
 * migration 0024, so that a new order is one UPDATE). Gone with the product (its objects then name no row:
 * the objects sweep deletes them).
 *
 * The bytes live in the object store under `image_key` and `thumb_key` (issue 27, migration 0044); `bytes`
 * and `thumb_bytes` are only a row's kept from before, until `npm run objects:migrate` moves them.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    imageKey: text('image_key'),
    thumbKey: text('thumb_key'),
    bytes: bytea('bytes'),
    thumbBytes: bytea('thumb_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_images_sha256', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('product_images_position', sql`${t.position} >= 0 AND ${t.position} < 12`),
    check('product_images_size', sql`${t.width} > 0 AND ${t.height} > 0`),
    unique('product_images_position_unique').on(t.productId, t.position),
    unique('product_images_sha256_unique').on(t.productId, t.sha256),
    index('product_images_sha256_idx').on(t.sha256),
    check('product_images_stored', sql`${t.imageKey} IS NOT NULL OR ${t.bytes} IS NOT NULL`),
    check('product_images_thumb_stored', sql`${t.thumbKey} IS NOT NULL OR ${t.thumbBytes} IS NOT NULL`),
    uniqueIndex('product_images_image_key').on(t.imageKey),
    uniqueIndex('product_images_thumb_key').on(t.thumbKey),
  ],
);
