import { TIME_ZONE } from '../shared/constants.ts';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A date as MM.DD.YYYY in the default time zone, America/Los_Angeles (spec point 9). A date-only string
 * ('2026-03-01') is that calendar day, not midnight UTC shifted back a day. Invalid input gives ''.
 */
export function formatDate(value: Date | string): string {
  const dateOnly = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim()) : null;
  if (dateOnly) return `${dateOnly[2]}.${dateOnly[3]}.${dateOnly[1]}`;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${get('month')}.${get('day')}.${get('year')}`;
}

const clock = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** A moment as 'MM.DD.YYYY h:mm AM PT' in the default time zone (the 24-hour verification promise). */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${clock.format(date)} PT`;
}

/** A moment's clock time in the default time zone, '3:05 PM' (a chat message's time under its day). */
export function formatClock(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : clock.format(date);
}
