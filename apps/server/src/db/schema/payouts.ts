import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The connected account where a payee (contractor or vendor) is paid (one per user): `acct_…` at the payment
 * provider. `status` 'pending' until the provider lets it receive transfers (Stripe onboarding), then 'active'.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    accountId: text('account_id').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_accounts_account_unique').on(t.provider, t.accountId),
    check('payout_accounts_status', sql`${t.status} in ('pending', 'active')`),
  ],
);

/**
 * One transfer of a payee's available balance in a payout run. (run_id, user_id) is unique and the
 * idempotency key `payout:<run>:<user>` goes to the provider: a retried or concurrent run never pays twice.
 * 'pending' while the transfer is in flight (its ledger entries already hold the money), then 'paid', or
 * 'failed' with the reversing entries written.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    runId: text('run_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    destinationAccount: text('destination_account').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().default('pending'),
    providerTransferId: text('provider_transfer_id'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payouts_run_user_unique').on(t.runId, t.userId),
    uniqueIndex('payouts_idempotency_key_unique').on(t.idempotencyKey),
    index('payouts_user_idx').on(t.userId, t.createdAt),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
    check('payouts_status', sql`${t.status} in ('pending', 'paid', 'failed')`),
  ],
);
