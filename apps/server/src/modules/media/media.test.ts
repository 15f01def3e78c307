import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { products } from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';

describe('/media: generated art', () => {
  let t: TestApp;
  let hash: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedCatalog(t.db, { products: 60, seed: 7 });
    await seedDemoAccounts(t.db);
    [{ hash }] = await t.db.select({ hash: products.hash }).from(products).limit(1);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('draws a product swatch from its texture, the same every time, revalidated by its ETag', async () => {
    const first = await get(`/media/products/${hash}.svg`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: `/media/products/${hash}.svg`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(first.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await get(`/media/products/${hash}.svg`)).body).toBe(first.body);
    const zoomed = await get(`/media/products/${hash}.svg?view=2`);
    expect(zoomed.statusCode).toBe(200);
    expect(zoomed.body).not.toBe(first.body);
  });

  it('draws the new texture at once after its vendor edits it (the old ETag no longer matches)', async () => {
    const before = await get(`/media/products/${hash}.svg`);
    const [row] = await t.db
      .select({ texture: products.texture })
      .from(products)
      .where(eq(products.hash, hash));
    await t.db
      .update(products)
      .set({ texture: { ...row!.texture, base_color: '#123456' } })
      .where(eq(products.hash, hash));
    const after = await t.app.inject({
      method: 'GET',
      url: `/media/products/${hash}.svg`,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toBe(before.body);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get('/media/categories/tile-flooring.svg')).headers['cache-control']).toContain(
      'immutable',
    );
  });

  it('draws brand and showroom wordmarks and category art', async () => {
    expect((await get('/media/brands/silverline.svg')).body).toContain('Silverline');
    expect((await get('/media/showrooms/DEMO2026.svg')).body).toContain('Golden State Remodeling');
    expect((await get('/media/categories/tile-flooring.svg')).statusCode).toBe(200);
  });

  it('draws a wordmark as a WebP picture at twice its size, revalidated by its ETag', async () => {
    for (const url of ['/media/showrooms/DEMO2026.webp', '/media/brands/silverline.webp']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/webp');
      expect(await sharp(res.rawPayload).metadata(), url).toMatchObject({
        format: 'webp',
        width: 640,
        height: 192,
      });
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
    expect((await get('/media/showrooms/NOPE2026.webp')).statusCode).toBe(404);
  });

  it('answers 404 for anything it does not know, and escapes text', async () => {
    for (const url of [
      '/media/products/nope.svg',
      `/media/products/${hash}.png`,
      '/media/brands/nope.svg',
      '/media/categories/..%2Fetc.svg',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get(`/media/products/${hash}.svg?view=9`)).statusCode).toBe(422);
  });
});
