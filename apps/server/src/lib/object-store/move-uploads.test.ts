import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/harness.ts';
import { productImages, products, showroomLogos, showrooms } from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';
import { moveUploads } from './move-uploads.ts';
import { storedKeys } from './stored-objects.fixture.ts';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Issue 27 point 1: `npm run objects:migrate` moves the bytea kept from before into the object store. */
describe('moving uploads kept in the database into the object store', () => {
  let t: TestApp;
  /** Rows as they were written before the store: bytes in the row, no key. */
  const legacy = Array.from({ length: 3 }, (_, i) => ({
    bytes: Buffer.concat([Buffer.from([0, 1, 2, 0]), randomBytes(3000 + i)]),
    thumbBytes: randomBytes(500 + i),
  }));
  const logo = randomBytes(2000);

  beforeAll(async () => {
    t = await buildTestApp();
    await seedCatalog(t.db, { products: 3, seed: 5 });
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(1);
    await t.db.insert(productImages).values(
      legacy.map((l, position) => ({
        productId: product!.id,
        position,
        sha256: sha(l.bytes),
        width: 800,
        height: 600,
        bytes: l.bytes,
        thumbBytes: l.thumbBytes,
      })),
    );
    const pro = await createUser(t.db, { type: 'Contractor' });
    const [showroom] = await t.db
      .insert(showrooms)
      .values({ userId: pro.id, vsdId: 'MOVESHOP', companyName: 'Move Shop', themeColor: '#b45309' })
      .returning({ id: showrooms.id });
    await t.db.insert(showroomLogos).values({
      showroomId: showroom!.id,
      sha256: sha(logo),
      contentType: 'image/webp',
      bytes: logo,
      width: 240,
      height: 120,
    });
  }, 90_000);
  afterAll(() => t?.close());

  const served = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.rawPayload;
  };
  const urls = () => [
    ...legacy.flatMap((l) => [
      `/media/products/${sha(l.bytes)}.webp`,
      `/media/products/${sha(l.bytes)}.thumb.webp`,
    ]),
    `/media/logos/${sha(logo)}.webp`,
  ];
  const originals = () => [...legacy.flatMap((l) => [l.bytes, l.thumbBytes]), logo];
  const allKeys = async () => [
    ...(await storedKeys(t.app.objects, 'product-images')),
    ...(await storedKeys(t.app.objects, 'showroom-logos')),
  ];

  it('serves rows not yet moved from their bytea', async () => {
    for (const [i, url] of urls().entries())
      expect(Buffer.compare(await served(url), originals()[i]!)).toBe(0);
    expect(await allKeys()).toEqual([]);
  });

  it('moves every row: bytes gone from the rows, the same bytes served from the store', async () => {
    const counts = await moveUploads(t.db, t.app.objects);
    expect(counts['product-images']).toEqual({ moved: 6, raced: 0 });
    expect(counts['showroom-logos']).toEqual({ moved: 1, raced: 0 });
    const images = await t.db.select().from(productImages);
    for (const row of images) {
      expect(row).toMatchObject({ bytes: null, thumbBytes: null });
      expect(row.imageKey).toMatch(/^product-images\//);
      expect(row.thumbKey).toMatch(/^product-images\//);
    }
    const [logoRow] = await t.db.select().from(showroomLogos);
    expect(logoRow).toMatchObject({ bytes: null, objectKey: expect.stringMatching(/^showroom-logos\//) });
    expect((await t.app.objects.get(logoRow!.objectKey!))?.contentType).toBe('image/webp');
    expect(await allKeys()).toHaveLength(7);
    for (const [i, url] of urls().entries())
      expect(Buffer.compare(await served(url), originals()[i]!)).toBe(0);
  });

  it('a second run moves nothing and changes nothing', async () => {
    const rows = await t.db.select().from(productImages).orderBy(asc(productImages.id));
    const keys = (await allKeys()).sort();
    const counts = await moveUploads(t.db, t.app.objects);
    expect(counts['product-images']).toEqual({ moved: 0, raced: 0 });
    expect(counts['showroom-logos']).toEqual({ moved: 0, raced: 0 });
    expect(await t.db.select().from(productImages).orderBy(asc(productImages.id))).toEqual(rows);
    expect((await allKeys()).sort()).toEqual(keys);
  });

  it('a row deleted while its object was put: no row changes and the object is deleted again', async () => {
    const [showroom] = await t.db
      .select({ id: showrooms.id })
      .from(showrooms)
      .where(eq(showrooms.vsdId, 'MOVESHOP'));
    await t.db.delete(showroomLogos);
    const bytes = randomBytes(900);
    await t.db.insert(showroomLogos).values({
      showroomId: showroom!.id,
      sha256: sha(bytes),
      contentType: 'image/webp',
      bytes,
      width: 200,
      height: 200,
    });
    const before = await allKeys();
    const put = t.app.objects.put.bind(t.app.objects);
    // The row goes between the put and the UPDATE, as when the pro removes the logo at that moment.
    const racing = vi.spyOn(t.app.objects, 'put').mockImplementation(async (key, body, type) => {
      await put(key, body, type);
      await t.db.delete(showroomLogos);
    });
    try {
      const counts = await moveUploads(t.db, t.app.objects);
      expect(counts['showroom-logos']).toEqual({ moved: 0, raced: 1 });
    } finally {
      racing.mockRestore();
    }
    expect(await t.db.select().from(showroomLogos)).toEqual([]);
    expect(await allKeys()).toEqual(before);
  });
});
