/** Moved to format/: re-exported so existing imports keep working. */
export { decimalInput, digitsOnly } from '../format/digits.ts';
export { formatUsPhone } from '../format/us-phone.ts';

/** full_name is also sent split: first_name = first word, last_name = the rest (spec point 3). */
export const splitFullName = (fullName: string) => {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { first_name: words[0] ?? '', last_name: words.slice(1).join(' ') };
};
