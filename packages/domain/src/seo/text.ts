/** Escapes text for an HTML or XML attribute value or text node (both quote styles, so any context is safe). */
export const escapeMarkup = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Search engines show about this many characters of a description; more is cut off mid-word by them. */
export const DESCRIPTION_MAX = 160;

/**
 * A meta description: whitespace collapsed, cut at the last word boundary within `max` characters with an
 * ellipsis (a single word longer than `max` is cut at `max`).
 */
export function trimDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const head = chars.slice(0, max - 1).join('');
  // The head ends on a word boundary when the next character is the space after it.
  const cut = chars[max - 1] === ' ' ? head.length : head.lastIndexOf(' ');
  const words = (cut > 0 ? head.slice(0, cut) : head).replace(/[\s,;:.!?-]+$/, '');
  return `${words}…`;
}
