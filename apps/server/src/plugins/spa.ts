import { existsSync } from 'node:fs';
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

/**
 * Serves the built SPA from WEB_DIST; `fallback` answers a page the server draws (src/ssr), else index.html
 * for client-side routes (history URLs), and 404 for a missing file with an extension (a stale asset must not
 * turn into a page).
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const root = resolveWebDist(webDist);
  const built = existsSync(path.join(root, 'index.html'));
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
    return reply.sendFile('index.html');
  }
  // The wildcard file route would answer / with a directory refusal: the home page is the SPA too.
  if (built) app.get('/', { schema: { hide: true } }, fallback);
  return fallback;
}
