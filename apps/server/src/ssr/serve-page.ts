import { mayHaveCart } from '@app/domain/cart/cart-cookie';
import { SHOWROOM_COOKIE, showroomIdOf } from '@app/domain/showrooms/showroom-cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedPages } from './cached-pages.ts';
import { createPageCache } from './page-cache.ts';
import { etagMatches } from './page-etag.ts';
import type { PageRenderer } from './page-renderer.ts';
import { pageEncodingFor } from './page-variants.ts';
import { settledStorefrontGeneration, storefrontGeneration } from './storefront-generation.repository.ts';

/**
 * How long a drawn page is kept (issue 23: "a short lifetime"): any storefront write drops it sooner
 * (the storefront generation, decisions/0028); this bounds what a write the triggers do not see could leave.
 */
export const PAGE_TTL_MS = 60_000;
/** The cache's size: the pages and their compressed copies (a product page is ~60 KB, ~12 KB compressed). */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** The chosen showroom's ID from the request's cookies, or null (the server only reads it). */
function showroomCookieOf(header: string | undefined): string | null {
  for (const part of header?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === SHOWROOM_COOKIE) return showroomIdOf(decodeURIComponent(value.join('=')));
  }
  return null;
}

/**
 * Answers a storefront page drawn (issue 23): from the cache when this page was drawn for this showroom since
 * the storefront last changed, else drawn now; sent in the encoding the browser takes, with its ETag (a repeat
 * visit gets 304). Returns false when the path is not a page the server draws: the caller sends the app's shell.
 * (A boolean, not the reply: a reply is thenable, and awaiting it waits for the answer to be sent.)
 */
export function pageServer(
  app: FastifyInstance,
  renderer: PageRenderer,
  origin: (r: FastifyRequest) => string,
) {
  const cache = createPageCache({ maxBytes: PAGE_CACHE_BYTES, ttlMs: PAGE_TTL_MS });
  const pages = cachedPages(cache, {
    current: () => storefrontGeneration(app.db),
    settled: () => settledStorefrontGeneration(app.db),
  });

  return async function servePage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0];
    const kind = renderer.kind(pathname);
    if (kind === 'app') return false;
    // Unknown paths go to the not-found page (spec point 2), which answers 404.
    if (kind === 'unknown') {
      reply.redirect('/404', 302);
      return true;
    }

    const showroomCookie = showroomCookieOf(request.headers.cookie);
    const cart = mayHaveCart(request.headers.cookie);
    const page = { url: request.url, origin: origin(request), showroomCookie, mayHaveCart: cart };
    // The origin is part of the key: without APP_URL it comes from the request, and one Host must never
    // see another's canonical links. A browser with no cart gets /cart drawn empty, the others loading.
    const key = `${page.origin}${page.url}\u0000${showroomCookie ?? ''}\u0000${cart ? 'cart' : ''}`;
    let redirect = false;
    const { entry, source } = await pages(key, async () => {
      const drawn = await renderer.draw(page);
      if (drawn) return drawn;
      redirect = true;
      return { status: 500, html: '' };
    });
    if (redirect) return false;
    const variant = await cache.variant(entry, pageEncodingFor(request.headers['accept-encoding']));
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .header('etag', variant.etag)
      .header('x-page-cache', source === 'cache' ? 'hit' : 'miss');
    if (entry.status === 200 && etagMatches(request.headers['if-none-match'], variant.etag)) {
      reply.status(304).send();
      return true;
    }
    if (variant.encoding !== 'identity') reply.header('content-encoding', variant.encoding);
    reply.status(entry.status).type('text/html; charset=utf-8').send(variant.body);
    return true;
  };
}
