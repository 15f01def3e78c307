import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/harness.ts';
import { fakeWebBuild } from './testing/web-build.ts';

/**
 * Issue 23 item 4, through the app: drawn pages cached per page, showroom and origin, with an ETag, dropped when
 * the storefront generation moves, compressed as the browser accepts; unknown paths to /404.
 */
describe('serving pages the server draws', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webDist: fakeWebBuild() });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const drawNumber = (body: string) => Number(body.match(/draw (\d+)/)?.[1]);

  it('draws a page once and serves it from the cache until the storefront changes', async () => {
    const first = await get('/shop/lamps');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const again = await get('/shop/lamps');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(drawNumber(again.body)).toBe(drawNumber(first.body));

    // Any committed storefront write advances the generation (migration 0031's triggers, tested beside them).
    await t.db.execute(sql`select nextval('storefront_generation')`);
    const after = await get('/shop/lamps');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(drawNumber(after.body)).toBeGreaterThan(drawNumber(first.body));
  });

  it('keeps one page per showroom cookie and per origin: a Host never sees another’s links', async () => {
    const plain = await get('/shop/rugs');
    const demo = await get('/shop/rugs', { cookie: 'theme=x; showroom=demo2026' });
    expect(plain.body).toContain('for no showroom');
    expect(demo.body).toContain('for DEMO2026');
    expect((await get('/shop/rugs', { cookie: 'showroom=../../x' })).body).toContain('for no showroom');
    // And one per whether the browser says it may have a cart (domain cart/cart-cookie.ts): /cart drawn empty.
    expect(plain.body).toContain(', no cart');
    expect((await get('/shop/rugs', { cookie: 'has_cart=1' })).body).toContain(', a cart maybe');
    expect((await get('/shop/rugs', { cookie: 'has_cart=yes' })).body).toContain(', no cart');
    const other = await get('/shop/rugs', { host: 'attacker.example' });
    expect(other.body).toContain('href="http://attacker.example/shop/rugs"');
    expect((await get('/shop/rugs')).body).not.toContain('attacker.example');
  });

  it('answers a repeat visit with 304, and in brotli or gzip as accepted, each with its own ETag', async () => {
    const page = await get('/shop/tiles');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toContain('Cookie');
    const repeat = await get('/shop/tiles', { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    const br = await get('/shop/tiles', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
    expect(br.headers.etag).not.toBe(etag);
    const gz = await get('/shop/tiles', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(page.body);
  });

  it('sends a missing subject’s page with 404, unknown paths to /404, and a page that redirects as the shell', async () => {
    const missing = await get('/shop/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('sells missing');
    const unknown = await get('/nowhere');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/404');
    const shell = await get('/go/elsewhere');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toBe('<!doctype html><div id="root"></div>');
  });
});
