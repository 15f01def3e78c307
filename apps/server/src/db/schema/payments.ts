import type { OrderDraft, StoredChargeRequest } from '@app/domain/orders/order-draft';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { coupons } from './catalog.ts';
import { idempotencyKeys, orders } from './orders.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * One try to pay for an order (docs/decisions/0008-crash-safe-placement.md): committed BEFORE the provider
 * is called, with the provider's idempotency key and the exact request, so a retry or the reconciler sends
 * the same request under the same key, and the order is written from `draft` once the charge succeeded.
 * 'pending' → 'completed' (order written) | 'declined' (the provider refused) | 'abandoned' (the provider
 * never charged) | 'refunded' (charged, but the order could not be written: the orphan charge refunded).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKeyId: integer('idempotency_key_id').references(() => idempotencyKeys.id, {
      onDelete: 'set null',
    }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerKey: text('provider_key').notNull().unique(),
    request: jsonb('request').$type<StoredChargeRequest>().notNull(),
    draft: jsonb('draft').$type<OrderDraft>().notNull(),
    status: text('status').notNull().default('pending'),
    chargeId: text('charge_id'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    failure: text('failure'),
    /** The coupon the attempt uses: a pending or completed attempt counts as one of its uses (max_uses). */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_attempts_key_idx').on(t.idempotencyKeyId),
    index('payment_attempts_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'pending'`),
    index('payment_attempts_coupon_idx').on(t.couponId).where(sql`${t.couponId} is not null`),
    check(
      'payment_attempts_status',
      sql`${t.status} in ('pending', 'completed', 'declined', 'abandoned', 'refunded')`,
    ),
  ],
);

/**
 * The sandbox payment provider's own book: every charge, refund, transfer and connected account it made,
 * keyed by the idempotency key it was made under, so a restart forgets nothing (a real provider keeps
 * these on its side). `error_code` holds a refusal (a decline code), which a retry under the key answers.
 */
export const sandboxOperations = pgTable(
  'sandbox_operations',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    kind: text('kind').notNull(),
    fingerprint: text('fingerprint').notNull(),
    objectId: text('object_id'),
    chargeId: text('charge_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    errorCode: text('error_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_operations_charge_idx').on(t.chargeId),
    check('sandbox_operations_kind', sql`${t.kind} in ('charge', 'refund', 'transfer', 'account')`),
  ],
);
