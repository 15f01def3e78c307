/**
 * The chosen showroom's ID, in a cookie beside the spec's `my_item` (issue 23), so the server can draw a page's
 * prices and header for it: the browser writes it whenever `my_item` changes; the server only reads it.
 */
export const SHOWROOM_COOKIE = 'showroom';

/** The cookie's lifetime: a chosen showroom is kept as long as `my_item` is (until it is cleared). */
export const SHOWROOM_COOKIE_DAYS = 365;

/**
 * A showroom ID's shape (pros/vsd-id.ts: 8 letters or digits), written out here: that module builds zod
 * schemas at load, and this one is in every page's first script (the browser's storage module).
 */
const SHAPE = /^[A-Za-z0-9]{8}$/;

/** A showroom ID read from a cookie or a URL, in capitals; null for anything that cannot be one. */
export function showroomIdOf(value: string | null | undefined): string | null {
  return typeof value === 'string' && SHAPE.test(value) ? value.toUpperCase() : null;
}
