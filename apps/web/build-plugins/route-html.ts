import type { Plugin } from 'vite';
import { staticGraph } from './chunk-graph.ts';

const PRELOAD = /<link rel="modulepreload"[^>]*href="\/?([^"]+\.js)"[^>]*>\s*/g;

/**
 * Writes `fileName` (e.g. visualize.html): the built index.html whose `<link rel="modulepreload">` are those
 * of the entry and of `modules` with what they import, so a visitor landing on that route downloads and
 * compiles them beside the entry instead of after the router asked for them — and not the home page's (index.html
 * preloads its chunk: preload-route.ts). The server sends it for the route's paths
 * (apps/server/src/plugins/spa.ts). Name only what the route's first paint needs: each preload shares the
 * connection with it (for /visualize not the 3-D chunk, 230 KB gzip, which the page starts once painted).
 */
export const routeHtml = (fileName: string, modules: string[]): Plugin => {
  let base = '/';
  return {
    name: 'route-html',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (!entry) return;
      const html = String(index.source).replace(PRELOAD, '');
      const scripts = new Set([...html.matchAll(/src="\/?([^"]+\.js)"/g)].map((m) => m[1]));
      const files = new Set(staticGraph(bundle, entry.fileName));
      for (const suffix of modules) {
        const chunk = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(suffix),
        );
        if (!chunk) {
          this.warn(`route-html: no chunk for ${suffix}`);
          continue;
        }
        staticGraph(bundle, chunk.fileName, files);
      }
      const links = [...files]
        .filter((file) => !scripts.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
        .join('');
      this.emitFile({ type: 'asset', fileName, source: html.replace('</head>', `${links}</head>`) });
    },
  };
};
