import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, products } from '../../db/schema/index.ts';
import {
  imagePart,
  type ProductImagesFixture,
  png,
  productImagesTestApp,
  solid,
} from './product-images.fixture.ts';

const WEBP_URL = /^\/media\/products\/[0-9a-f]{64}\.webp$/;
const THUMB_URL = /^\/media\/products\/[0-9a-f]{64}\.thumb\.webp$/;

/** Issue 12: a vendor's product pictures — upload, order, remove — and shoppers seeing them. */
describe('/api/vendor/products/{id}/images', () => {
  let f: ProductImagesFixture;
  beforeAll(async () => {
    f = await productImagesTestApp();
  }, 60_000);
  afterAll(() => f.t.close());

  const imagesUrl = (id: number) => `/api/vendor/products/${id}/images`;
  const media = (url: string) => f.t.app.inject({ method: 'GET', url });
  let ids: number[] = [];
  let urls: string[] = [];

  it('saves two pictures sent at once, in order, re-encoded as WebP with thumbnails, and audits each', async () => {
    const wide = await png(2000, 1000, '#0f766e');
    const jpeg = await solid(800, 800, '#1d4ed8')
      .jpeg()
      .withExif({ IFD0: { Copyright: 'EXIF-SECRET-MARKER' } })
      .toBuffer();
    const res = await f.upload(f.mine.id, [imagePart(wide), imagePart(jpeg, 'photo.jpg', 'image/jpeg')]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('2 images are saved.');
    const images = body.data.images;
    expect(images.map((i: { position: number }) => i.position)).toEqual([0, 1]);
    expect(images[0]).toMatchObject({ width: 1600, height: 800, url: expect.stringMatching(WEBP_URL) });
    expect(images[0].thumb_url).toMatch(THUMB_URL);
    expect(images[1]).toMatchObject({ width: 800, height: 800 });
    ids = images.map((i: { id: number }) => i.id);
    urls = images.map((i: { url: string }) => i.url);
    expect(body.data.files).toEqual([
      { index: 0, image_id: ids[0], error: null },
      { index: 1, image_id: ids[1], error: null },
    ]);

    const audit = await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product_image_added'))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.actorId, a.actorType, a.entity, a.entityId])).toEqual([
      [f.vendorA.id, 'Vendor', 'product', String(f.mine.id)],
      [f.vendorA.id, 'Vendor', 'product', String(f.mine.id)],
    ]);
    expect(audit[0]!.after).toEqual({ image_id: ids[0], sha256: expect.any(String), position: 0 });

    const listed = await f.call('GET', imagesUrl(f.mine.id));
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.images).toEqual(images);
  });

  it('serves the picture and its thumbnail publicly: WebP, nosniff, sandboxed, cached for good, no EXIF', async () => {
    const [first] = (await f.call('GET', imagesUrl(f.mine.id))).json().data.images;
    for (const [url, size] of [
      [first.url, { width: 1600, height: 800 }],
      [first.thumb_url, { width: 400, height: 200 }],
    ] as const) {
      const served = await media(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', ...size });
    }
    const jpeg = await media(urls[1]!);
    expect(jpeg.rawPayload.includes('EXIF-SECRET-MARKER')).toBe(false);
    expect((await sharp(jpeg.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('shoppers see the pictures first: the product page gallery in order and the card', async () => {
    const detail = (await media(`/api/product/${f.mine.hash}`)).json().data;
    expect(detail.images).toEqual(urls);
    expect(detail.image).toBe(urls[0]);
    expect(detail.thumb).toBe(urls[0]!.replace('.webp', '.thumb.webp'));

    const [category] = await f.t.db
      .select({ id: categories.id })
      .from(categories)
      .innerJoin(products, eq(products.categoryId, categories.id))
      .where(eq(products.id, f.mine.id));
    const list = await f.t.app.inject({
      method: 'POST',
      url: '/api/visualization/products',
      payload: { category: category!.id, ppp: 48 },
    });
    const card = list.json().data.data.find((c: { id: number }) => c.id === f.mine.id);
    expect(card).toMatchObject({ image: urls[0], thumb: expect.stringMatching(THUMB_URL) });
  });

  it('a product without pictures shows its rendered picture, then close-ups of its texture', async () => {
    const detail = (await media(`/api/product/${f.theirs.hash}`)).json().data;
    expect(detail.image).toBe(`/media/products/${f.theirs.hash}.art.webp`);
    expect(detail.images).toEqual([
      `/media/products/${f.theirs.hash}.art.webp`,
      ...[1, 2].map((v) => `/media/products/${f.theirs.hash}.svg?view=${v}`),
    ]);
  });

  it('reorders by the list of ids; the same order again writes nothing', async () => {
    const reversed = [...ids].reverse();
    const res = await f.call('PUT', imagesUrl(f.mine.id), f.tokens.A, { image_ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The new order is saved.');
    expect(res.json().data.images.map((i: { id: number; position: number }) => [i.id, i.position])).toEqual([
      [reversed[0], 0],
      [reversed[1], 1],
    ]);
    expect((await media(`/api/product/${f.mine.hash}`)).json().data.images).toEqual([...urls].reverse());
    const reorders = () =>
      f.t.db.select().from(auditLog).where(eq(auditLog.action, 'product_images_reordered'));
    expect((await reorders()).map((a) => [a.before, a.after])).toEqual([
      [{ image_ids: ids }, { image_ids: reversed }],
    ]);
    expect((await f.call('PUT', imagesUrl(f.mine.id), f.tokens.A, { image_ids: reversed })).statusCode).toBe(
      200,
    );
    expect(await reorders()).toHaveLength(1);
  });

  it('refuses an order that is not each of the product’s pictures once', async () => {
    const order = 'The image ids must list each of the product’s images once.';
    const before = await f.written();
    for (const image_ids of [[ids[0]], [ids[0], ids[0]], [ids[0], ids[1], 999_999], [ids[0], 999_999], []]) {
      const res = await f.call('PUT', imagesUrl(f.mine.id), f.tokens.A, { image_ids });
      expect(res.statusCode, JSON.stringify(image_ids)).toBe(422);
      expect(res.json().errors).toEqual({ image_ids: [order] });
    }
    const bad = await f.call('PUT', imagesUrl(f.mine.id), f.tokens.A, { image_ids: ['0x10', 1.5] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['image_ids.0', 'image_ids.1']);
    const missing = await f.call('PUT', imagesUrl(f.mine.id), f.tokens.A, {});
    expect(missing.json().errors).toEqual({ image_ids: [order] });
    expect(await f.written()).toEqual(before);
  });

  it('removes a picture: the others move up, its URLs answer 404, a second removal is 404', async () => {
    const [first, second] = (await f.call('GET', imagesUrl(f.mine.id))).json().data.images;
    const res = await f.call('DELETE', `${imagesUrl(f.mine.id)}/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The image is removed.');
    expect(res.json().data.images).toEqual([{ ...second, position: 0 }]);
    expect((await media(first.url)).statusCode).toBe(404);
    expect((await media(first.thumb_url)).statusCode).toBe(404);
    expect((await media(second.url)).statusCode).toBe(200);
    expect((await f.call('DELETE', `${imagesUrl(f.mine.id)}/${first.id}`)).statusCode).toBe(404);
    const [removal] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product_image_removed'), eq(auditLog.actorId, f.vendorA.id)));
    expect(removal!.before).toEqual({ image_id: first.id, sha256: expect.any(String), position: 0 });
  });

  it('another vendor’s product is 404 on every route and nothing is written', async () => {
    const [image] = (await f.call('GET', imagesUrl(f.mine.id))).json().data.images;
    const before = await f.written();
    const asB = f.tokens.B;
    const upload = await f.upload(f.mine.id, [imagePart(await png(500, 500))], asB);
    expect([upload.statusCode, upload.json()]).toEqual([
      404,
      { message: 'Record not found for processing.' },
    ]);
    expect((await f.call('GET', imagesUrl(f.mine.id), asB)).statusCode).toBe(404);
    expect((await f.call('PUT', imagesUrl(f.mine.id), asB, { image_ids: [image.id] })).statusCode).toBe(404);
    expect((await f.call('DELETE', `${imagesUrl(f.mine.id)}/${image.id}`, asB)).statusCode).toBe(404);
    // A's picture through B's own product: not B's picture either.
    expect((await f.call('DELETE', `${imagesUrl(f.theirs.id)}/${image.id}`, asB)).statusCode).toBe(404);
    for (const id of ['999999', 'abc', '0x10', '2147483648']) {
      expect((await f.call('GET', `/api/vendor/products/${id}/images`)).statusCode, id).toBe(404);
    }
    expect(await f.written()).toEqual(before);
  });

  it('401 without a token, 403 for homeowners and pros', async () => {
    const body = [imagePart(await png(500, 500))];
    expect((await f.upload(f.mine.id, body, null)).statusCode).toBe(401);
    expect((await f.call('GET', imagesUrl(f.mine.id), null)).statusCode).toBe(401);
    for (const type of ['User', 'Contractor'] as const) {
      const token = f.tokens[type];
      expect((await f.upload(f.mine.id, body, token)).statusCode, type).toBe(403);
      expect((await f.call('GET', imagesUrl(f.mine.id), token)).statusCode, type).toBe(403);
      expect((await f.call('PUT', imagesUrl(f.mine.id), token, { image_ids: [] })).statusCode, type).toBe(
        403,
      );
      expect((await f.call('DELETE', `${imagesUrl(f.mine.id)}/1`, token)).statusCode, type).toBe(403);
    }
  });
});
