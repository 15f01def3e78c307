import { z } from 'zod';

/**
 * POST /api/sample_request (the 'Save up to 30%' pop-up, spec points 5 and 7): the thanks the web toasts
 * (LEAD_THANKS). Unlike the other answers it has no `data`.
 */
export const leadAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;
