import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type Bundle = Rolldown.OutputBundle;

/** A chunk's file and every chunk it imports statically (what the browser must fetch before it runs). */
function staticGraph(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const file of chunk.imports) staticGraph(bundle, file, seen);
  return seen;
}

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
