import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { READ_PRIMARY_HEADER } from '../plugins/read-your-writes.ts';
import { pageDocument } from './page-document.ts';

/**
 * A page request: path and query, the public origin, the showroom cookie as sent, and whether the browser
 * says it may have a cart (domain cart/cart-cookie.ts).
 */
export type PageRequest = {
  url: string;
  origin: string;
  showroomCookie: string | null;
  mayHaveCart: boolean;
};

type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
type Drawn = { status: number; head: string; body: string; state: string };
type NotDrawn = { redirect: string | null; status: number };

/** The web build's render module (apps/web/src/ssr/render-page.tsx, built to WEB_DIST/server/render-page.js). */
type RenderModule = {
  renderPage(page: PageRequest, api: ApiTransport): Promise<Drawn | NotDrawn>;
  pageKind(pathname: string): 'drawn' | 'unknown' | 'app';
};

export type PageRenderer = {
  kind: RenderModule['pageKind'];
  /** The whole document of a drawn page, or null when the route turned out not to be one (a redirect). */
  draw(page: PageRequest): Promise<{ status: number; html: string } | null>;
};

/** Headers a render never passes on: it draws for nobody in particular and records no view. */
const PRIVATE_HEADERS = new Set(['authorization', 'aiauthtoken', 'x-viewer-id', 'cookie']);

/**
 * The API as a render's queries call it: the same routes, answered in-process (app.inject), anonymous. The
 * page then holds exactly what the browser would have been answered.
 */
export function inProcessApi(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      if (!PRIVATE_HEADERS.has(name)) headers[name] = value;
    });
    // The page is cached under the generation read on the primary just before: drawn from the primary too.
    headers[READ_PRIMARY_HEADER] = '1';
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * Loads the web build's renderer and page frame (page.html) from `webRoot`, or null when the build has none
 * (a build from before server rendering, or none at all: the app's shell is served as before).
 */
export async function loadPageRenderer(app: FastifyInstance, webRoot: string): Promise<PageRenderer | null> {
  const file = path.join(webRoot, 'server', 'render-page.js');
  const frameFile = path.join(webRoot, 'page.html');
  if (!existsSync(file) || !existsSync(frameFile)) return null;
  const [module, frame] = await Promise.all([
    import(pathToFileURL(file).href) as Promise<RenderModule>,
    readFile(frameFile, 'utf8'),
  ]);
  const api = inProcessApi(app);
  return {
    kind: (pathname) => module.pageKind(pathname),
    async draw(page) {
      const drawn = await module.renderPage(page, api);
      if (!('body' in drawn)) return null;
      return { status: drawn.status, html: pageDocument(frame, drawn) };
    },
  };
}
