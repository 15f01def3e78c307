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
import { users } from './users.ts';

/** Showrooms: a pro's branded storefront, found by its 8-character vsd_id. The catalogue issue extends it. */
export const showrooms = pgTable(
  'showrooms',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vsdId: text('vsd_id').notNull(),
    companyName: text('company_name').notNull(),
    themeColor: text('theme_color'),
    businessLogo: text('business_logo'),
    /** Add-on statuses as the spec reads them ('active', or null), and the plan the showroom runs on. */
    basicAddon: text('basic_addon'),
    customAddon: text('custom_addon'),
    showroomSubscription: text('showroom_subscription'),
    /** The showroom's default markup in basis points; never below 10% (product.md). */
    defaultMarkupBps: integer('default_markup_bps').notNull().default(1000),
    /** Found by its ID and shopped in only once its pro is approved (a new pro's waits in the admin's queue). */
    live: boolean('live').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('showrooms_vsd_id_unique').on(t.vsdId),
    index('showrooms_user_idx').on(t.userId),
    check('showrooms_markup_min', sql`${t.defaultMarkupBps} >= 1000`),
  ],
);

/** Subscriptions: kind 'plan' (Basic/Premium), 'basic_addon' or 'custom_addon'; amounts in cents. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    plan: text('plan'),
    status: text('status').notNull(),
    paidAmountCents: integer('paid_amount_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Billing of a plan (migration 0021): the add-on taken with it, the prices per period in cents. */
    customAddon: boolean('custom_addon').notNull().default(false),
    planCents: integer('plan_cents').notNull().default(0),
    addonCents: integer('addon_cents').notNull().default(0),
    /** The provider's token of the card renewals charge, with what the pro is shown of it. */
    provider: text('provider'),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.kind),
    uniqueIndex('subscriptions_one_live_plan')
      .on(t.userId)
      .where(
        sql`${t.kind} = 'plan' AND ${t.status} in ('active', 'past_due') AND ${t.currentPeriodEnd} is not null`,
      ),
    index('subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.kind} = 'plan' AND ${t.status} in ('active', 'past_due')`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.readAt)],
);

/** Key/value settings; `public` ones are served by GET /api/setting. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every outgoing mail, written in the transaction of the change it tells about (a rolled-back change mails
 * nobody, a crash after commit loses no mail), then delivered: over SMTP when SMTP_URL is set, else it is
 * read at /dev/mailbox. Delivery marks `sent_at`; the mail-deliver job sends what a crash left.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** When it left over SMTP (or, without SMTP_URL, reached the dev mailbox); null while it waits. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * Not to be taken before this: a deliverer's claim while it sends (a crash lets it lapse and the mail is
     * taken again), or the wait before retrying a failed send.
     */
    notBefore: timestamp('not_before', { withTimezone: true }),
    /** Delivery attempts so far; after MAX_MAIL_ATTEMPTS failures the mail is left unsent, with its error. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_mails_unsent_idx').on(t.id).where(sql`${t.sentAt} is null`)],
);
