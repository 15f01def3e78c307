/**
 * The most lines one cart (a guest's or an account's project) may hold. Every cart answer and every checkout
 * prices all of its lines, so the count is capped like the quantity of a line (MAX_LINE_QTY, 100,000) and the
 * size of extra_info (16 KB): a cart stays cheap to read, whoever fills it.
 */
export const MAX_CART_LINES = 500;

/** Said (422) when a write would take a cart past MAX_CART_LINES; the cart keeps what it had. */
export const CART_LINES_FULL = `A cart may hold at most ${MAX_CART_LINES} lines. Remove some before adding more.`;

/** Said (422) when adding a guest cart to a project would take it past MAX_CART_LINES; both keep their lines. */
export const MERGED_CART_TOO_LARGE = `Together these carts would hold more than ${MAX_CART_LINES} lines. Remove some lines from one of them first.`;

/** Whether a cart of `lines` lines is within the limit. */
export const cartLinesFit = (lines: number) => lines <= MAX_CART_LINES;
