import { TZDate } from '@date-fns/tz';
import { addBusinessDays as addBusinessDaysLocal, addDays, addMinutes } from 'date-fns';
import {
  CANCEL_WINDOW_MINUTES,
  CONTRACTOR_FUNDS_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  TIME_ZONE,
} from '../shared/constants.ts';

const at = (d: Date | string | number) => {
  const date = new Date(d);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(d)}`);
  return date;
};

/**
 * `date` plus `n` business days (Monday–Friday) counted on the calendar of `tz`, keeping the wall-clock
 * time there (so a DST change does not shift it by an hour). Public holidays are not skipped. A start on a
 * weekend counts from that weekend (date-fns semantics): Saturday + 1 is Monday.
 */
export function addBusinessDays(date: Date | string | number, n: number, tz: string = TIME_ZONE): Date {
  if (!Number.isSafeInteger(n)) throw new RangeError(`business days must be whole: ${n}`);
  return new Date(addBusinessDaysLocal(new TZDate(at(date).getTime(), tz), n).getTime());
}

/** When a contractor's pending profit on a payment becomes available: 46 business days later (spec point 9). */
export const contractorFundsAvailableAt = (paidAt: Date | string | number): Date =>
  addBusinessDays(paidAt, CONTRACTOR_FUNDS_BUSINESS_DAYS);

export const contractorFundsAvailable = (paidAt: Date | string | number, now: Date | string | number) =>
  at(now).getTime() >= contractorFundsAvailableAt(paidAt).getTime();

/** The last moment a homeowner may cancel: 60 minutes after ordering. */
export const cancelDeadline = (orderedAt: Date | string | number): Date =>
  addMinutes(at(orderedAt), CANCEL_WINDOW_MINUTES);

/** True from the order time up to and including 60 minutes after it. */
export function withinCancelWindow(orderedAt: Date | string | number, now: Date | string | number): boolean {
  const t = at(now).getTime();
  return t >= at(orderedAt).getTime() && t <= cancelDeadline(orderedAt).getTime();
}

/** The last moment a return may be requested: 12 calendar days after delivery, same wall-clock time in LA. */
export const returnDeadline = (deliveredAt: Date | string | number): Date =>
  new Date(addDays(new TZDate(at(deliveredAt).getTime(), TIME_ZONE), RETURN_WINDOW_DAYS).getTime());

/** True from delivery up to and including 12 days after it. */
export function withinReturnWindow(
  deliveredAt: Date | string | number,
  now: Date | string | number,
): boolean {
  const t = at(now).getTime();
  return t >= at(deliveredAt).getTime() && t <= returnDeadline(deliveredAt).getTime();
}
