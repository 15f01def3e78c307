import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { z } from 'zod';
import { paginationSchema } from '../catalog/pagination.ts';
import { TIME_ZONE } from '../shared/constants.ts';
import { idField, strictInt } from '../shared/input-limits.ts';
import { orderItemSchema, orderSchema } from './contract.ts';
import { canChangeStatus, ITEM_STATUSES, type ItemStatus, type StatusRole } from './item-status.ts';

/** Orders per page of the admin console (GET /api/admin/orders). */
export const ADMIN_ORDERS_PER_PAGE = 20;
/** Items one bulk status change may name (POST /api/admin/order_items/status). */
export const BULK_STATUS_MAX_ITEMS = 100;

export const INVALID_STATUS = 'The selected status is invalid.';
export const PLACED_RANGE_MESSAGE = 'The placed to date must be on or after the placed from date.';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A calendar day as YYYY-MM-DD, read in the default time zone (America/Los_Angeles, spec point 9). */
const dayField = (label: string) =>
  z
    .string({ error: `The ${label} must be a date (YYYY-MM-DD).` })
    .regex(ISO_DAY, { error: `The ${label} must be a date (YYYY-MM-DD).` })
    .refine(isRealDay, { error: `The ${label} must be a date (YYYY-MM-DD).` });

/** The first moment of a YYYY-MM-DD day in Los Angeles. */
export function dayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, TIME_ZONE).getTime());
}

/** The first moment after a YYYY-MM-DD day in Los Angeles (23 or 25 hours later across a DST change). */
export const dayEnd = (day: string): Date =>
  new Date(addDays(new TZDate(dayStart(day).getTime(), TIME_ZONE), 1).getTime());

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * GET /api/admin/orders filters: an item status and a vendor (orders holding such an item; only those items
 * are listed), `q` an order number or part of the customer's email, and the days the order was placed
 * (both inclusive, Los Angeles time). Empty values mean no filter.
 */
export const adminOrdersQuery = z
  .object({
    page: strictInt('page', { min: 1, max: 100_000 }).optional().default(1),
    status: z.preprocess(blankToUndefined, z.enum(ITEM_STATUSES, { error: INVALID_STATUS }).optional()),
    vendor: z.preprocess(blankToUndefined, idField('vendor').optional()),
    q: z.preprocess(
      blankToUndefined,
      z.string().trim().max(255, { error: 'The search may not be greater than 255 characters.' }).optional(),
    ),
    placed_from: z.preprocess(blankToUndefined, dayField('placed from date').optional()),
    placed_to: z.preprocess(blankToUndefined, dayField('placed to date').optional()),
  })
  .superRefine((q, ctx) => {
    if (q.placed_from && q.placed_to && q.placed_to < q.placed_from) {
      ctx.addIssue({ code: 'custom', path: ['placed_to'], message: PLACED_RANGE_MESSAGE });
    }
  });
export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;
/** The filters as the console sends them, as query text (every one optional). */
export type AdminOrdersFilters = Partial<
  Record<'status' | 'vendor' | 'q' | 'placed_from' | 'placed_to', string>
>;

/** Who placed the order (the admin searches by email). */
export const orderCustomerSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
});

/**
 * An order as the console lists it: the orders API's own shape with every money field (Admin), its
 * customer, and only the items that match the item filters (all of them without one).
 */
export const adminOrderSchema = orderSchema.extend({ customer: orderCustomerSchema });
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrdersPageSchema = paginationSchema(adminOrderSchema);
export type AdminOrdersPage = z.infer<typeof adminOrdersPageSchema>;

/** A vendor account that has order items: the console's vendor filter. */
export const orderVendorSchema = z.object({ id: z.number().int(), name: z.string() });
export type OrderVendor = z.infer<typeof orderVendorSchema>;

/** POST /api/admin/order_items/status: one status for 1 to 100 items (duplicates count once). */
export const bulkStatusBody = z.object({
  item_ids: z
    .array(idField('item'), { error: 'Choose the items to change.' })
    .min(1, { error: 'Choose at least one item.' })
    .max(BULK_STATUS_MAX_ITEMS, { error: `Choose at most ${BULK_STATUS_MAX_ITEMS} items at once.` }),
  status: z.enum(ITEM_STATUSES, { error: INVALID_STATUS }),
});
export type BulkStatusRequest = z.input<typeof bulkStatusBody>;

/** What happened to one item of a bulk change: changed, already at the status, or refused (and why). */
export const bulkItemResultSchema = z.object({
  item_id: z.number().int(),
  outcome: z.enum(['updated', 'unchanged', 'refused']),
  /** 'Status updated successfully.', 'Status unchanged.', or the refusal's message. */
  message: z.string(),
  /** The item as it is now (the admin's fields); null when there is no such item. */
  item: orderItemSchema.nullable(),
});
export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;

export const bulkStatusResultSchema = z.object({
  status: z.enum(ITEM_STATUSES),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  results: z.array(bulkItemResultSchema),
});
export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;

/** The bulk answer's message: what changed and what was refused, in numbers. */
export function bulkStatusMessage(r: Pick<BulkStatusResult, 'updated' | 'unchanged' | 'refused'>): string {
  const n = (count: number, word: string) => `${count} ${count === 1 ? 'item' : 'items'} ${word}`;
  const parts = [n(r.updated, 'updated')];
  if (r.unchanged) parts.push(n(r.unchanged, 'unchanged'));
  if (r.refused) parts.push(n(r.refused, 'refused'));
  return `${parts.join(', ')}.`;
}

/**
 * The statuses one bulk change may offer for these items: those that `canChangeStatus` (the rule the
 * server applies to each item) allows for every item — each either changes ('ok') or is already there
 * ('same') — and that change at least one of them. None when no item is chosen.
 */
export function bulkStatusChoices(
  role: StatusRole,
  items: readonly { status: ItemStatus; refunded: boolean }[],
): ItemStatus[] {
  if (items.length === 0) return [];
  return ITEM_STATUSES.filter((to) => {
    const verdicts = items.map((i) => canChangeStatus(role, i.status, to, i.refunded));
    return verdicts.every((v) => v === 'ok' || v === 'same') && verdicts.includes('ok');
  });
}
