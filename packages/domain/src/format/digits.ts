/** Numeric-only helper (spec point 5): strips every non-digit. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

/** Decimal helper (spec point 5): digits and one dot, at most two decimals. */
export const decimalInput = (value: string) => {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole, ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, 2)}`;
};
