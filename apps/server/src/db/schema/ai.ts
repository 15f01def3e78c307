import type { CoinEntryKind } from '@app/domain/ai-design/contract';
import type { StoredChargeRequest } from '@app/domain/orders/order-draft';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { users } from './users.ts';

/**
 * The AI design account (issue 26 point 1, migration 0041): its own email, password and tokens, separate
 * from the marketplace's; `userId` is the marketplace account it was linked to, if any (one each way).
 */
export const aiUsers = pgTable(
  'ai_users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('ai_users_user_unique').on(t.userId).where(sql`${t.userId} is not null`),
  ],
);

/** The AI session's opaque token (the AIauthToken header), stored as its SHA-256. */
export const aiTokens = pgTable(
  'ai_tokens',
  {
    id: serial('id').primaryKey(),
    aiUserId: integer('ai_user_id')
      .notNull()
      .references(() => aiUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_tokens_hash_unique').on(t.tokenHash), index('ai_tokens_user_idx').on(t.aiUserId)],
);

export type CoinPurchaseStatus = 'pending' | 'completed' | 'declined' | 'abandoned' | 'refunded';

/**
 * A coin pack's purchase: the payment attempt, committed before the provider is called (decision 0008), with
 * its provider key and exact charge request. The buyer's refund of unused coins is recorded here with its
 * coin entry (refund_*) before it is sent; `refundId` once the provider made it.
 */
export const aiCoinPurchases = pgTable(
  'ai_coin_purchases',
  {
    id: serial('id').primaryKey(),
    aiUserId: integer('ai_user_id')
      .notNull()
      .references(() => aiUsers.id, { onDelete: 'restrict' }),
    /** The caller's Idempotency-Key; null once the purchase ended without coins (a new try may use it). */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    packId: text('pack_id').notNull(),
    coins: integer('coins').notNull(),
    priceCents: integer('price_cents').notNull(),
    provider: text('provider').notNull(),
    providerKey: text('provider_key').notNull().unique(),
    request: jsonb('request').$type<StoredChargeRequest>().notNull(),
    status: text('status').$type<CoinPurchaseStatus>().notNull().default('pending'),
    chargeId: text('charge_id'),
    failure: text('failure'),
    refundCoins: integer('refund_coins'),
    refundCents: integer('refund_cents'),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_coin_purchases_key_unique')
      .on(t.aiUserId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('ai_coin_purchases_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'pending'`),
    index('ai_coin_purchases_refund_idx')
      .on(t.refundRequestedAt)
      .where(sql`${t.refundRequestedAt} is not null and ${t.refundId} is null`),
    check(
      'ai_coin_purchases_status',
      sql`${t.status} in ('pending', 'completed', 'declined', 'abandoned', 'refunded')`,
    ),
    check('ai_coin_purchases_amounts', sql`${t.coins} > 0 and ${t.priceCents} >= 50`),
  ],
);

/**
 * The coin ledger, append-only (a trigger refuses UPDATE and DELETE): each entry's `balance` is the previous
 * entry's plus its `coins` (checked by a trigger under the account's row lock), so the newest balance is the
 * sum of the account's coins. Grants and purchases are lots; `holdId` names the hold a capture or release
 * ends, `lotId` the lot an expiry or refund ends, `purchaseId` the purchase a purchase or refund entry is of.
 */
export const aiCoinEntries = pgTable(
  'ai_coin_entries',
  {
    id: serial('id').primaryKey(),
    aiUserId: integer('ai_user_id')
      .notNull()
      .references(() => aiUsers.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<CoinEntryKind>().notNull(),
    coins: integer('coins').notNull(),
    balance: integer('balance').notNull(),
    note: text('note').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    holdId: integer('hold_id').references((): AnyPgColumn => aiCoinEntries.id, { onDelete: 'restrict' }),
    lotId: integer('lot_id').references((): AnyPgColumn => aiCoinEntries.id, { onDelete: 'restrict' }),
    purchaseId: integer('purchase_id').references(() => aiCoinPurchases.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_coin_entries_user_idx').on(t.aiUserId, t.id),
    uniqueIndex('ai_coin_entries_hold_end_unique').on(t.holdId).where(sql`${t.holdId} is not null`),
    uniqueIndex('ai_coin_entries_purchase_unique')
      .on(t.purchaseId, t.kind)
      .where(sql`${t.purchaseId} is not null`),
    index('ai_coin_entries_lot_idx').on(t.lotId).where(sql`${t.lotId} is not null`),
    check('ai_coin_entries_balance', sql`${t.balance} >= 0`),
  ],
);

/** Which lots a hold took its coins from (+) and its release gave them back to (−); append-only. */
export const aiCoinDraws = pgTable(
  'ai_coin_draws',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => aiCoinEntries.id, { onDelete: 'restrict' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => aiCoinEntries.id, { onDelete: 'restrict' }),
    coins: integer('coins').notNull(),
  },
  (t) => [index('ai_coin_draws_lot_idx').on(t.lotId), index('ai_coin_draws_entry_idx').on(t.entryId)],
);
