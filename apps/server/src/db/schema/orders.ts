import type { ShipToSnapshot } from '@app/domain/orders/order-draft';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { brands, productSizes, products } from './catalog.ts';

export type { ShipToSnapshot };

import { estimates } from './estimates.ts';
import { payouts } from './payouts.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * One checkout: every amount in integer cents, recomputed by the server (product.md "Money"). `number` is
 * the human order number (identity from 100001).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The pro whose showroom priced the order (earns the markup), and the showroom's vsd_id. */
    showroomUserId: integer('showroom_user_id').references(() => users.id, { onDelete: 'set null' }),
    vsdId: text('vsd_id'),
    shipTo: jsonb('ship_to').$type<ShipToSnapshot>().notNull(),
    shipToState: text('ship_to_state').notNull(),
    taxBps: integer('tax_bps').notNull(),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    chargeCents: bigint('charge_cents', { mode: 'number' }).notNull(),
    couponCode: text('coupon_code'),
    paymentStatus: text('payment_status').notNull().default('paid'),
    providerChargeId: text('provider_charge_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The estimate version whose approval placed the order (issue 25), and the pro's deposit paid in the same
     * charge: the provider's charge is charge_cents + deposit_cents.
     */
    estimateId: integer('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    estimateVersion: integer('estimate_version'),
    depositCents: bigint('deposit_cents', { mode: 'number' }).notNull().default(0),
    /**
     * When the order's mails (the homeowner's receipt, each vendor's notice of its items) were queued, in the
     * transaction that set this; null until then (modules/orders/order-mails.ts, migration 0046).
     */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    /** One order per approved estimate version. */
    uniqueIndex('orders_estimate_unique')
      .on(t.estimateId, t.estimateVersion)
      .where(sql`${t.estimateId} is not null`),
    check('orders_deposit', sql`${t.depositCents} >= 0`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    /** A pro's orders (the dashboard) and a pro's clients (GET /api/pro/clients). */
    index('orders_showroom_idx').on(t.showroomUserId, t.createdAt),
    /** Orders whose mails are not queued yet (the order-mails job's scan). */
    index('orders_unmailed_idx').on(t.id).where(sql`${t.mailedAt} is null`),
    check(
      'orders_charge_sum',
      sql`${t.chargeCents} = ${t.subtotalCents} + ${t.taxCents} + ${t.shippingCents}`,
    ),
  ],
);

/** One item per product size (and colour) of an order; per-unit amounts as the spec names them (point 3). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productSizeId: integer('product_size_id').references(() => productSizes.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** The vendor account that fulfils the item (brands.vendor_user_id when the item was ordered). */
    vendorUserId: integer('vendor_user_id').references(() => users.id, { onDelete: 'set null' }),
    vendorName: text('vendor_name').notNull().default(''),
    productName: text('product_name').notNull(),
    sizeLabel: text('size_label'),
    unit: text('unit'),
    image: text('image').notNull().default(''),
    colour: text('colour').notNull().default(''),
    qty: integer('qty').notNull(),
    finalPrice: bigint('final_price', { mode: 'number' }).notNull(),
    platformFee: bigint('platform_fee', { mode: 'number' }).notNull(),
    markup: bigint('markup', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    contractorMarkupAmt: bigint('contractor_markup_amt', { mode: 'number' }).notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    adminProfitInclusiveTax: bigint('admin_profit_inclusive_tax', { mode: 'number' }).notNull(),
    /** The 3-D design and version the line came from (a snapshot of the cart line's), null otherwise. */
    designId: integer('design_id'),
    designVersion: integer('design_version'),
    /** A sample of the product (issue 25 point 7): no product size, sold at the vendor's sample price. */
    sample: boolean('sample').notNull().default(false),
    status: text('status').notNull().default('Waiting for approval'),
    statusDate: timestamp('status_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_vendor_idx').on(t.vendorUserId, t.orderId),
    check('order_items_qty_positive', sql`${t.qty} >= 1`),
  ],
);

/**
 * The append-only, double-entry ledger (a trigger refuses UPDATE and DELETE): each movement is a set of
 * signed entries that sums to zero. Accounts: customer (user id), vendor_held (the vendor's share of an item
 * until it is Delivered; vendor user id, brand), vendor (released, payable vendor money), contractor (pro's
 * user id), platform, tax, connected_account (money paid out to a payee's connected account). A contractor
 * entry is pending until `available_at`. Kind `release` moves an item's held share to `vendor` once, when
 * the item is first Delivered (docs/decisions/0006-vendor-payouts.md). Payout entries name their payout, not
 * an order (docs/decisions/0005-payouts.md).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'restrict' }),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    accountType: text('account_type').notNull(),
    accountId: integer('account_id'),
    brandId: integer('brand_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_account_idx').on(t.accountType, t.accountId),
    check(
      'ledger_entries_account_type',
      sql`${t.accountType} in ('customer', 'vendor', 'vendor_held', 'contractor', 'platform', 'tax', 'connected_account')`,
    ),
    check('ledger_entries_kind', sql`${t.kind} in ('charge', 'refund', 'payout', 'release')`),
    check(
      'ledger_entries_source',
      sql`(${t.kind} = 'payout') = (${t.payoutId} is not null and ${t.orderId} is null)`,
    ),
    index('ledger_entries_payout_idx').on(t.payoutId),
  ],
);

/** An order placement's Idempotency-Key: the same key and request answer the same order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_unique').on(t.userId, t.key)],
);

/** Provider webhook events already applied (the webhook store's `seen()`). */
export const paymentEvents = pgTable('payment_events', {
  id: serial('id').primaryKey(),
  providerEventId: text('provider_event_id').notNull().unique(),
  type: text('type').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One refund of an order item through the provider, with how it was split across the parties. The
 * idempotency key (`refund:<item>:<reason>`) is unique: an item is refunded at most once per reason.
 * Recorded 'pending' with its ledger entries inside the change that causes it; the provider is called after
 * that commits (same key), and a refund a crash left pending is sent again by the reconciler.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    restockingFeeCents: bigint('restocking_fee_cents', { mode: 'number' }).notNull().default(0),
    vendorCents: bigint('vendor_cents', { mode: 'number' }).notNull(),
    contractorCents: bigint('contractor_cents', { mode: 'number' }).notNull(),
    platformCents: bigint('platform_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    /** 'pending' once recorded (the ledger already reverses it), 'succeeded' when the provider refunded. */
    status: text('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_unique').on(t.idempotencyKey),
    index('refunds_item_idx').on(t.orderItemId),
    index('refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('refunds_status', sql`${t.status} in ('pending', 'succeeded')`),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'refunds_split_sum',
      sql`${t.amountCents} = ${t.vendorCents} + ${t.contractorCents} + ${t.platformCents} + ${t.taxCents}`,
    ),
  ],
);
