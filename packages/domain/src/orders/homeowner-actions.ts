import { withinCancelWindow, withinReturnWindow } from './business-days.ts';
import type { ItemStatus } from './item-status.ts';

type When = Date | string | number;

/** Statuses an item may be cancelled from: anything not yet declined, cancelled, shipped out or delivered. */
export const CANCELLABLE: readonly ItemStatus[] = [
  'Waiting for approval',
  'Vendor Approved',
  'In Progress',
  'Ready to Pick Up',
  'Accept to Pick Up',
];

/**
 * A homeowner may cancel an item (→ Cancle, refunded) within 60 minutes of the order (spec point 9), while
 * it has not been declined, cancelled or picked up, and never once it was refunded (`refunded`: a second
 * cancel would refund nothing).
 */
export const canCancelItem = (status: ItemStatus, orderedAt: When, now: When, refunded = false) =>
  !refunded && CANCELLABLE.includes(status) && withinCancelWindow(orderedAt, now);

/** A homeowner may request a return (→ Return Request) of a Delivered item within 12 days of delivery. */
export const canRequestReturn = (status: ItemStatus, deliveredAt: When | null | undefined, now: When) =>
  status === 'Delivered' && deliveredAt != null && withinReturnWindow(deliveredAt, now);

/**
 * A homeowner may change the order's shipping address within 60 minutes of the order (spec point 9,
 * "cancel or change address within 60 minutes") while no item has been picked up and at least one item is
 * still on its way to them (not declined or cancelled).
 */
export function canChangeShipTo(statuses: readonly ItemStatus[], orderedAt: When, now: When): boolean {
  const open = statuses.filter((s) => s !== 'Decline' && s !== 'Cancle');
  return open.length > 0 && open.every((s) => CANCELLABLE.includes(s)) && withinCancelWindow(orderedAt, now);
}
