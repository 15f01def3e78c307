import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, type PageEntry } from './page-cache.ts';
import { etagMatches, pageEtag } from './page-etag.ts';
import { pageEncodingFor } from './page-variants.ts';

const page = (html: string, generation: bigint | string = '7', status = 200): PageEntry => ({
  status,
  html,
  generation,
  etag: pageEtag(html),
});

/** A page of about `kb` kilobytes of storefront-like HTML. */
const htmlOf = (kb: number, label = 'Calacatta Gold Porcelain Tile') =>
  `<!doctype html><html><body>${`<li class="card"><a href="/product/x">${label}</a><span>$64.00</span></li>`.repeat(
    Math.ceil((kb * 1024) / 80),
  )}</body></html>`;

describe('page cache', () => {
  it('keeps pages until their bytes pass maxBytes, then drops the least recently used', () => {
    const cache = createPageCache({ maxBytes: 10_000, ttlMs: 60_000 });
    const html = 'x'.repeat(3000);
    cache.set('/a', page(html));
    cache.set('/b', page(html));
    cache.set('/c', page(html));
    expect(cache.get('/a', '7')?.html).toBe(html); // /a is now the most recent; /b the least
    cache.set('/d', page(html));
    expect(cache.get('/b', '7')).toBeNull();
    expect(cache.get('/a', '7')).not.toBeNull();
    expect(cache.get('/c', '7')).not.toBeNull();
    expect(cache.get('/d', '7')).not.toBeNull();
    const stats = cache.stats();
    expect(stats).toMatchObject({ entries: 3, evictions: 1, maxBytes: 10_000 });
    expect(stats.bytes).toBeLessThanOrEqual(10_000);
    expect(stats.bytes).toBeGreaterThan(9000);
  });

  it('counts bytes, not characters, and never keeps a page larger than the whole cache', () => {
    const cache = createPageCache({ maxBytes: 5000, ttlMs: 60_000 });
    cache.set('/big', page('é'.repeat(2400))); // 4,800 bytes of UTF-8 plus the entry's overhead
    expect(cache.get('/big', '7')).toBeNull();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    cache.set('/fits', page('e'.repeat(2400)));
    expect(cache.get('/fits', '7')).not.toBeNull();
  });

  it('answers a miss once an entry has lived ttlMs', () => {
    let clock = 1_000;
    const cache = createPageCache({ maxBytes: 100_000, ttlMs: 5_000, now: () => clock });
    cache.set('/p', page('<p>hi</p>'));
    clock += 4_999;
    expect(cache.get('/p', '7')?.html).toBe('<p>hi</p>');
    clock += 1;
    expect(cache.get('/p', '7')).toBeNull();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, expired: 1, hits: 1, misses: 1 });
  });

  it('answers a miss when the current generation is not the one the page was rendered at', () => {
    const cache = createPageCache({ maxBytes: 100_000, ttlMs: 60_000 });
    cache.set('/p', page('<p>$64.00</p>', 41n));
    expect(cache.get('/p', '41')?.html).toBe('<p>$64.00</p>'); // bigint and text compare by value
    expect(cache.get('/p', 42n)).toBeNull();
    // Dropped for good: the generation never goes back.
    expect(cache.get('/p', 41n)).toBeNull();
    expect(cache.stats()).toMatchObject({ entries: 0, stale: 1 });
  });

  it('replaces the entry of a key, and clear() empties the cache', () => {
    const cache = createPageCache({ maxBytes: 100_000, ttlMs: 60_000 });
    cache.set('/p?vsd_id=DEMO2026', page('<p>old</p>'));
    cache.set('/p?vsd_id=DEMO2026', page('<p>new</p>'));
    expect(cache.get('/p?vsd_id=DEMO2026', '7')?.html).toBe('<p>new</p>');
    expect(cache.stats().entries).toBe(1);
    cache.clear();
    expect(cache.get('/p?vsd_id=DEMO2026', '7')).toBeNull();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('gives a strong ETag that is the same for the same HTML and differs for other HTML', () => {
    const html = htmlOf(40);
    expect(pageEtag(html)).toBe(pageEtag(`${html}`));
    expect(pageEtag(html)).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(pageEtag(html)).not.toBe(pageEtag(html.replace('$64.00', '$65.00')));
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    const tag = pageEtag('<p>hi</p>');
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"other", W/${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});

describe('compressed variants', () => {
  it('decompress to the page, each with its own ETag, made once and kept with the entry', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, ttlMs: 60_000 });
    const html = htmlOf(60, 'Bañera — “Freestanding” 🛁');
    cache.set('/p', page(html));
    const entry = cache.get('/p', '7')!;
    const br = await cache.variant(entry, 'br');
    const gz = await cache.variant(entry, 'gzip');
    const plain = await cache.variant(entry, 'identity');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(html);
    expect(plain).toMatchObject({ encoding: 'identity', etag: entry.etag });
    expect(plain.body.toString()).toBe(html);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(html) / 10);
    expect(new Set([br.etag, gz.etag, plain.etag]).size).toBe(3);
    // Made once: the same bytes again, and counted in the cache's size.
    expect(await cache.variant(cache.get('/p', '7')!, 'br')).toBe(br);
    expect(cache.stats().bytes).toBeGreaterThan(
      Buffer.byteLength(html) * 2 + br.body.length + gz.body.length,
    );
  });

  it('sends a page under the compression threshold as it is', async () => {
    const cache = createPageCache({ maxBytes: 100_000, ttlMs: 60_000 });
    cache.set('/404', page('<h1>Not found</h1>', '7', 404));
    const v = await cache.variant(cache.get('/404', '7')!, 'br');
    expect(v).toMatchObject({ encoding: 'identity', etag: pageEtag('<h1>Not found</h1>') });
  });

  it('evicts older pages when variants fill the cache', async () => {
    const html = htmlOf(20);
    const cache = createPageCache({ maxBytes: Buffer.byteLength(html) * 2 + 2000, ttlMs: 60_000 });
    cache.set('/old', page(html));
    cache.set('/new', page(`${html} `));
    expect(cache.stats().entries).toBe(2);
    await cache.variant(cache.get('/new', '7')!, 'identity');
    expect(cache.get('/old', '7')).toBeNull();
    expect(cache.get('/new', '7')).not.toBeNull();
  });

  it('picks the encoding with the compress plugin’s Accept-Encoding rule', () => {
    expect(pageEncodingFor('gzip, deflate, br')).toBe('br');
    expect(pageEncodingFor('gzip, br;q=0')).toBe('gzip');
    expect(pageEncodingFor(undefined)).toBe('identity');
  });
});
