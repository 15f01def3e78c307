import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productSizes, products } from './catalog.ts';
import { users } from './users.ts';

/**
 * A homeowner's project (spec point 3 "Project cart"): an account's project, or a guest cart reachable only
 * by its unguessable `temp_project_id` (the web keeps it as `cart_id`). Prices are never stored here: the
 * cart is priced on read from the catalogue for the project's showroom.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    /** The owner; null for a guest cart. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The pro's showroom as the stored selection names it: the pro's user id and the showroom's vsd_id. */
    showroomUserId: integer('showroom_user_id').references(() => users.id, { onDelete: 'set null' }),
    vsdId: text('vsd_id'),
    /** A guest cart's capability: 32 random bytes, base64url; null once the cart belongs to an account. */
    tempProjectId: text('temp_project_id'),
    isCart: boolean('is_cart').notNull().default(true),
    name: text('name').notNull().default(''),
    extraInfo: jsonb('extra_info').$type<Record<string, unknown>>().notNull().default({}),
    is3d: boolean('is_3d').notNull().default(false),
    floorplan: text('floorplan'),
    floorTemplate: text('floor_template'),
    /** The coupon applied to the cart (upper case), checked against its showroom when applied and again at each use. */
    couponCode: text('coupon_code'),
    /** When the owner shared the project with its showroom's pro (issue 24: the pro became a member). */
    sharedWithProAt: timestamp('shared_with_pro_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_temp_project_id_unique').on(t.tempProjectId),
    index('projects_user_idx').on(t.userId, t.isCart, t.updatedAt),
    /** A pro's clients (GET /api/pro/clients): the account projects in the pro's showroom. */
    index('projects_showroom_idx').on(t.showroomUserId, t.userId),
    /** Idle guest carts are pruned by age (pruneIdleGuestCarts). */
    index('projects_guest_idle_idx').on(t.updatedAt).where(sql`${t.userId} is null`),
    check('projects_owner_or_temp', sql`(${t.userId} is null) <> (${t.tempProjectId} is null)`),
  ],
);

/** The spec's Project_tans: one line per product size and colour, with its quantity (≥ 1). */
export const projectItems = pgTable(
  'project_items',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    /** The chosen colour, '' when none was chosen (so that the unique index covers it). */
    colour: text('colour').notNull().default(''),
    qty: integer('qty').notNull(),
    /**
     * The 3-D design (and its version) this line was added from, carried to the order item as a snapshot;
     * no foreign key: deleting the design keeps the record of where the line came from.
     */
    designId: integer('design_id'),
    designVersion: integer('design_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_items_line_unique').on(t.projectId, t.productSizeId, t.colour),
    check('project_items_qty_positive', sql`${t.qty} >= 1`),
  ],
);
