import { formatCount } from '../format/number.ts';

/** Money is integer US cents, typed so a dollar float cannot slip in (product.md "Money"). */
export type Cents = number & { readonly __brand: 'Cents' };

export function cents(n: number): Cents {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number of cents: ${n}`);
  return n as Cents;
}

/** The one rounding rule for amounts in cents computed with fractions: half away from zero. */
export const roundHalfUp = (x: number): number => Math.sign(x) * Math.round(Math.abs(x));

/** value × bps / 10000, rounded half-up to a whole cent. Integer arithmetic, so no float drift. */
export function applyBps(amount: number, bps: number): Cents {
  const product = amount * bps;
  const whole = Math.trunc(product / 10_000);
  const rest = Math.abs(product % 10_000);
  return cents(whole + (rest >= 5_000 ? Math.sign(product) : 0));
}

export const toDollars = (c: number) => Math.round(c) / 100;

/** Dollars as an API or form gives them (2 decimals) to whole cents. */
export const fromDollars = (dollars: number): Cents => cents(Math.round(dollars * 100));

/** "$1,234.50" — US dollars with 2 decimals (spec point 9); a fraction of a cent rounds half away from zero. */
/** An amount a shopper pays nothing for shows as "Free" (shipping, a free sample), any other as formatUsd. */
export const freeOrUsd = (c: number): string => (c === 0 ? 'Free' : formatUsd(c));

export function formatUsd(c: number): string {
  const whole = Math.abs(roundHalfUp(c));
  const sign = c < 0 && whole !== 0 ? '-' : '';
  return `${sign}$${formatCount(Math.trunc(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}
