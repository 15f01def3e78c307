/** Minimum quantity defaults to 1 (spec point 9). */
const minimumOf = (min: number | null | undefined) => (min && min > 0 ? Math.floor(min) : 1);

/** The quantity box starts at the larger of the minimum unit and the given quantity (spec point 4). */
export const initialQuantity = (min: number | null | undefined, given?: number | null) =>
  Math.max(minimumOf(min), given && given > 0 ? Math.floor(given) : 0);

/** A typed or stepped quantity never goes below the minimum unit; digits only. */
export function clampQuantity(typed: string | number, min: number | null | undefined): number {
  const digits = String(typed).replace(/\D+/g, '');
  return Math.max(minimumOf(min), digits ? Number(digits) : 0);
}

/**
 * The most units one cart line may hold. With any unit price below $900 million, a line total in cents
 * (unit × qty) stays a safe integer, so pricing never overflows (docs/decisions/0007-input-limits.md).
 */
export const MAX_LINE_QTY = 100_000;
