import { digitsOnly } from './digits.ts';

/**
 * US phone format (xxx) xxx-xxxx (spec point 9), built up digit by digit while it is typed and never ending
 * in punctuation, so Backspace always removes a digit. Ten digits give the full format; more than ten is not
 * a US number and comes back as plain digits (nothing is dropped). Cap input at 10 digits to type into it.
 */
export function formatUsPhone(value: string): string {
  const d = digitsOnly(value);
  if (d.length <= 3 || d.length > 10) return d;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
