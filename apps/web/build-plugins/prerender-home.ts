import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { staticGraph } from './chunk-graph.ts';

/** Where the render module is built: inside the app, so its bare imports (react, react-router) resolve. */
const OUT_DIR = 'node_modules/.prerender';
const ROOT_DIV = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;

const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+\.js)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+\.js)"[^>]*>\s*/g;

/**
 * What loads the app on the prerendered page: after its first paint (a frame, then a task), the modules the
 * page preloaded and then its entry. Nothing painted needs them (the page is drawn and `inert` until hydrated),
 * so the HTML and the first paint do not share the line with 160 KB of code. The libraries the entry does not
 * reach back into (`early`: React DOM, the router) are evaluated first, each in a task of its own, so no single
 * evaluation holds the page for long.
 */
const bootSource = (entry: string, preloads: readonly string[], early: readonly string[]) =>
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

/**
 * The page's stylesheets written into it: the first paint then waits for the HTML alone, not for a CSS
 * request that shares the line with the app's code (~0.5 s on Lighthouse's mobile network).
 */
function inlineStylesheets(html: string, bundle: Rolldown.OutputBundle, base: string) {
  return html.replace(STYLESHEET, (link, href: string) => {
    const asset = bundle[href.slice(base.length)];
    if (asset?.type !== 'asset' || /<\/style/i.test(String(asset.source))) return link;
    return `<style>${String(asset.source)}</style>`;
  });
}

/**
 * Writes `fileName` (home.html): the built index.html with the home page drawn inside #root, so a visitor's
 * first paint is the hero and its headline instead of an empty page waiting for the app's code (Lighthouse's
 * largest paint went from ~2.7 s to the first paint). `entry` exports `renderHome(origin)`
 * (src/prerender/home.tsx); it is built for Node with this same config and run once here. The server sends
 * the file for / only (apps/server/src/plugins/spa.ts); main.tsx hydrates it. The render must contain no
 * script: the page's Content-Security-Policy allows none inline.
 */
export const prerenderHome = (entry: string, fileName = 'home.html'): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'prerender-home',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved: (resolved) => {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      if (!html.includes(ROOT_DIV)) this.error(`prerender-home: index.html has no ${ROOT_DIV}`);
      const outDir = path.resolve(config.root, OUT_DIR);
      const base = config.base;
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: entry,
          outDir,
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
          minify: false,
        },
      });
      try {
        const name = path.basename(entry).replace(/\.tsx?$/, '.js');
        const module = await import(`${pathToFileURL(path.join(outDir, name)).href}?${Date.now()}`);
        const body: string = await module.renderHome('http://localhost');
        if (/<script/i.test(body)) this.error('prerender-home: the home page rendered a <script>');
        const appEntry = html.match(ENTRY_SCRIPT)?.[1];
        if (!appEntry) this.error('prerender-home: index.html has no module script');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
        const entryFile = appEntry.slice(base.length);
        const early = preloads.filter((href) => !staticGraph(bundle, href.slice(base.length)).has(entryFile));
        const source = bootSource(appEntry, preloads, early);
        const boot = this.emitFile({ type: 'asset', name: 'home-boot.js', source });
        const bootTag = `<script type="module" src="${base}${this.getFileName(boot)}"></script>`;
        const page = inlineStylesheets(html, bundle, base)
          .replace(MODULE_PRELOAD, '')
          .replace(ENTRY_SCRIPT, bootTag)
          // inert until main.tsx has hydrated it: a tap or a keystroke before then would be lost, not half-done.
          .replace(ROOT_DIV, `<div id="root" inert>${body}</div>`);
        this.emitFile({ type: 'asset', fileName, source: page });
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
    },
  };
};
