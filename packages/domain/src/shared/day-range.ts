import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { TIME_ZONE } from './constants.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a real calendar day (not 2026-02-30) between the years 2000 and 2999. */
export function isCalendarDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const [y, mo, d] = m.slice(1).map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && y <= 2999 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The first moment of a calendar day in the default time zone (America/Los_Angeles, spec point 9). */
export function startOfDay(day: string, tz = TIME_ZONE): Date {
  const [y, mo, d] = day.split('-').map(Number);
  return new Date(new TZDate(y, mo - 1, d, tz).getTime());
}

/** The first moment after a calendar day in the default time zone (a 23- or 25-hour day stays whole). */
export function endOfDay(day: string, tz = TIME_ZONE): Date {
  const [y, mo, d] = day.split('-').map(Number);
  return new Date(new TZDate(y, mo - 1, d + 1, tz).getTime());
}

/** A day filter of a list's query ('' is no filter): "The {label} must be a date (YYYY-MM-DD).". */
export const dayField = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .refine(isCalendarDay, { error: `The ${label} must be a date (YYYY-MM-DD).` })
      .optional(),
  );

export const DAY_ORDER_MESSAGE = 'The to date must be on or after the from date.';

/** The days of a `from`–`to` filter as moments: `since` inclusive, `before` exclusive (null: open). */
export const dayRange = (q: { from?: string; to?: string }) => ({
  since: q.from ? startOfDay(q.from) : null,
  before: q.to ? endOfDay(q.to) : null,
});

/** Refinement of a query with `from` and `to`: `to` before `from` is a 422 on `to`. */
export function checkDayOrder(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (q.from && q.to && q.to < q.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: DAY_ORDER_MESSAGE });
}
