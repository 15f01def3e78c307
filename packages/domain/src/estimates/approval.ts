import { z } from 'zod';
import { placeOrderBody, shipToBody } from '../orders/contract.ts';
import { PG_INT_MAX, strictInt } from '../shared/input-limits.ts';

/**
 * The homeowner's approval of an estimate version (issue 25 point 4; docs/api-estimates.md): a typed-name
 * signature, and one payment — the order of its material lines (priced as the shop prices them, shipping as
 * at checkout) plus the deposit on the pro's work — which places one multi-vendor order.
 */
export const APPROVAL_LIMITS = { signature: 120 } as const;

export const APPROVAL_MESSAGES = {
  signatureRequired: 'Type your full name to sign.',
  signatureLength: `Your name may not be greater than ${APPROVAL_LIMITS.signature} characters.`,
  expired: 'This estimate is past its valid-until date. Ask your pro for a new version.',
  priceChanged: (name: string) =>
    `The price of ${name} has changed since this version. Ask your pro for a new version.`,
  notSold: (name: string) => `${name} is no longer sold in this showroom. Ask your pro for a new version.`,
  approved: 'The estimate is approved.',
  changeApproved: 'The change order is approved.',
  noPayee: 'The pro who drafted this estimate is no longer on the project. Ask for a new estimate.',
  noCard: 'There is no saved card. Please add a card.',
  shipToRequired: 'The shipping address is required.',
  shipToState: (state: string) =>
    `This version was priced for delivery in ${state}. Ship to ${state}, or ask your pro for a new version.`,
} as const;

/**
 * POST …/estimates/{estimateId}/approve (with an Idempotency-Key header): the version the homeowner read,
 * their typed name as the signature, and the payment and ship-to as checkout takes them.
 */
export const approveEstimateBody = z.object({
  version: strictInt('version', { min: 1, max: PG_INT_MAX }),
  signature: z
    .string({ error: APPROVAL_MESSAGES.signatureRequired })
    .trim()
    .min(1, { error: APPROVAL_MESSAGES.signatureRequired })
    .max(APPROVAL_LIMITS.signature, { error: APPROVAL_MESSAGES.signatureLength })
    .refine((name) => !/\p{Cc}/u.test(name), { error: 'Your name may not hold control characters.' }),
  ship_to: shipToBody.optional(),
  payment: placeOrderBody.shape.payment,
});
export type ApproveEstimateRequest = z.input<typeof approveEstimateBody>;
export type ApproveEstimateBody = z.output<typeof approveEstimateBody>;

/** What approving a version costs today, before the homeowner pays (GET …/approval?version=N). */
export const approvalQuoteSchema = z.object({
  version: z.number().int(),
  /** The material lines' order: their total, its tax, the shipping charge, the order's charge. */
  materials_cents: z.number().int(),
  tax_cents: z.number().int(),
  shipping_cents: z.number().int(),
  order_cents: z.number().int(),
  /** The deposit on the pro's work, paid with the order in one charge. */
  deposit_cents: z.number().int(),
  /** order + deposit: the one charge. */
  due_cents: z.number().int(),
  /**
   * A change order: what its removals give back to the card, the items bought of them not shipped yet
   * (cancelled and refunded in full once it is approved); 0 otherwise.
   */
  refund_cents: z.number().int(),
  /** How many material lines become order lines. */
  material_lines: z.number().int(),
  /** The saved shipping address and default card the payment would use without others. */
  ship_to: shipToBody.nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Why it cannot be approved as it stands (a price changed, a product no longer sold, expired); [] if none. */
  blockers: z.array(z.string()),
});
export type ApprovalQuote = z.infer<typeof approvalQuoteSchema>;

/** A version's approval as the pro and the homeowner read it: the signature and the order it placed. */
export const approvalSchema = z.object({
  signature: z.string(),
  approved_at: z.string(),
  approved_by: z.object({ user_id: z.number().int(), name: z.string() }).nullable(),
  /** The order it placed (null while its payment is being confirmed, or when nothing was due). */
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** 'none': nothing was due; 'pending': the charge is being confirmed; 'paid': the order is placed. */
  payment: z.enum(['none', 'pending', 'paid']),
  deposit_cents: z.number().int(),
});
export type ApprovalView = z.infer<typeof approvalSchema>;
