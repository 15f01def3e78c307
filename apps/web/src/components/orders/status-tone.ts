import type { ItemStatus } from '@app/domain/orders/item-status';

/** The colour groups of item statuses; the status text is always shown too, so colour is never the only cue. */
export type StatusGroup = 'pending' | 'approved' | 'progress' | 'shipping' | 'delivered' | 'stopped';

const GROUPS: Record<ItemStatus, StatusGroup> = {
  'Waiting for approval': 'pending',
  'Vendor Approved': 'approved',
  Decline: 'stopped',
  'In Progress': 'progress',
  'Ready to Pick Up': 'progress',
  'Accept to Pick Up': 'progress',
  'Picked Up': 'shipping',
  Shipping: 'shipping',
  Shipped: 'shipping',
  'Out For Delivery': 'shipping',
  Cancle: 'stopped',
  'Return Request': 'stopped',
  Returned: 'stopped',
  Delivered: 'delivered',
};

/** Badge colours per group: text and background at ≥ 4.5:1 contrast, plus a dot in the group's colour. */
const TONES: Record<StatusGroup, { badge: string; dot: string }> = {
  pending: { badge: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  approved: { badge: 'bg-sky-50 text-sky-800 ring-sky-200', dot: 'bg-sky-500' },
  progress: { badge: 'bg-indigo-50 text-indigo-800 ring-indigo-200', dot: 'bg-indigo-500' },
  shipping: { badge: 'bg-violet-50 text-violet-800 ring-violet-200', dot: 'bg-violet-500' },
  delivered: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  stopped: { badge: 'bg-rose-50 text-rose-800 ring-rose-200', dot: 'bg-rose-500' },
};

/** The colour group of a status; an unknown status reads as pending. */
export const statusGroup = (status: ItemStatus): StatusGroup => GROUPS[status] ?? 'pending';

export const statusTone = (status: ItemStatus) => TONES[statusGroup(status)];
