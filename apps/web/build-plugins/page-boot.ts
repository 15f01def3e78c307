/**
 * The page's first reads of session storage, local storage and cookies, and the history entry's index that
 * React Router keeps in history.state (it writes { ...state, idx: 0 } when there is none): each is a
 * synchronous call to the browser process. Made by the router and the api client after the page was shown,
 * they took 5–50 ms (1× CPU) of the tasks that start the app, 8× that on the phone Lighthouse emulates. Made
 * here, as the page's parsing ends, they delay nothing a visitor sees (issue 23).
 */
const warmBrowserState = `if (history.state?.idx == null) history.replaceState({ ...history.state, idx: 0 }, '');
void document.cookie;
try {
  sessionStorage.getItem('');
  localStorage.getItem('');
} catch {
  // Storage refused (a privacy mode): the app reads it again and copes.
}`;

/** Module preload links the boot adds per task (each costs the browser ~0.5 ms at 1× CPU). */
const LINKS_PER_TASK = 6;

/**
 * What loads the app on a page the server drew (server-render.ts): after its first paint (a frame, then a task), the modules the
 * page preloaded and its screen's (a few per task), then its entry. Nothing painted needs them (the page is drawn and `inert` until hydrated),
 * so the HTML and the first paint do not share the line with 160 KB of code. The libraries the entry does not
 * reach back into (`early`: React DOM, the router) are evaluated first, each in a task of its own, so no single
 * evaluation holds the page for long.
 */
export const bootSource = (entry: string, preloads: readonly string[], early: readonly string[]) =>
  `${warmBrowserState}
const preloads = ${JSON.stringify(preloads)};
const early = ${JSON.stringify(early)};
// The chunks of the page's screen, listed by the server (src/ssr/screen-preloads.ts).
const screens = document.querySelector('meta[name="screen-modules"]')?.content.split(' ').filter(Boolean) ?? [];
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
let started = false;
const load = async () => {
  if (started) return;
  started = true;
  // A few links per task: adding one took ~0.5 ms (1× CPU) here, so the screen's twenty in the task that
  // starts the app held a phone's main thread for ~100 ms.
  const links = [...new Set([...preloads, ...screens])];
  for (let i = 0; i < links.length; i += ${LINKS_PER_TASK}) {
    for (const href of links.slice(i, i + ${LINKS_PER_TASK})) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    await nextTask();
  }
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
requestAnimationFrame(() => setTimeout(load));
// A tab opened in the background draws no frame until shown; it still loads.
setTimeout(load, 2000);
`;
