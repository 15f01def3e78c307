import { NUL_MESSAGE } from '../shared/input-limits.ts';
import { STYLES } from './styles.ts';

/**
 * How one CSV cell of a catalogue import is read (catalog-import.ts): what a spreadsheet writes (dollars,
 * lists split by `|`, numbers as text) becomes what the vendor product schema reads. A cell that cannot be
 * read gives its message here; everything else is judged by the schema, as the form's fields are.
 */

/** Cells a spreadsheet would run as a formula when the catalogue is opened again (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

export const formulaMessage = (label: string) =>
  `The ${label} must not start with =, +, -, @ or a tab (a spreadsheet would run it as a formula).`;

/** A cell PostgreSQL could not store (NUL) or a spreadsheet would run (formula): its message, else null. */
export function unsafeCell(value: string, label: string, isText: boolean): string | null {
  if (value.includes('\u0000')) return NUL_MESSAGE(label);
  if (isText && FORMULA_START.test(value.trim())) return formulaMessage(label);
  return null;
}

/** A list cell: `White|Gold` → ['White', 'Gold'] (blank parts dropped). */
export const listCell = (value: string): string[] =>
  value
    .split('|')
    .map((v) => v.trim())
    .filter(Boolean);

const STYLE_BY_LOWER = new Map(STYLES.map((s) => [s.toLowerCase(), s]));

/** Style tags as the vendor typed them, matched to the catalogue's spelling when only the case differs. */
export const styleTagsCell = (value: string): string[] =>
  listCell(value).map((tag) => STYLE_BY_LOWER.get(tag.toLowerCase()) ?? tag);

/** Dollars as spreadsheets write them: "12", "12.5", "$1,234.56"; never "1e3", "0x10" or "-5". */
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,12})(?:\.(\d{1,2}))?$/;

export const PRICE_REQUIRED = 'The price field is required.';
export const PRICE_NOT_DOLLARS = 'The price must be an amount in dollars (at most 2 decimals).';

/** A price cell in dollars → integer cents, or the message saying why it is not a price. */
export function dollarsToCents(value: string): { cents: number } | { error: string } {
  const text = value.trim();
  if (text === '') return { error: PRICE_REQUIRED };
  const match = DOLLARS.exec(text);
  if (!match) return { error: PRICE_NOT_DOLLARS };
  const whole = Number(match[1].replaceAll(',', ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return { cents: whole * 100 + fraction };
}

/** A plain decimal ("0.125", "12"): a number; anything else is left as text for the schema to refuse. */
const DECIMAL = /^-?\d{1,6}(\.\d{1,6})?$/;
export const numberCell = (value: string): number | string | undefined => {
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL.test(text) ? Number(text) : text;
};

/** A text cell: trimmed, blank → undefined (the schema's "absent"). */
export const textCell = (value: string | undefined): string | undefined => {
  const text = (value ?? '').trim();
  return text === '' ? undefined : text;
};
