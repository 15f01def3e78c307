import type { Texture } from '@app/domain/catalog/texture';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { showrooms } from './platform.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type { Texture };

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo').notNull(),
  vendorUserId: integer('vendor_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** Hidden by the admin (catalogue moderation): none of the brand's products is listed (migration 0022). */
  moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  moderationReason: text('moderation_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Departments are the header menu (spec point 3: id, name, menu_slug, categories). */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  menuSlug: text('menu_slug').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slugUrl: text('slug_url').notNull().unique(),
    position: integer('position').notNull().default(0),
    /** Default price unit of the category (spec: Box or other; default Piece). */
    unit: text('unit').notNull().default('Piece'),
    uom: text('uom'),
    image: text('image'),
    /** Position among the 21 home tiles, null when not a tile. */
    tilePosition: integer('tile_position'),
  },
  (t) => [
    index('categories_department_idx').on(t.departmentId),
    index('categories_parent_idx').on(t.parentId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    finish: text('finish'),
    styleTags: text('style_tags').array().notNull().default(sql`'{}'::text[]`),
    texture: jsonb('texture').$type<Texture>().notNull(),
    /** Name, brand, category, colours, finish and tags, denormalised so the tsvector is one generated column. */
    searchText: text('search_text').notNull(),
    search: tsvector('search').generatedAlwaysAs((): SQL => sql`to_tsvector('english', search_text)`),
    /**
     * The vendor price of the default size (lowest position, then id), so that price sorts, filters and
     * facets read one row per product. Kept by the trigger on product_sizes (migration 0002); null without sizes.
     */
    defaultVendorPriceCents: integer('default_vendor_price_cents'),
    /** Hidden by its vendor. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Hidden by the admin (catalogue moderation), with the reason the vendor is shown. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderationReason: text('moderation_reason'),
    /**
     * Shown to shoppers: not hidden, not moderated, its brand not moderated, its vendor not deactivated. Kept
     * by triggers (migration 0022); every catalogue read filters on it. Never written directly.
     */
    listed: boolean('listed').notNull().default(true),
    /** The vendor's sample of the product (issue 25 point 7): its size and price (0: free); null: none. */
    sampleSize: text('sample_size'),
    samplePriceCents: integer('sample_price_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.id),
    index('products_brand_idx').on(t.brandId),
    index('products_search_idx').using('gin', t.search),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check(
      'products_sample',
      sql`(${t.sampleSize} is null) = (${t.samplePriceCents} is null) and (${t.samplePriceCents} is null or ${t.samplePriceCents} = 0 or ${t.samplePriceCents} between 50 and 10000)`,
    ),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    widthSize: text('width_size'),
    heightSize: text('height_size'),
    lengthSize: text('length_size'),
    pattern: text('pattern'),
    unit: text('unit').notNull().default('Piece'),
    uom: text('uom'),
    boxSqft: numeric('box_sqft', { precision: 10, scale: 2 }),
    /** A slab's cut allowance in inches at each cut edge (migration 0027); null: slab-fitting's default. */
    cutAllowanceIn: numeric('cut_allowance_in', { precision: 4, scale: 2 }),
    minQty: integer('min_qty').notNull().default(1),
    vendorPriceCents: integer('vendor_price_cents').notNull(),
    /** 0 is the default size shown in lists. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_sizes_product_idx').on(t.productId, t.position, t.id),
    check('product_sizes_price_positive', sql`${t.vendorPriceCents} > 0`),
    check('product_sizes_min_qty_positive', sql`${t.minQty} >= 1`),
    check(
      'product_sizes_cut_allowance_range',
      sql`${t.cutAllowanceIn} is null or (${t.cutAllowanceIn} >= 0 and ${t.cutAllowanceIn} <= 6)`,
    ),
  ],
);

/** Markup overrides of a showroom: per category or per product (the default sits on the showroom). */
export const markupRules = pgTable(
  'markup_rules',
  {
    id: serial('id').primaryKey(),
    showroomId: integer('showroom_id')
      .notNull()
      .references(() => showrooms.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    markupBps: integer('markup_bps').notNull(),
  },
  (t) => [
    check('markup_rules_min', sql`${t.markupBps} >= 1000`),
    check('markup_rules_one_target', sql`(${t.categoryId} is null) <> (${t.productId} is null)`),
    uniqueIndex('markup_rules_category_unique').on(t.showroomId, t.categoryId),
    uniqueIndex('markup_rules_product_unique').on(t.showroomId, t.productId),
  ],
);

/**
 * One row: a version set to the writing transaction's id by statement triggers (migration 0002) on products,
 * product_sizes, markup_rules, categories and brands. Cached search facets are keyed by it, together with the
 * showroom's default markup and the platform fee, which the queries read directly.
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    showroomId: integer('showroom_id')
      .notNull()
      .references(() => showrooms.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').notNull(), // 'percent' | 'fixed'
    /** Of the vendor price, the base the markup is a percent of (migration 0018); capped at the markup per unit. */
    percentBps: integer('percent_bps'),
    /** Per unit; capped at the unit's markup. */
    amountCents: integer('amount_cents'),
    /** The category it applies to; null: every line of the showroom. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    /** Orders it may be used on (pending and completed payment attempts count); null: no limit. */
    maxUses: integer('max_uses'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: integer('active').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_showroom_code_unique').on(t.showroomId, sql`upper(${t.code})`),
    check('coupons_kind', sql`${t.kind} in ('percent', 'fixed')`),
    check(
      'coupons_terms',
      sql`(${t.kind} = 'percent' and ${t.percentBps} between 1 and 10000) or (${t.kind} = 'fixed' and ${t.amountCents} > 0)`,
    ),
    check('coupons_max_uses_positive', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
  ],
);

export const productViews = pgTable(
  'product_views',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewerId: text('viewer_id'),
    showroomId: integer('showroom_id').references(() => showrooms.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_views_product_idx').on(t.productId, t.createdAt),
    index('product_views_viewer_idx').on(t.viewerId, t.createdAt),
    index('product_views_user_idx').on(t.userId, t.createdAt),
  ],
);

export const leads = pgTable('leads', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  action: text('action'),
  leadType: text('lead_type'),
  shopProfileId: integer('shop_profile_id'),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
