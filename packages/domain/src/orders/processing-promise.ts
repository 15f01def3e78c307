import type { ItemStatus } from './item-status.ts';

/** Spec point 9: an order is processed within 48 hours of being placed. */
export const PROCESSING_HOURS = 48;

/**
 * The statuses in which the vendor has not yet processed an item: it is not Ready to Pick Up (or further),
 * and not declined or cancelled. An item still in one of them when the promise runs out is late.
 */
export const UNPROCESSED_STATUSES: readonly ItemStatus[] = [
  'Waiting for approval',
  'Vendor Approved',
  'In Progress',
];

/** When the item must be processed by: the order's time plus 48 hours. */
export const processBy = (orderedAt: Date | string): Date =>
  new Date(new Date(orderedAt).getTime() + PROCESSING_HOURS * 3_600_000);

/** The 48-hour promise of an item at `now`: met (processed), due (still time) or late. */
export function processingState(
  item: { status: ItemStatus | string },
  orderedAt: Date | string,
  now: Date = new Date(),
): 'processed' | 'due' | 'late' {
  if (!(UNPROCESSED_STATUSES as readonly string[]).includes(item.status)) return 'processed';
  return now.getTime() > processBy(orderedAt).getTime() ? 'late' : 'due';
}
