import { addDays, addMonths } from 'date-fns';

/**
 * The end of the monthly period that starts at `periodStart`, counted from the subscription's anchor (its first
 * day): the first anchor + n months after the start, so a 31st keeps coming back (Jan 31 → Feb 28 → Mar 31).
 */
export function periodEndOf(anchor: Date, periodStart: Date): Date {
  for (let n = 1; n < 1200; n++) {
    const end = addMonths(anchor, n);
    if (end.getTime() > periodStart.getTime()) return end;
  }
  throw new Error('period out of range');
}

/**
 * When a renewal that failed `failures` times is charged again: `retryDays` after its due date; null when
 * the retries are spent (the subscription lapses).
 */
export function nextRetryAt(dueAt: Date, failures: number, retryDays: readonly number[]): Date | null {
  const days = retryDays[failures - 1];
  return days === undefined ? null : addDays(dueAt, days);
}

/**
 * The invoice number: the subscription and the invoice's place among its invoices (1 for the first period), as
 * made under the subscription's lock — the same whichever node makes it.
 */
export function invoiceNumber(subscriptionId: number, sequence: number): string {
  return `INV-${String(subscriptionId).padStart(5, '0')}-${String(sequence).padStart(3, '0')}`;
}
