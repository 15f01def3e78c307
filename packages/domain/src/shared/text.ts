/** Numeric-only helper (spec point 5): strips every non-digit. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '');

/** Decimal helper: one dot, at most two decimals. */
export const decimalInput = (value: string) => {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole, ...rest] = cleaned.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, 2)}`;
};

/** US phone format (xxx) xxx-xxxx; anything not 10 digits is returned as typed digits. */
export const formatUsPhone = (value: string) => {
  const d = digitsOnly(value);
  if (d.length !== 10) return d;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
};

/** full_name is also sent split: first_name = first word, last_name = the rest (spec point 3). */
export const splitFullName = (fullName: string) => {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { first_name: words[0] ?? '', last_name: words.slice(1).join(' ') };
};
