import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { z } from 'zod';
import { paginationSchema } from '../catalog/pagination.ts';
import { formatUsd } from '../money/cents.ts';
import { TIME_ZONE } from '../shared/constants.ts';
import { PG_INT_MAX, strictInt } from '../shared/input-limits.ts';
import { orderCustomerSchema } from './admin-orders.ts';
import { type ReturnRefund, returnRefund } from './refund-split.ts';

/** Spec point 9: vendors have 30 days to apply a refund. */
export const VENDOR_REFUND_DAYS = 30;
/** Returns per page of the returns desk. */
export const RETURNS_PER_PAGE = 20;

/**
 * The day a requested return must be refunded by: 30 calendar days after the homeowner asked (same Los
 * Angeles wall-clock time; docs/decisions/0021-bulk-status-and-returns.md).
 */
export const refundDueBy = (requestedAt: Date | string): Date =>
  new Date(addDays(new TZDate(new Date(requestedAt).getTime(), TIME_ZONE), VENDOR_REFUND_DAYS).getTime());

/** Whether a requested return is past its refund due date at `now`. */
export const refundOverdue = (requestedAt: Date | string, now: Date = new Date()) =>
  now.getTime() > refundDueBy(requestedAt).getTime();

/** Said on `restocking_fee_cents` when the fee asked is above the return shipping (spec point 9). */
export const restockingFeeAboveShipping = (returnShippingCents: number) =>
  `The restocking fee may not be greater than the return shipping (${formatUsd(returnShippingCents)}).`;

/** GET /api/admin/returns: the requests waiting (default), or the returns received, newest first. */
export const returnsQuery = z.object({
  page: strictInt('page', { min: 1, max: 100_000 }).optional().default(1),
  view: z
    .enum(['requested', 'received'], { error: 'The view must be requested or received.' })
    .default('requested'),
});
export type ReturnsQuery = z.output<typeof returnsQuery>;

/**
 * POST /api/admin/returns/{itemId}/receive. Without a fee the restocking fee is the return shipping; the
 * admin may lower it to anything from 0, never raise it above the return shipping (checked by the server
 * against the setting: restockingFeeAboveShipping).
 */
export const receiveReturnBody = z.object({
  restocking_fee_cents: strictInt('restocking fee', {
    min: 0,
    max: PG_INT_MAX,
    minMessage: 'The restocking fee may not be negative.',
  }).optional(),
});
export type ReceiveReturnRequest = z.input<typeof receiveReturnBody>;

const cents = z.number().int();

/**
 * A return on the desk. Waiting (Return Request): the refund it would give now, with the restocking fee
 * equal to the return shipping (domain returnRefund), and the date the vendors' 30 days run out. Received
 * (Returned): the refund actually made and its fee, when it was made.
 */
export const returnRowSchema = z.object({
  item_id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  customer: orderCustomerSchema,
  product_name: z.string(),
  size_label: z.string().nullable(),
  vendor_name: z.string(),
  image: z.string(),
  qty: z.number().int(),
  status: z.enum(['Return Request', 'Returned']),
  /** When the item reached its status: the request, or the receipt. */
  status_date: z.string(),
  line_total_cents: cents,
  tax_cents: cents,
  return_shipping_cents: cents,
  restocking_fee_cents: cents,
  refund_cents: cents,
  /** Waiting returns: the request + 30 days (VENDOR_REFUND_DAYS); null once received. */
  refund_due_by: z.string().nullable(),
  /** Received returns: when the refund was recorded; null while waiting. */
  refunded_at: z.string().nullable(),
});
export type ReturnRow = z.infer<typeof returnRowSchema>;
export const returnsPageSchema = paginationSchema(returnRowSchema);
export type ReturnsPage = z.infer<typeof returnsPageSchema>;

/** The answer to a receipt: the return as received, and whether this call received it (false: earlier). */
export const receivedReturnSchema = z.object({ return: returnRowSchema, received_now: z.boolean() });
export type ReceivedReturn = z.infer<typeof receivedReturnSchema>;

/**
 * The refund of a return before it is received (the desk shows it before the admin confirms): line total
 * with tax less the restocking fee, the fee never above the return shipping nor the amount (returnRefund).
 */
export const returnQuote = (
  row: Pick<ReturnRow, 'line_total_cents' | 'tax_cents' | 'return_shipping_cents'>,
  restockingFeeCents?: number,
): ReturnRefund =>
  returnRefund({
    lineTotalWithTax: row.line_total_cents + row.tax_cents,
    returnShippingCents: row.return_shipping_cents,
    restockingFeeCents,
  });
