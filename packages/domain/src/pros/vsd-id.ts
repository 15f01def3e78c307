import { z } from 'zod';

/** A showroom ID (`vsd_id`, spec point 1): 8 letters or digits, shown and matched in capitals. */
export const VSD_ID_LENGTH = 8;
export const VSD_ID_MESSAGE = `The showroom ID must be ${VSD_ID_LENGTH} letters or digits.`;
export const VSD_ID_TAKEN = 'This showroom ID is already taken.';

export const vsdIdField = z
  .string({ error: VSD_ID_MESSAGE })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8}$/, VSD_ID_MESSAGE));

/** The company name's letters and digits in capitals, accents dropped: 'Café Nord & Co.' → 'CAFENORDCO'. */
const stemOf = (companyName: string) =>
  companyName
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/**
 * Showroom IDs to suggest for a company, best first: its first 8 letters and digits, then its first letters
 * (at most 6) numbered 01, 02… (a name with fewer letters gets more digits; one with none, 'SHOWROOM').
 * The server offers the first one nobody holds.
 */
export function vsdIdCandidates(companyName: string, count = 20): string[] {
  const stem = stemOf(companyName) || 'SHOWROOM';
  const candidates = stem.length >= VSD_ID_LENGTH ? [stem.slice(0, VSD_ID_LENGTH)] : [];
  const head = stem.slice(0, 6);
  const digits = VSD_ID_LENGTH - head.length;
  for (let n = 1; candidates.length < count && n < 10 ** digits; n++)
    candidates.push(`${head}${String(n).padStart(digits, '0')}`);
  return candidates;
}
