/**
 * What loads the app on a page the server drew (server-render.ts): after its first paint (a frame, then a task), the modules the
 * page preloaded and then its entry. Nothing painted needs them (the page is drawn and `inert` until hydrated),
 * so the HTML and the first paint do not share the line with 160 KB of code. The libraries the entry does not
 * reach back into (`early`: React DOM, the router) are evaluated first, each in a task of its own, so no single
 * evaluation holds the page for long.
 */
export const bootSource = (entry: string, preloads: readonly string[], early: readonly string[]) =>
  `const preloads = ${JSON.stringify(preloads)};
const early = ${JSON.stringify(early)};
let started = false;
const load = async () => {
  if (started) return;
  started = true;
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  try {
    for (const href of early) {
      await import(href);
      await new Promise((resolve) => setTimeout(resolve));
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
