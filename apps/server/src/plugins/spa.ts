import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@app/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicOrigin } from '../lib/public-origin.ts';
import { loadPageRenderer } from '../ssr/page-renderer.ts';
import { pageServer } from '../ssr/serve-page.ts';

/** Repository root: relative WEB_DIST paths are read from here, whatever the working directory. */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** No inline or third-party script, so a token in browser storage is not readable by injected script. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' https:",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Remodel Market</title></head>
<body><h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.
The API is available under <a href="/api/docs">/api/docs</a>.</p></body></html>`;

/** Files of the build the server uses and never sends: the page frame and the render module (src/ssr). */
const SERVER_ONLY = /^\/(page\.html|server\/)/;

export const resolveWebDist = (webDist: string) => path.resolve(repoRoot, webDist);

/** The same-origin API reads a page makes first, by its path and query: named in its HTML so they start with it. */
export type PagePreloads = (pathname: string, query: URLSearchParams) => string[];

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<link rel="preload" as="fetch">` for each URL: the page's own fetch() of the same URL takes the answer. */
export const preloadLinks = (urls: readonly string[]) =>
  urls
    .map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}">`)
    .join('');

/**
 * Serves the built SPA from WEB_DIST; `fallback` answers index.html for client-side routes (history URLs),
 * and 404 for a missing file with an extension (a stale asset must not turn into a page). `preloads` names the
 * API reads a page starts with (e.g. /visualize's design), added to its HTML as preload links.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, preloads: PagePreloads = () => []) {
  const root = resolveWebDist(webDist);
  const built = existsSync(path.join(root, 'index.html'));
  // A route's own copy of index.html (apps/web/build-plugins/route-html.ts: visualize.html preloads the 3-D
  // chunk) is sent for that route's path, /visualize for visualize.html.
  const routeHtml = new Set(
    built
      ? readdirSync(root).filter((f) => f.endsWith('.html') && f !== 'index.html' && f !== 'page.html')
      : [],
  );
  // Storefront pages are drawn by the server (issue 23, src/ssr) when the build has its renderer.
  const renderer = built ? await loadPageRenderer(app, root) : null;
  const servePage = renderer && pageServer(app, renderer, publicOrigin(app));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: true,
      allowedPath: (pathName) => !SERVER_ONLY.test(pathName),
      // The build writes .br/.gz beside each text file (apps/web/build-plugins/precompress.ts): sent as is.
      preCompressed: true,
      // Our own Cache-Control below: immutable hashed assets, revalidated everything else.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  async function fallback(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0];
    if (path.extname(pathname) !== '') return reply.status(404).send({ message: MESSAGES.recordNotFound });
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    if (!built) return reply.status(200).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    if (servePage && (await servePage(request, reply))) return reply;
    reply.header('cache-control', 'no-cache');
    const own = `${pathname.replace(/^\/+|\/+$/g, '')}.html`;
    const file = routeHtml.has(own) ? own : 'index.html';
    const urls = preloads(pathname, new URLSearchParams(request.url.split('?')[1] ?? ''));
    if (urls.length === 0) return reply.sendFile(file);
    const html = await readFile(path.join(root, file), 'utf8');
    return reply
      .type('text/html; charset=utf-8')
      .send(html.replace('</head>', `${preloadLinks(urls)}</head>`));
  }
  // The wildcard file route would answer / with a directory refusal: the home page is the SPA too.
  if (built) app.get('/', { schema: { hide: true } }, fallback);
  return fallback;
}
