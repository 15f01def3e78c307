/**
 * Numbers as en-US shows them ("1,234", "1,234.5"), without Intl: the first Intl formatter a page makes loads
 * the browser's locale data, one long task (~35 ms, ~150 ms on a phone) in the middle of the page's start
 * (issue 23's blocking-time budget). Server and browser use these same functions, so hydration matches.
 */

/** Thousands separators in a string of digits: "1234567" → "1,234,567". */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole count: 25000 → "25,000" (a fraction is rounded half away from zero, as Intl does). */
export function formatCount(n: number): string {
  const whole = Math.round(Math.abs(n));
  return `${n < 0 && whole !== 0 ? '-' : ''}${grouped(String(whole))}`;
}

/** A number with at most `maxFractionDigits` decimals, trailing zeros dropped: 1234.567 → "1,234.57", 12.5 → "12.5". */
export function formatDecimal(n: number, maxFractionDigits = 2): string {
  const [whole, fraction = ''] = Math.abs(n).toFixed(maxFractionDigits).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const text = `${grouped(whole)}${trimmed ? `.${trimmed}` : ''}`;
  return n < 0 && text !== '0' ? `-${text}` : text;
}
