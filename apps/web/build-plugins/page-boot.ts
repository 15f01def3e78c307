import {
  PAGE_HYDRATED_EVENT,
  PAGE_NEEDS_APP_ATTRIBUTE,
} from '../../../packages/domain/src/seo/page-frame.ts';
import { STORAGE_KEYS, VISUALIZER_KEYS } from '../src/lib/storage-keys.ts';

/**
 * The page's first reads of session storage, local storage and cookies, and the history entry's index that
 * React Router keeps in history.state (it writes { ...state, idx: 0 } when there is none): each is a
 * synchronous call to the browser process. Made by the router and the api client after the page was shown,
 * they took 5–50 ms (1× CPU) of the tasks that start the app, 8× that on the phone Lighthouse emulates. Made
 * first when the app starts to load (its code is still on the way), they delay nothing a visitor sees; a
 * visitor who never reaches for the page never pays for them (issue 23).
 */
const warmBrowserState = `if (history.state?.idx == null) history.replaceState({ ...history.state, idx: 0 }, '');
void document.cookie;
try {
  sessionStorage.getItem('');
  localStorage.getItem('');
} catch {
  // Storage refused (a privacy mode): the app reads it again and copes.
}`;

/**
 * What the server cannot see of a visitor, kept in local storage (spec point 3): a session, an AI session, a
 * cart, a viewer's history (the Recently viewed row), the layout and the 3-D room's draft and style answers.
 * A page drawn for a visitor who has any of them has parts to fill in at once.
 */
export const VISITOR_STATE_KEYS = [
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.AIauthToken,
  STORAGE_KEYS.cart_id,
  STORAGE_KEYS.recently_viewed,
  STORAGE_KEYS.newLayout,
  VISUALIZER_KEYS.visual_design,
  VISUALIZER_KEYS.style_profile,
] as const;

/**
 * Whether the page must become the app's at once: it holds a part only the app draws
 * (PAGE_NEEDS_APP_ATTRIBUTE), or the visitor has state the server could not draw
 * (VISITOR_STATE_KEYS), or a stored showroom (`my_item`) other than the one the `showroom` cookie made the
 * server draw the prices for. Storage that throws: at once, as before.
 */
const visitorStateCheck = (showroomCookie: string) => `const needsAppNow = () => {
  // A part only the app draws (the 3-D room): the page is not whole without it.
  if (document.querySelector('#root [${PAGE_NEEDS_APP_ATTRIBUTE}]')) return true;
  try {
    if (${JSON.stringify(VISITOR_STATE_KEYS)}.some((key) => localStorage.getItem(key) !== null)) return true;
    const stored = JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.my_item)}) ?? 'null');
    const mine = typeof stored?.vsd_id === 'string' ? stored.vsd_id : null;
    const cookie = document.cookie.match(/(?:^|; )${showroomCookie}=([^;]*)/)?.[1];
    return mine !== (cookie === undefined ? null : decodeURIComponent(cookie));
  } catch {
    return true;
  }
};`;

/**
 * Until the app has hydrated, a click or a form's submission on the drawn page is held (its default and
 * every listener stopped) and done again once the app answers: the last click on its element, a submission
 * by requestSubmit. Text typed meanwhile is noted per field (hydration puts a controlled field back to the
 * app's empty state) and given back as an input (through the value setter React does not watch, so React's
 * own tracker sees the change and calls onChange), before the held click or submission is done again. What
 * the pointer is over and what has the focus are announced too (mouseover, pointerover, focusin: React
 * derives its enter and focus events from them), so a menu that opens on hover or focus opens.
 */
const heldInput = `const root = document.getElementById('root');
let heldClick = null;
let heldSubmit = null;
const hold = (event) => {
  if (!root?.contains(event.target) || root.hasAttribute('data-hydrated')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (event.type === 'click') heldClick = event.target;
  else heldSubmit = event.target;
};
addEventListener('click', hold, true);
addEventListener('submit', hold, true);
let hovered = null;
const hover = (event) => {
  hovered = event.target;
};
addEventListener('mouseover', hover, true);
// Text typed before the app answers, by field: hydration puts a controlled field back to the app's state.
const typed = new Map();
const isText = (field) =>
  (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'submit', 'button', 'hidden'].includes(field.type)) ||
  field instanceof HTMLTextAreaElement;
const type = (event) => {
  if (root?.contains(event.target) && isText(event.target)) typed.set(event.target, event.target.value);
};
addEventListener('input', type, true);
// React hydrates the page's Suspense boundaries in tasks after the first commit (which sends the event): what
// is given back waits for the browser to be idle, so it reaches components React has taken over.
const whenSettled = (give) => (window.requestIdleCallback ? requestIdleCallback(give, { timeout: 1000 }) : setTimeout(give, 200));
addEventListener(${JSON.stringify(PAGE_HYDRATED_EVENT)}, () => whenSettled(() => {
  removeEventListener('click', hold, true);
  removeEventListener('submit', hold, true);
  removeEventListener('mouseover', hover, true);
  if (hovered?.isConnected && root.contains(hovered) && hovered.matches(':hover')) {
    hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, view: window }));
  }
  const focused = document.activeElement;
  if (focused && focused !== document.body && root.contains(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  removeEventListener('input', type, true);
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // A task later, so the fields' new values are React's state before a submission reads them.
  setTimeout(() => {
    if (heldSubmit?.isConnected) heldSubmit.requestSubmit();
    else if (heldClick?.isConnected)
      // Dispatched, not .click(): the target may be an SVG's path inside a button, which has no click().
      heldClick.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  });
}), { once: true });`;

/** Module preload links the boot adds per task (each costs the browser ~0.5 ms at 1× CPU). */
const LINKS_PER_TASK = 6;

/**
 * Events that mean the visitor is about to use the page: a touch or press, a key, the focus moving into it,
 * the mouse over it, a scroll of the page (parts further down, such as the home page's category tiles, are
 * asked for as they near the screen). A list's own scroll is not one: a snapping product rail scrolls by
 * itself as its pictures load (a visitor's swipe of it starts with a touch).
 */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover', 'wheel', 'scroll'];

/**
 * The drawn page's videos play by themselves (autoplay, muted): the server cannot know a visitor who asked for
 * reduced motion, so for them they stop here, and the app (features/home HeroVideo) takes the page over at
 * once to say so on its Play button.
 */
const reducedMotion = `const stillVideos = () => {
  if (!matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  const videos = document.querySelectorAll('#root video[autoplay]');
  for (const video of videos) {
    video.autoplay = false;
    video.pause();
  }
  return videos.length > 0;
};`;

/**
 * What loads the app on a page the server drew (server-render.ts). The page is complete without it: links,
 * text, pictures and prices are in the HTML. Its code (160 KB gzip and ~2 s of a phone's main thread) runs:
 * - at once (after the first paint) for a visitor with state the server could not draw (needsAppNow);
 * - otherwise when the visitor first reaches for the page (INTERACTIONS), so a visitor who only reads, and
 *   a search engine, never pay for it.
 * A click or submission before the app answers is held and done again after (heldInput). Loading: the modules
 * the page preloaded and its screen's (a few links per task), then the libraries the entry does not reach back
 * into (`early`: React DOM, the router), each in a task of its own, then the entry.
 */
export const bootSource = (
  entry: string,
  preloads: readonly string[],
  early: readonly string[],
  showroomCookie: string,
) =>
  `${reducedMotion}
${visitorStateCheck(showroomCookie)}
${heldInput}
const preloads = ${JSON.stringify(preloads)};
const early = ${JSON.stringify(early)};
// The chunks of the page's screen, listed by the server (src/ssr/screen-preloads.ts).
const screens = document.querySelector('meta[name="screen-modules"]')?.content.split(' ').filter(Boolean) ?? [];
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
// The page's modules and its screen's, listed once.
const links = () => [...new Set([...preloads, ...screens])];
/** Adds a link per file, perTask at a time: adding one took ~0.5–2 ms (1× CPU) here. */
const addLinks = async (rel, perTask, pause) => {
  for (const [i, href] of links().entries()) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
    if (i % perTask === perTask - 1) await pause();
  }
};
let started = false;
const load = async (event) => {
  if (started || (event?.type === 'scroll' && event.target !== document)) return;
  started = true;
  for (const type of ${JSON.stringify(INTERACTIONS)}) removeEventListener(type, load, true);
  ${warmBrowserState}
  await addLinks('modulepreload', ${LINKS_PER_TASK}, nextTask);
  try {
    for (const href of early) {
      await import(href);
      await nextTask();
    }
  } finally {
    // A library that failed to load is the entry's to report (the app's chunk-error page), not a reason to stop.
    await import(${JSON.stringify(entry)});
  }
};
if (stillVideos() || needsAppNow()) {
  requestAnimationFrame(() => setTimeout(load));
  // A tab opened in the background draws no frame until shown; it still loads.
  setTimeout(load, 2000);
} else {
  // Nothing more until then: even adding prefetch links took 12-36 ms a pair (1× CPU) here, blocking time on a phone.
  for (const type of ${JSON.stringify(INTERACTIONS)}) addEventListener(type, load, { capture: true, passive: true });
}
`;
