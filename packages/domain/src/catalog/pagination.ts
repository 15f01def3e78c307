/** A typed page above the last page is clamped to the last page (spec point 4); digits only, at least 1. */
export function clampPage(typed: string | number, lastPage: number): number {
  const digits = String(typed).replace(/\D+/g, '');
  const page = digits ? Number(digits) : 1;
  return Math.min(Math.max(page, 1), Math.max(lastPage, 1));
}
