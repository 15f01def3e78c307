import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { subscriptions } from './platform.ts';
import { users } from './users.ts';

/**
 * One invoice per plan subscription and period (unique), made by whichever node renews it first, with its own
 * provider key; each charge attempt goes to the provider under that key and the attempt number, so any number
 * of nodes charge it once (docs/decisions/0014-subscription-billing.md).
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** open (being collected), paid, failed (the retries are spent), void (the subscription ended first). */
    status: text('status').notNull().default('open'),
    /** Charges tried so far; the next one goes to the provider under `<provider_key>:<attempts + 1>`. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    providerKey: text('provider_key'),
    chargeId: text('charge_id'),
    failure: text('failure'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_period_unique').on(t.subscriptionId, t.periodStart),
    uniqueIndex('subscription_invoices_number_unique').on(t.number),
    index('subscription_invoices_user_idx').on(t.userId, t.periodStart),
    check('subscription_invoices_status', sql`${t.status} in ('open', 'paid', 'failed', 'void')`),
    check('subscription_invoices_amount', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A subscribe request, committed before the provider is charged (as placement's payment_attempts, decision
 * 0008): the client's Idempotency-Key, the exact charge and the provider's key. Completed → the subscription.
 */
export const subscriptionCheckouts = pgTable(
  'subscription_checkouts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    plan: text('plan').notNull(),
    customAddon: boolean('custom_addon').notNull(),
    planCents: integer('plan_cents').notNull(),
    addonCents: integer('addon_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    providerKey: text('provider_key').notNull(),
    cardToken: text('card_token').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** pending → completed | declined | abandoned (never reached the provider) | refunded (a late charge). */
    status: text('status').notNull().default('pending'),
    failure: text('failure'),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_checkouts_key_unique').on(t.userId, t.idempotencyKey),
    uniqueIndex('subscription_checkouts_provider_key_unique').on(t.providerKey),
    index('subscription_checkouts_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check(
      'subscription_checkouts_status',
      sql`${t.status} in ('pending', 'completed', 'declined', 'abandoned', 'refunded')`,
    ),
  ],
);
