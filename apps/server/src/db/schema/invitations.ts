import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A pro's invitation by mail (issue 11 point 4): a client (the link registers the homeowner into the
 * showroom), a vendor or a designer. The link's token is stored as its SHA-256 only. One open invitation
 * per pro, kind and address (lower case): inviting again renews it (new token, new expiry) and resends.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    proUserId: integer('pro_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    message: text('message').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentCount: integer('sent_count').notNull().default(1),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invitations_kind', sql`${t.kind} in ('client', 'vendor', 'designer')`),
    check('invitations_email_lower', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    uniqueIndex('invitations_open_unique')
      .on(t.proUserId, t.kind, t.email)
      .where(sql`${t.acceptedAt} is null`),
    index('invitations_pro_idx').on(t.proUserId, t.sentAt),
  ],
);
