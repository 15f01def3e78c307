/**
 * The page frame a server-drawn page is written into (issue 23): the web build leaves these marks in page.html
 * (apps/web/build-plugins/server-render.ts), the server fills them (apps/server/src/ssr/page-document.ts), and
 * the browser reads the state back by its id (apps/web/src/lib/page-state.ts).
 */
export const PAGE_MARKS = { head: '<!--page-head-->', body: '<!--page-body-->', state: '<!--page-state-->' };

/** The id of the page's state, a JSON data block after #root. */
export const PAGE_STATE_ID = 'page-state';

/** The window event a drawn page's app sends once it has hydrated it, for the boot script to act on. */
export const PAGE_HYDRATED_EVENT = 'app:hydrated';

/**
 * Marks a drawn part whose content only the app can draw (the 3-D room's view): a page holding one starts
 * the app at once instead of on the visitor's first touch (apps/web/build-plugins/page-boot.ts).
 */
export const PAGE_NEEDS_APP_ATTRIBUTE = 'data-needs-app';
