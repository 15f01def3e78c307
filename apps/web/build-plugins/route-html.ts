import type { Plugin } from 'vite';
import { staticGraph } from './chunk-graph.ts';

/**
 * Writes `fileName` (e.g. visualize.html): the built index.html with `<link rel="modulepreload">` for the
 * chunks of `modules` and what they import, so a visitor landing on that route downloads and compiles them
 * beside the entry instead of after the router asked for them. The server sends it for the route's paths
 * (apps/server/src/plugins/spa.ts). For /visualize this starts the 3-D chunk (three.js) ~0.5 s sooner.
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
      const html = String(index.source);
      const already = new Set([...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]));
      const files = new Set<string>();
      for (const suffix of modules) {
        const chunk = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(suffix),
        );
        if (!chunk) {
          this.warn(`route-html: no chunk for ${suffix}`);
          continue;
        }
        for (const file of staticGraph(bundle, chunk.fileName)) if (!already.has(file)) files.add(file);
      }
      const links = [...files]
        .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
        .join('');
      this.emitFile({ type: 'asset', fileName, source: html.replace('</head>', `${links}</head>`) });
    },
  };
};
