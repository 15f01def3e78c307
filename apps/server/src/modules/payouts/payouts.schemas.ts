import { strictInt } from '@app/domain/shared/input-limits';
import { z } from 'zod';

export const payoutSetupSchema = z.object({
  status: z.enum(['none', 'pending', 'active']),
  provider: z.string(),
  account: z.string().nullable(),
  onboarding_url: z.string().nullable(),
});

export const payoutSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  run_id: z.string(),
  amount_cents: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed']),
  failure_message: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const balanceSchema = z.object({
  account_type: z.enum(['contractor', 'vendor']),
  total_cents: z.number().int(),
  pending_cents: z.number().int(),
  available_cents: z.number().int(),
  negative_cents: z.number().int(),
  negative_since: z.string().nullable(),
  negative_due_at: z.string().nullable(),
  negative_overdue: z.boolean(),
  recent_payouts: z.array(payoutSchema),
});

export const payoutsQuery = z.object({ limit: strictInt('limit', { min: 1, max: 200 }).default(50) });

/** A retry of a run sends its run_id again; without one the server starts a new run. */
export const runBody = z.object({
  run_id: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, 'The run id may use letters, digits, - and _ (at most 64).')
    .optional(),
});

export const runSchema = z.object({ run_id: z.string(), payouts: z.array(payoutSchema) });
