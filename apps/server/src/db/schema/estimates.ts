import type { EstimateKind, EstimateStatus } from '@app/domain/estimates/contract';
import type { Deposit, EstimateMode, EstimateTotals } from '@app/domain/estimates/estimate';
import type { DesignRef, EstimateLine } from '@app/domain/estimates/estimate-line';
import type { RateRow } from '@app/domain/estimates/rates';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { users } from './users.ts';

/**
 * Issue 25 (migration 0036): the pro's install rates, and a project's estimates with their versions. A
 * version is kept whole (its lines, totals and the tax it was priced under), so what was sent reads the same
 * however rates, prices or settings move later.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const modeCheck = (column: unknown) => sql`${column} IN ('open_book', 'fixed_price')`;

/** One rate table per pro (domain estimates/rates.ts): rows checked by rateTableInput before they are kept. */
export const proRates = pgTable(
  'pro_rates',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    labourMarkupBps: integer('labour_markup_bps').notNull(),
    rates: jsonb('rates').$type<RateRow[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pro_rates_markup', sql`${t.labourMarkupBps} BETWEEN 0 AND 10000`),
    check('pro_rates_rates_array', sql`jsonb_typeof(${t.rates}) = 'array'`),
  ],
);

/**
 * An estimate of a project: who drafted it, where it stands with the homeowner, and the terms of its newest
 * version (mode, deposit, validity, message: each version keeps its own too). `sent_version` is the newest
 * version the homeowner was sent; a draft has none.
 */
export const estimates = pgTable(
  'estimates',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    draftedBy: integer('drafted_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<EstimateStatus>().notNull().default('draft'),
    mode: text('mode').$type<EstimateMode>().notNull(),
    deposit: jsonb('deposit').$type<Deposit>().notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    message: text('message').notNull().default(''),
    version: integer('version').notNull().default(1),
    sentVersion: integer('sent_version'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A change order (issue 25 point 5) is drafted by itself from a change in a room after approval: it names
     * the approved estimate it changes (`parentId`) and the design it follows.
     */
    kind: text('kind').$type<EstimateKind>().notNull().default('estimate'),
    parentId: integer('parent_id').references((): AnyPgColumn => estimates.id, { onDelete: 'cascade' }),
    designId: integer('design_id'),
  },
  (t) => [
    index('estimates_project_idx').on(t.projectId, t.id),
    check(
      'estimates_kind',
      sql`${t.kind} IN ('estimate', 'change_order') AND ((${t.kind} = 'change_order') = (${t.parentId} IS NOT NULL))`,
    ),
    /** At most one open change order per approved estimate and design: a later change is a new version. */
    uniqueIndex('estimates_open_change_unique')
      .on(t.parentId, t.designId)
      .where(sql`${t.kind} = 'change_order' AND ${t.status} IN ('draft', 'sent')`),
    check('estimates_status', sql`${t.status} IN ('draft', 'sent', 'approved', 'declined')`),
    check('estimates_mode', modeCheck(t.mode)),
    check(
      'estimates_sent_version',
      sql`(${t.status} = 'draft') = (${t.sentVersion} IS NULL) AND (${t.sentVersion} IS NULL OR ${t.sentVersion} BETWEEN 1 AND ${t.version})`,
    ),
  ],
);

/** Each version of an estimate, whole; declined_* only on a version that was sent. */
export const estimateVersions = pgTable(
  'estimate_versions',
  {
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    lines: jsonb('lines').$type<EstimateLine[]>().notNull(),
    totals: jsonb('totals').$type<EstimateTotals>().notNull(),
    designs: jsonb('designs').$type<DesignRef[]>().notNull().default([]),
    taxState: text('tax_state'),
    taxBps: integer('tax_bps').notNull(),
    labourTaxable: boolean('labour_taxable').notNull(),
    mode: text('mode').$type<EstimateMode>().notNull(),
    deposit: jsonb('deposit').$type<Deposit>().notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    message: text('message').notNull().default(''),
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    unpriced: jsonb('unpriced').$type<string[]>().notNull().default([]),
    unrated: jsonb('unrated').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declinedBy: integer('declined_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    /**
     * The homeowner's approval (issue 25 point 4): the typed name as the signature, when, by whom, from which
     * address and browser, and the payment attempt whose charge places the order (payment_attempts).
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    signature: text('signature'),
    signatureIp: text('signature_ip'),
    signatureAgent: text('signature_agent'),
    attemptId: integer('attempt_id'),
    /**
     * A change order's removals (issue 25 point 5): the order items they cancel, chosen once when first
     * refunded (migration 0040); null until then.
     */
    removalItems: integer('removal_items').array(),
  },
  (t) => [
    primaryKey({ columns: [t.estimateId, t.version] }),
    check('estimate_versions_lines_array', sql`jsonb_typeof(${t.lines}) = 'array'`),
    check('estimate_versions_mode', modeCheck(t.mode)),
    check(
      'estimate_versions_declined',
      sql`(${t.declinedAt} IS NULL) = (${t.declineReason} IS NULL) AND (${t.declinedAt} IS NULL OR ${t.sentAt} IS NOT NULL)`,
    ),
    check(
      'estimate_versions_approved',
      sql`(${t.approvedAt} IS NULL) = (${t.signature} IS NULL) AND (${t.approvedAt} IS NULL OR ${t.sentAt} IS NOT NULL)`,
    ),
    index('estimate_versions_attempt_idx').on(t.attemptId).where(sql`${t.attemptId} is not null`),
  ],
);
