import { dollarsToCents } from '../catalog/catalog-import-cells.ts';

export const RATE_NOT_DOLLARS = 'The rate must be an amount in dollars, like 12.50 (at most 2 decimals).';

/**
 * A rate as the pro types it on /pro/rates ("12.50", "$1,200") in whole cents, read as the catalogue import
 * reads a price (exactly, never through a float); blank is no rate, so no labour line is drafted for the trade.
 */
export function typedRateCents(typed: string): { cents: number | null } | { error: string } {
  if (typed.trim() === '') return { cents: null };
  const read = dollarsToCents(typed);
  return 'cents' in read ? read : { error: RATE_NOT_DOLLARS };
}
