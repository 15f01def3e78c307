import type { HtmlTagDescriptor, Plugin } from 'vite';
import { staticGraph } from './chunk-graph.ts';

/**
 * Adds `<link rel="modulepreload">` to the built index.html for one lazy route's chunk and its static
 * imports, so that they download beside the entry instead of after it has run and the router asked for
 * them (one round trip and a download off the critical path of the landing page).
 * `moduleSuffix` names the route's module, e.g. 'src/features/static/routes/HomePage.tsx'.
 */
export const preloadRoute = (moduleSuffix: string): Plugin => {
  let base = '/';
  return {
    name: 'preload-route',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return [];
        const route = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(moduleSuffix),
        );
        if (!route) {
          this.warn(`preload-route: no chunk for ${moduleSuffix}; nothing preloaded`);
          return [];
        }
        const already = staticGraph(bundle, entry.fileName);
        return [...staticGraph(bundle, route.fileName)]
          .filter((file) => !already.has(file))
          .map(
            (file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head',
            }),
          );
      },
    },
  };
};
