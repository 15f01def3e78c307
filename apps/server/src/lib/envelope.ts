import { z } from 'zod';

/** Response schema of a success: `{ success: true, message?, data }` (product.md "API conventions"). */
export const successSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/** Response schema of an error: `{ message, errors? }`. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const ok = <T>(data: T, message?: string) =>
  message === undefined ? { success: true as const, data } : { success: true as const, message, data };
