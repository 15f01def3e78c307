import { PAGE_MARKS as MARKS, PAGE_STATE_ID as STATE_ID } from '@app/domain/seo/page-frame';

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
