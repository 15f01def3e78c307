import type { PageCache, PageEntry, PageGeneration } from './page-cache.ts';
import { pageEtag } from './page-etag.ts';

/** Where the storefront generation comes from (storefront-generation.repository.ts, bound to a database). */
export type GenerationSource = {
  /** The generation now: cached pages are compared with it. */
  current(): Promise<PageGeneration>;
  /** The generation a render about to start may be cached under; null while a storefront write commits. */
  settled(): Promise<PageGeneration | null>;
};

export type RenderedPage = { status: number; html: string };

/** A page to answer with, and whether it came from the cache or was rendered for this request (or a concurrent one). */
export type ServedPage = { entry: PageEntry; source: 'cache' | 'render' };

/** Pages other requests may be given: found or not found, never an error of the moment. */
const cacheableByDefault = (page: RenderedPage) => page.status === 200 || page.status === 404;

/**
 * Serves pages through the cache: a hit at the current generation, else one render per key at a time
 * (concurrent misses of a key share it, so a burst on a page costs one render). The generation a render is
 * cached under is read before the render starts, so the render sees every write up to it; a render that
 * starts while a storefront write is committing is served but not kept.
 */
export function cachedPages(
  cache: PageCache,
  generations: GenerationSource,
  cacheable: (page: RenderedPage) => boolean = cacheableByDefault,
) {
  const rendering = new Map<string, Promise<PageEntry>>();

  const renderOnce = async (key: string, now: PageGeneration, render: () => Promise<RenderedPage>) => {
    const settled = await generations.settled();
    const page = await render();
    const entry: PageEntry = { ...page, generation: settled ?? now, etag: pageEtag(page.html) };
    if (settled !== null && cacheable(page)) cache.set(key, entry);
    return entry;
  };

  return async function page(key: string, render: () => Promise<RenderedPage>): Promise<ServedPage> {
    const now = await generations.current();
    const hit = cache.get(key, now);
    if (hit) return { entry: hit, source: 'cache' };
    const flightKey = `${String(now)}\u0000${key}`;
    let flight = rendering.get(flightKey);
    if (!flight) {
      flight = renderOnce(key, now, render).finally(() => rendering.delete(flightKey));
      rendering.set(flightKey, flight);
    }
    return { entry: await flight, source: 'render' };
  };
}
