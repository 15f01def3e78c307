import { z } from 'zod';
import { authUserSchema } from '../accounts/contract.ts';
import { ITEM_STATUSES } from '../orders/item-status.ts';
import { invitationInputSchema } from '../pros/invitations.ts';
import { VENDOR_APPLICATION_STATUSES } from './registration.ts';

const cents = z.number().int();

/** Where a vendor's application stands (its registration's answer and the admin's decision). */
export const vendorApplicationSchema = z.object({
  status: z.enum(VENDOR_APPLICATION_STATUSES),
  company_name: z.string(),
  brand_names: z.array(z.string()),
  website: z.string().nullable(),
  /** ISO 8601. */
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
});
export type VendorApplication = z.infer<typeof vendorApplicationSchema>;

/** POST /api/register/vendor (201): the pending vendor, no token (it signs in once approved), the application. */
export const vendorRegisteredSchema = z.object({
  user: authUserSchema,
  token: z.null(),
  application: vendorApplicationSchema,
});
export type VendorRegistered = z.infer<typeof vendorRegisteredSchema>;

/**
 * A brand an application names, as the admin sees it before deciding: `taken` when a brand of that name
 * (same slug) already belongs to another vendor — approving leaves it out (docs/decisions/0016).
 */
export const applicationBrandSchema = z.object({ name: z.string(), taken: z.boolean() });

/** One vendor in the admin's verification queue (GET /api/admin/vendor_verifications). */
export const vendorVerificationRowSchema = vendorApplicationSchema.extend({
  user_id: z.number().int(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  brands: z.array(applicationBrandSchema),
  /** Who invited the vendor ("Carlos Contractor (Golden State Remodeling)", "Ada Admin"), when it came by invitation. */
  invited_by: z.string().nullable(),
});
export type VendorVerificationRow = z.infer<typeof vendorVerificationRowSchema>;

export const vendorVerificationQuery = z.object({
  status: z.enum(VENDOR_APPLICATION_STATUSES).optional().default('pending'),
});

/**
 * What approving did with each brand of the application: created (new), assigned (an existing brand nobody
 * owned), kept (already the vendor's), withheld (another vendor's: never handed over).
 */
export const BRAND_OUTCOMES = ['created', 'assigned', 'kept', 'withheld'] as const;
export type BrandOutcome = (typeof BRAND_OUTCOMES)[number];

/** POST /api/admin/vendor_verifications/{id}/approve|decline: the decided application and its brands. */
export const vendorDecisionSchema = vendorApplicationSchema.extend({
  brands: z.array(
    z.object({ name: z.string(), brand_id: z.number().int().nullable(), outcome: z.enum(BRAND_OUTCOMES) }),
  ),
});
export type VendorDecision = z.infer<typeof vendorDecisionSchema>;

/** POST /api/admin/vendor_invitations: a pro's invitation form without the kind (it is always a vendor). */
export const vendorInvitationInputSchema = invitationInputSchema.omit({ kind: true });
export type VendorInvitationInput = z.input<typeof vendorInvitationInputSchema>;

/** An order item of the vendor's still unprocessed past the 48-hour promise (processing-promise.ts). */
export const lateItemSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  product_name: z.string(),
  qty: z.number().int(),
  status: z.enum(ITEM_STATUSES),
  /** ISO 8601: the order's time + 48 hours. */
  process_by: z.string(),
});
export type LateItem = z.infer<typeof lateItemSchema>;

/**
 * The vendor's money (decisions/0006): held until each item is delivered, released (available to the next
 * payout run), paid out in total, and owed back after a return of money already paid.
 */
export const vendorEarningsSchema = z.object({
  held_cents: cents,
  released_cents: cents,
  paid_cents: cents,
  negative_cents: cents,
});
export type VendorEarnings = z.infer<typeof vendorEarningsSchema>;

/** GET /api/vendor/dashboard: the vendor's own numbers only. */
export const vendorDashboardSchema = z.object({
  /** Its items at Waiting for approval. */
  waiting_for_approval: z.number().int(),
  /** Its items still unprocessed past the 48-hour promise; `late_items` lists the oldest (at most 10). */
  late: z.number().int(),
  late_items: z.array(lateItemSchema),
  earnings: vendorEarningsSchema,
  /** Products of its brands (hidden ones included), and how many of them shoppers see. */
  products: z.number().int(),
  listed_products: z.number().int(),
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type VendorDashboard = z.infer<typeof vendorDashboardSchema>;

/**
 * One Los Angeles week (from Monday) of the vendor's earnings: its share of what was charged for its items
 * less what was refunded of it, as the ledger recorded them that week (held or released alike).
 */
export const vendorEarningsWeekSchema = z.object({ date: z.string(), earnings_cents: cents });

/**
 * GET /api/vendor/dashboard/charts: the vendor's own charts (issue 22): earnings per week over the last 12
 * weeks (every week present) and its order items per status (every status, zeros too).
 */
export const vendorDashboardChartsSchema = z.object({
  time_zone: z.string(),
  earnings_by_week: z.array(vendorEarningsWeekSchema),
  items_by_status: z.array(
    z.object({ status: z.enum(ITEM_STATUSES), label: z.string(), items: z.number().int() }),
  ),
});
export type VendorDashboardCharts = z.infer<typeof vendorDashboardChartsSchema>;
