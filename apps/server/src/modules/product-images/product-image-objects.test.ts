import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productImages } from '../../db/schema/index.ts';
import { SWEEP_AFTER_MS, sweepObjects } from '../../lib/object-store/objects-sweep.ts';
import { refuseInserts, storedKeys } from '../../lib/object-store/stored-objects.fixture.ts';
import { imagePart, type ProductImagesFixture, png, productImagesTestApp } from './product-images.fixture.ts';
import { PRODUCT_IMAGES_KIND } from './product-images.repository.ts';

/** Issue 27 point 1: product pictures live in the object store, named by their rows. */
describe('product pictures in the object store', () => {
  let f: ProductImagesFixture;
  beforeAll(async () => {
    f = await productImagesTestApp();
  }, 60_000);
  afterAll(() => f.t.close());

  const media = (url: string) => f.t.app.inject({ method: 'GET', url });
  const rowOf = async (id: number) =>
    (await f.t.db.select().from(productImages).where(eq(productImages.id, id)))[0];
  const keys = () => storedKeys(f.t.app.objects, PRODUCT_IMAGES_KIND);

  it('serves an upload from the store, byte for byte, with its row keeping no bytes', async () => {
    const res = await f.upload(f.mine.id, [imagePart(await png(600, 500, '#7c3aed'))]);
    expect(res.statusCode).toBe(201);
    const [image] = res.json().data.images;
    const row = await rowOf(image.id);
    expect(row).toMatchObject({ bytes: null, thumbBytes: null });
    for (const [url, key] of [
      [image.url, row!.imageKey],
      [image.thumb_url, row!.thumbKey],
    ]) {
      const stored = await f.t.app.objects.get(key!);
      const served = await media(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: expect.stringMatching(/^"[0-9a-f]{64}(\.thumb)?"$/),
      });
      expect(Buffer.compare(served.rawPayload, stored!.bytes)).toBe(0);
    }
    expect((await keys()).sort()).toEqual([row!.imageKey, row!.thumbKey].sort());
  });

  it('another vendor can neither read the gallery nor delete a picture: 404, its objects kept', async () => {
    const [image] = (await f.call('GET', `/api/vendor/products/${f.mine.id}/images`)).json().data.images;
    const before = await keys();
    const url = `/api/vendor/products/${f.mine.id}/images/${image.id}`;
    expect((await f.call('DELETE', url, f.tokens.B)).statusCode).toBe(404);
    expect((await f.call('GET', `/api/vendor/products/${f.mine.id}/images`, f.tokens.B)).statusCode).toBe(
      404,
    );
    expect(await keys()).toEqual(before);
    expect((await media(image.url)).statusCode).toBe(200);
  });

  it('a vendor deleting a picture deletes its objects; its URLs are then 404', async () => {
    const [image] = (await f.call('GET', `/api/vendor/products/${f.mine.id}/images`)).json().data.images;
    const row = await rowOf(image.id);
    const res = await f.call('DELETE', `/api/vendor/products/${f.mine.id}/images/${image.id}`);
    expect(res.statusCode).toBe(200);
    expect(await f.t.app.objects.get(row!.imageKey!)).toBeNull();
    expect(await f.t.app.objects.get(row!.thumbKey!)).toBeNull();
    expect(await keys()).toEqual([]);
    expect((await media(image.url)).statusCode).toBe(404);
  });

  it('a failed insert writes no row and deletes the objects it put', async () => {
    const undo = await refuseInserts(f.t.db, 'product_images');
    try {
      const res = await f.upload(f.mine.id, [imagePart(await png(500, 500, '#16a34a'))]);
      expect(res.statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect(await f.t.db.select().from(productImages)).toEqual([]);
    expect(await keys()).toEqual([]);
  });

  it('a crash between put and commit leaves objects that the sweep deletes once they are an hour old', async () => {
    // The insert fails and the cleanup cannot reach the store: as if the process died after the puts.
    const undo = await refuseInserts(f.t.db, 'product_images');
    const lost = vi.spyOn(f.t.app.objects, 'delete').mockRejectedValue(new Error('store unreachable'));
    try {
      expect((await f.upload(f.mine.id, [imagePart(await png(500, 500, '#dc2626'))])).statusCode).toBe(500);
    } finally {
      lost.mockRestore();
      await undo();
    }
    const orphans = await keys();
    expect(orphans).toHaveLength(2);
    // A picture uploaded now is named by its row: the sweep never takes it, whatever its age.
    const kept = await f.upload(f.mine.id, [imagePart(await png(500, 500, '#2563eb'))]);
    expect(kept.statusCode).toBe(201);
    const keptRow = await rowOf(kept.json().data.images[0].id);
    const named = [keptRow!.imageKey, keptRow!.thumbKey];

    const early = new Date(Date.now() + SWEEP_AFTER_MS - 60_000);
    expect((await sweepObjects(f.t.db, f.t.app.objects, early))[PRODUCT_IMAGES_KIND]).toBe(0);
    expect(await keys()).toHaveLength(4);

    const late = new Date(Date.now() + SWEEP_AFTER_MS + 60_000);
    expect((await sweepObjects(f.t.db, f.t.app.objects, late))[PRODUCT_IMAGES_KIND]).toBe(2);
    expect((await keys()).sort()).toEqual(named.sort());
    expect((await media(kept.json().data.images[0].url)).statusCode).toBe(200);
  });
});
