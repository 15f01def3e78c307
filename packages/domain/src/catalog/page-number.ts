/*
 * In a module of its own, without zod: the storefront's pagination control reads it, and pagination.ts builds
 * zod schemas at load (a page's first scripts would carry zod for one function).
 */

/** A typed page above the last page is clamped to the last page (spec point 4); digits only, at least 1. */
export function clampPage(typed: string | number, lastPage: number): number {
  const digits = String(typed).replace(/\D+/g, '');
  const page = digits ? Number(digits) : 1;
  return Math.min(Math.max(page, 1), Math.max(lastPage, 1));
}
