import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A pro's registration (/register/contractor): the licence the admin verifies within 24 hours and the
 * decision. One per pro; the account stays Pending (and its showroom not live) until it is approved.
 */
export const proApplications = pgTable(
  'pro_applications',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    trade: text('trade').notNull(),
    licenseNumber: text('license_number').notNull(),
    licenseState: text('license_state').notNull(),
    businessStreet: text('business_street').notNull(),
    businessCity: text('business_city').notNull(),
    businessState: text('business_state').notNull(),
    businessZipCode: text('business_zip_code').notNull(),
    status: text('status').notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
  },
  (t) => [
    check('pro_applications_status', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('pro_applications_trade', sql`${t.trade} in ('contractor', 'designer')`),
    index('pro_applications_waiting_idx').on(t.submittedAt).where(sql`${t.status} = 'pending'`),
  ],
);
