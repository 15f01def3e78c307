const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c]);

const LINK = /https?:\/\/[^\s<>"']+/g;

/** Escapes plain text and turns its http(s) URLs into links, so mailed links are clickable in the mailbox. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const at = match.index ?? 0;
    html += escapeHtml(text.slice(last, at));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = at + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
