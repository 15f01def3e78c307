import { strictInt } from '@app/domain/shared/input-limits';
import { z } from 'zod';

/**
 * The answers' shapes are the domain's contract (packages/domain/src/payouts/contract.ts); each payee's
 * balance and payouts are its own (the routes pass the caller's id).
 */
export {
  payoutBalanceSchema,
  payoutRunSchema,
  payoutSchema,
  payoutSetupSchema,
} from '@app/domain/payouts/contract';

export const payoutsQuery = z.object({ limit: strictInt('limit', { min: 1, max: 200 }).default(50) });

/** A retry of a run sends its run_id again; without one the server starts a new run. */
export const runBody = z.object({
  run_id: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, 'The run id may use letters, digits, - and _ (at most 64).')
    .optional(),
});
