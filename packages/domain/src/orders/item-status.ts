import type { UserType } from '../accounts/roles.ts';

/** Order item statuses exactly as the spec stores them (point 4), in their order. */
export const ITEM_STATUSES = [
  'Waiting for approval',
  'Vendor Approved',
  'Decline',
  'In Progress',
  'Ready to Pick Up',
  'Accept to Pick Up',
  'Picked Up',
  'Shipping',
  'Shipped',
  'Out For Delivery',
  'Cancle',
  'Return Request',
  'Returned',
  'Delivered',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const INITIAL_ITEM_STATUS: ItemStatus = 'Waiting for approval';

/** Statuses of an item that is no longer sold: declined, cancelled or returned (left out of sales counts). */
export const UNSOLD_STATUSES: readonly ItemStatus[] = ['Decline', 'Cancle', 'Returned'];

const LABELS: Partial<Record<ItemStatus, string>> = {
  'Waiting for approval': 'Pending Approval',
  'Vendor Approved': 'Approved',
  Decline: 'Not Approved',
};

/** The display name of a stored status; the others display as stored. */
export const statusLabel = (status: ItemStatus | string): string => LABELS[status as ItemStatus] ?? status;

export const isItemStatus = (value: unknown): value is ItemStatus =>
  typeof value === 'string' && (ITEM_STATUSES as readonly string[]).includes(value);

const rank = (s: ItemStatus) => ITEM_STATUSES.indexOf(s);
const ACCEPT = rank('Accept to Pick Up');
const PICKED_UP = rank('Picked Up');

/** The first five statuses: the vendor's. */
export const VENDOR_STATUSES = ITEM_STATUSES.slice(0, ACCEPT) as readonly ItemStatus[];
/** Accept to Pick Up and every later status: only Admin sets these. */
export const ADMIN_ONLY_STATUSES = ITEM_STATUSES.slice(ACCEPT) as readonly ItemStatus[];

export type StatusRole = UserType;

/** Which statuses a role may ever set, whatever the current status. */
function settableBy(role: StatusRole, status: ItemStatus): boolean {
  if (role === 'Admin') return true;
  if (role === 'Vendor') return rank(status) < ACCEPT;
  return false;
}

/**
 * The spec's transition rules (point 4), which hold for every role. "Onward" follows the stored order:
 * - from Accept to Pick Up onward, the first five cannot be chosen;
 * - from Picked Up onward, Accept to Pick Up cannot be chosen.
 * Decision 0003: Admin may also choose the first five while the item is before Accept to Pick Up (to
 * correct a vendor's status); vendors choose only the first five, and only before Accept to Pick Up.
 */
function ruleAllows(from: ItemStatus, to: ItemStatus): boolean {
  if (rank(from) >= ACCEPT && rank(to) < ACCEPT) return false;
  if (rank(from) >= PICKED_UP && to === 'Accept to Pick Up') return false;
  return true;
}

/**
 * Decision 0003: once money has moved back to the homeowner (the item was refunded), Decline, Cancle and
 * Returned are final — the item cannot go back into fulfilment (or be refunded again) for anyone. Without a
 * refund (a Returned set without a Return Request, which refunds nothing) they stay open, so the admin can
 * still correct them.
 */
export const FINAL_WHEN_REFUNDED: readonly ItemStatus[] = UNSOLD_STATUSES;

/** Whether an item in `status` can no longer change: it is declined, cancelled or returned, and refunded. */
export const isFinalStatus = (status: ItemStatus, refunded: boolean) =>
  refunded && FINAL_WHEN_REFUNDED.includes(status);

/**
 * The statuses `role` may change an item to from `current`, in stored order, without `current` itself
 * (choosing the current value changes nothing); none from a final status (`refunded`: money was given back
 * for the item). Contractors and homeowners get none: homeowners cancel and request returns through their
 * own actions (homeowner-actions.ts), not through the selector.
 */
export function allowedStatusChoices(role: StatusRole, current: ItemStatus, refunded = false): ItemStatus[] {
  if (isFinalStatus(current, refunded)) return [];
  return ITEM_STATUSES.filter((to) => to !== current && settableBy(role, to) && ruleAllows(current, to));
}

/** The options of the status selector: the current value plus the allowed choices, in stored order. */
export const statusSelectorOptions = (
  role: StatusRole,
  current: ItemStatus,
  refunded = false,
): ItemStatus[] =>
  ITEM_STATUSES.filter((s) => s === current || allowedStatusChoices(role, current, refunded).includes(s));

/** Whether a role sees a status selector at all. */
export const canUseStatusSelector = (role: StatusRole) => role === 'Admin' || role === 'Vendor';

/**
 * The server's verdict on a status change:
 * - 'ok' — apply it and raise one status-changed event;
 * - 'same' — the status does not change: no event;
 * - 'forbidden-role' — this role may never set `to` (HTTP 403);
 * - 'forbidden-transition' — the role may set `to`, but not from `from` (HTTP 422);
 * - 'final' — `from` is final (refunded Decline, Cancle or Returned): nothing can be set (HTTP 422).
 * A role without any status rights gets 'forbidden-role' even for the same value. Whether a vendor owns
 * the item is the server's check (a vendor's foreign item is 404/403 before this is asked).
 */
export type StatusChangeVerdict = 'ok' | 'same' | 'forbidden-role' | 'forbidden-transition' | 'final';

export function canChangeStatus(
  role: StatusRole,
  from: ItemStatus,
  to: ItemStatus,
  refunded = false,
): StatusChangeVerdict {
  if (!canUseStatusSelector(role)) return 'forbidden-role';
  if (from === to) return 'same';
  if (!settableBy(role, to)) return 'forbidden-role';
  if (isFinalStatus(from, refunded)) return 'final';
  return allowedStatusChoices(role, from).includes(to) ? 'ok' : 'forbidden-transition';
}
