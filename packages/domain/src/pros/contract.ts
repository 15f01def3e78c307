import { z } from 'zod';
import { authUserSchema } from '../accounts/contract.ts';
import { strictInt } from '../shared/input-limits.ts';
import { PRO_APPLICATION_STATUSES, PRO_TRADES, verificationSchema } from './registration.ts';
import { vsdIdField } from './vsd-id.ts';

/** POST /api/register/contractor (201): the pending pro, no token, and where the verification stands. */
export const proRegisteredSchema = z.object({
  user: authUserSchema,
  token: z.null(),
  verification: verificationSchema,
});
export type ProRegistered = z.infer<typeof proRegisteredSchema>;

/** GET /api/register/vsd_id: a suggestion for `company_name`, or whether `vsd_id` is free. */
export const vsdIdQuery = z
  .object({
    company_name: z.string().trim().max(120).optional(),
    vsd_id: vsdIdField.optional(),
  })
  .refine((q) => q.company_name || q.vsd_id, {
    path: ['company_name'],
    error: 'The company name field is required.',
  });
export const vsdIdAnswerSchema = z.object({ vsd_id: z.string(), available: z.boolean() });
export type VsdIdAnswer = z.infer<typeof vsdIdAnswerSchema>;

/** One pro in the admin's verification queue (GET /api/admin/pro_verifications). */
export const proVerificationRowSchema = verificationSchema.extend({
  user_id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string(),
  vsd_id: z.string(),
  trade: z.enum(PRO_TRADES),
  license_number: z.string(),
  license_state: z.string(),
  business_address: z.string(),
  /** Still pending past the 24-hour promise. */
  overdue: z.boolean(),
});
export type ProVerificationRow = z.infer<typeof proVerificationRowSchema>;

export const proVerificationQuery = z.object({
  status: z.enum(PRO_APPLICATION_STATUSES).optional().default('pending'),
});

export const proIdParams = z.object({ id: strictInt('id', { min: 1, max: 2_147_483_647 }) });

/**
 * One Los Angeles week (from Monday) of the pro's showroom: the markup earned (the ledger's contractor
 * share of charges less refunds recorded that week) and the orders placed at the showroom's prices.
 */
export const proWeekSchema = z.object({
  date: z.string(),
  profit_cents: z.number().int(),
  orders: z.number().int(),
});
export type ProWeek = z.infer<typeof proWeekSchema>;

/** GET /api/pro/dashboard/charts: the caller's own showroom, the last 12 weeks (every week present). */
export const proDashboardChartsSchema = z.object({ time_zone: z.string(), weeks: z.array(proWeekSchema) });
export type ProDashboardCharts = z.infer<typeof proDashboardChartsSchema>;
