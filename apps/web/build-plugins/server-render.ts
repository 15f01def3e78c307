import path from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { screenModules, staticGraph } from './chunk-graph.ts';
import { bootSource } from './page-boot.ts';

const ROOT_DIV = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+\.js)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+\.js)"[^>]*>\s*/g;

import { PAGE_MARKS } from '../../../packages/domain/src/seo/page-frame.ts';
import { SHOWROOM_COOKIE } from '../../../packages/domain/src/showrooms/showroom-cookie.ts';

/** The folder of the server's render module inside the build (the server never serves it as a file). */
export const SERVER_DIR = 'server';

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
 * Server rendering's two build outputs (issue 23):
 * - `server/render-page.js`: `entry` (src/ssr/render-page.tsx) built for Node with every library inside it,
 *   so the server imports it from any WEB_DIST; React in its production build.
 * - `fileName` (page.html): the built index.html as the frame of a drawn page. Its stylesheet is inline, its
 *   module preloads and entry are loaded by a small boot script after the first paint (page-boot.ts), and it
 *   has marks for the page's head tags, its markup (in #root) and its state.
 * The drawn markup may contain no executable script: the page's CSP allows none inline.
 */
export const serverRender = (entry: string, fileName = 'page.html'): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'server-render',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved: (resolved) => {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      if (!html.includes(ROOT_DIV)) this.error(`server-render: index.html has no ${ROOT_DIV}`);
      const base = config.base;
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: entry,
          outDir: path.resolve(config.build.outDir, SERVER_DIR),
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
          minify: false,
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      const appEntry = html.match(ENTRY_SCRIPT)?.[1];
      if (!appEntry) this.error('server-render: index.html has no module script');
      const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
      const entryFile = appEntry.slice(base.length);
      const early = preloads.filter((href) => !staticGraph(bundle, href.slice(base.length)).has(entryFile));
      // Each screen's chunks beyond what the boot preloads, for the server to list in the pages it draws.
      this.emitFile({
        type: 'asset',
        fileName: `${SERVER_DIR}/screen-modules.json`,
        source: JSON.stringify(screenModules(bundle, entryFile, path.resolve(config.root, 'src/app'), base)),
      });
      const boot = this.emitFile({
        type: 'asset',
        name: 'page-boot.js',
        source: bootSource(appEntry, preloads, early, SHOWROOM_COOKIE),
      });
      const bootTag = `<script type="module" src="${base}${this.getFileName(boot)}"></script>`;
      const page = inlineStylesheets(html, bundle, base)
        .replace(MODULE_PRELOAD, '')
        .replace(ENTRY_SCRIPT, bootTag)
        .replace('</head>', `${PAGE_MARKS.head}</head>`)
        .replace(ROOT_DIV, `<div id="root">${PAGE_MARKS.body}</div>${PAGE_MARKS.state}`);
      this.emitFile({ type: 'asset', fileName, source: page });
    },
  };
};
