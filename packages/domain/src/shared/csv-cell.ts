/**
 * What starts a formula in a spreadsheet: = + - @, a tab or a carriage return (OWASP "CSV Injection"), and
 * their full-width forms, which some spreadsheets read as the same signs. A line feed is added: a cell
 * starting on a new line is as surprising, and harmless to neutralise.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
/** Spaces before a sign do not stop every spreadsheet from reading a formula. */
const SPACED_FORMULA = /^\s+[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A cell of an exported CSV that a spreadsheet shows as the text it is, never runs: a value that could start
 * a formula gets a leading apostrophe (OWASP's advice; the spreadsheet shows the text, the apostrophe is
 * visible in a text editor). Quoting is the CSV writer's job (every cell quoted, quotes doubled).
 * https://owasp.org/www-community/attacks/CSV_Injection
 */
export function csvSafeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) || SPACED_FORMULA.test(text) ? `'${text}` : text;
}
