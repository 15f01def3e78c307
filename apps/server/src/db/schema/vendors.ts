import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A vendor's registration (/register/vendor, issue 12): the company, its contact, the brands it sells and the
 * admin's decision. One per vendor; the account stays Pending until it is approved, when the brands are
 * created (or handed over) with `brands.vendor_user_id` (migration 0023).
 */
export const vendorApplications = pgTable(
  'vendor_applications',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull().default(''),
    website: text('website'),
    brandNames: text('brand_names').array().notNull(),
    status: text('status').notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
  },
  (t) => [
    check('vendor_applications_status', sql`${t.status} in ('pending', 'approved', 'declined')`),
    index('vendor_applications_waiting_idx').on(t.submittedAt).where(sql`${t.status} = 'pending'`),
  ],
);
