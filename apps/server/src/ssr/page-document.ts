/** The marks the web build leaves in page.html (apps/web/build-plugins/server-render.ts PAGE_MARKS). */
const MARKS = { head: '<!--page-head-->', body: '<!--page-body-->', state: '<!--page-state-->' };

/** The id main.tsx reads the state from (apps/web/src/lib/page-state.ts PAGE_STATE_ID). */
const STATE_ID = 'page-state';

/**
 * A drawn page's document: the frame with the page's head tags, its markup in #root and its state as a JSON
 * data block (not script: the CSP runs none inline; the JSON cannot close its element, page-state.ts). The
 * frame's own <title> and description give way to the page's. Each part is put in with a function, so a `$` in a product's
 * text is never read as a replacement pattern.
 */
export function pageDocument(frame: string, page: { head: string; body: string; state: string }) {
  return frame
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(MARKS.head, () => page.head)
    .replace(MARKS.body, () => page.body)
    .replace(MARKS.state, () => `<script type="application/json" id="${STATE_ID}">${page.state}</script>`);
}
