import { existsSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_IMAGE_LIMITS } from '@app/domain/catalog/product-images';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/harness.ts';
import { productImages } from '../../db/schema/index.ts';
import {
  imagePart,
  type ProductImagesFixture,
  png,
  pngClaiming,
  productImagesTestApp,
  refusedFile,
} from './product-images.fixture.ts';

const M = {
  type: 'The image must be a file of type: jpg, svg, jpeg, png, bmp, gif.',
  polyglot: 'The image holds web page or script code besides the picture; upload a plain image.',
  tooSmall: 'The image field must be Minimum 400 X 400 pixels.',
  tooLarge: 'The image may not be greater than 10240 kilobytes.',
  tooManyPixels: 'The image may not have more than 50 million pixels.',
  full: 'A product may have at most 12 images.',
  duplicate: 'This image is already among the product’s images.',
  required: 'The images field is required.',
  tooManyFiles: 'Send at most 12 images at once.',
};

/**
 * Issue 12's upload corpus: every hostile or wrong file is refused with its own message on its own field,
 * and nothing is written (no picture row, no audit entry); an SVG is only ever stored as a WebP raster.
 */
describe('POST /api/vendor/products/{id}/images: the upload corpus', () => {
  let f: ProductImagesFixture;
  beforeAll(async () => {
    f = await productImagesTestApp();
  }, 60_000);
  afterAll(() => f.t.close());
  beforeEach(async () => {
    await f.t.db.delete(productImages);
  });

  /** Sends the parts and expects a 422 with exactly these errors and nothing written. */
  async function refused(parts: Parameters<ProductImagesFixture['upload']>[1], body: object) {
    const before = await f.written();
    const res = await f.upload(f.mine.id, parts);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 422, body });
    expect(await f.written()).toEqual(before);
  }

  it('a polyglot: a GIF that is also an HTML page, and a JPEG carrying script', async () => {
    const gif = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#dc2626' } })
      .gif()
      .toBuffer();
    const page = Buffer.concat([gif, Buffer.from('<html><body><script>alert(document.cookie)</script>')]);
    expect(await sharp(page).metadata()).toMatchObject({ format: 'gif', width: 500 });
    await refused([imagePart(page, 'photo.gif', 'image/gif')], refusedFile(0, M.polyglot));
    const jpeg = await sharp(await png(500, 500))
      .jpeg()
      .withExif({ IFD0: { ImageDescription: '<script src=//evil.example/x.js></script>' } })
      .toBuffer();
    await refused([imagePart(jpeg, 'photo.jpg', 'image/jpeg')], refusedFile(0, M.polyglot));
  });

  it('wrong magic bytes: text or HTML named .png, and a WebP, are refused by content', async () => {
    await refused([imagePart('just some notes\n', 'photo.png', 'image/png')], refusedFile(0, M.type));
    await refused(
      [imagePart('<!doctype html><script>alert(1)</script>', 'photo.png', 'image/png')],
      refusedFile(0, M.type),
    );
    const webp = await sharp(await png(500, 500))
      .webp()
      .toBuffer();
    await refused([imagePart(webp, 'photo.png')], refusedFile(0, M.type));
  });

  it('a pixel bomb: a 50,000 × 50,000 PNG is refused from its header, its pixels never allocated', async () => {
    const bomb = await pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1000);
    const rss = process.memoryUsage().rss;
    await refused([imagePart(bomb, 'bomb.png')], refusedFile(0, M.tooManyPixels));
    // Decoding would need 50,000 × 50,000 × 3 bytes = 7.5 GB.
    expect(process.memoryUsage().rss - rss).toBeLessThan(256 * 1024 * 1024);
  });

  it('an SVG with script is rasterised: only a WebP is stored and served, never the SVG', async () => {
    const svg = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="600" height="450"><script>alert(document.cookie)</script><rect width="600" height="450" fill="#0f766e" onload="alert(1)"/></svg>`;
    const res = await f.upload(f.mine.id, [imagePart(svg, 'photo.svg', 'image/svg+xml')]);
    expect(res.statusCode).toBe(201);
    const [image] = res.json().data.images;
    for (const url of [image.url, image.thumb_url]) {
      const served = await f.t.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.includes('<script')).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
    // What is stored is the objects the row names, WebP both; the row keeps no bytes of its own.
    const [row] = await f.t.db.select().from(productImages).where(eq(productImages.id, image.id));
    expect([row!.bytes, row!.thumbBytes]).toEqual([null, null]);
    for (const key of [row!.imageKey!, row!.thumbKey!]) {
      const stored = await f.t.app.objects.get(key);
      expect(stored?.contentType).toBe('image/webp');
      expect(stored!.bytes.includes('<svg')).toBe(false);
    }
    // An SVG with an internal DTD subset (entity bombs, external reads) is not taken for an SVG at all.
    const entities = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><text>&a;</text></svg>`;
    await refused([imagePart(entities, 'photo.svg')], refusedFile(0, M.type));
  });

  it('a file named ../x: the name is never used; a picture is stored under its hash, junk is refused', async () => {
    const outside = path.resolve(process.cwd(), '../x');
    const existed = existsSync(outside);
    const res = await f.upload(f.mine.id, [imagePart(await png(500, 500), '../x', 'image/png')]);
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('../x');
    expect(res.json().data.images[0].url).toMatch(/^\/media\/products\/[0-9a-f]{64}\.webp$/);
    expect(existsSync(outside)).toBe(existed);
    await refused([imagePart('root:x:0:0', '../../etc/passwd', 'image/png')], refusedFile(0, M.type));
  });

  it('too small for spec point 5, too large, or too many pixels: each with its message', async () => {
    for (const [w, h] of [
      [399, 800],
      [800, 399],
      [100, 100],
    ] as const) {
      await refused([imagePart(await png(w, h))], refusedFile(0, M.tooSmall));
    }
    const huge = Buffer.alloc(PRODUCT_IMAGE_LIMITS.maxBytes + 1024, 0x41);
    (await png(500, 500)).copy(huge);
    await refused([imagePart(huge)], refusedFile(0, M.tooLarge));
    await refused([imagePart(await pngClaiming(8000, 7000))], refusedFile(0, M.tooManyPixels));
  });

  it('a 13th picture is refused, undecoded, and so is the same picture twice', async () => {
    const colours = Array.from({ length: 12 }, (_, i) => `#${(i * 20 + 16).toString(16)}4080`);
    const twelve = await Promise.all(colours.map((c) => png(400, 400, c)));
    const res = await f.upload(
      f.mine.id,
      twelve.map((p) => imagePart(p)),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.images).toHaveLength(12);
    await refused([imagePart(await png(400, 400, '#ffffff'))], refusedFile(0, M.full));
    await refused([imagePart(await pngClaiming(50_000, 50_000))], refusedFile(0, M.full));

    await f.t.db.delete(productImages);
    await f.upload(f.mine.id, [imagePart(twelve[0]!)]);
    await refused([imagePart(twelve[0]!)], refusedFile(0, M.duplicate));
  });

  it('two uploads at once never take a product past 12 pictures', async () => {
    const colours = Array.from({ length: 14 }, (_, i) => `#40${(i * 16 + 16).toString(16)}a0`);
    const pictures = (await Promise.all(colours.map((c) => png(400, 400, c)))).map((p) => imagePart(p));
    const answers = await Promise.all([
      f.upload(f.mine.id, pictures.slice(0, 7)),
      f.upload(f.mine.id, pictures.slice(7)),
    ]);
    const files = answers.flatMap((r) => r.json().data.files as { image_id: number | null; error: string }[]);
    expect(files.filter((file) => file.image_id !== null)).toHaveLength(12);
    expect(files.filter((file) => file.error === M.full)).toHaveLength(2);
    const rows = await f.t.db.select({ position: productImages.position }).from(productImages);
    expect(rows.map((r) => r.position).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
  });

  it('each file on its own: a good and a bad file save the good one and say why the other was refused', async () => {
    const res = await f.upload(f.mine.id, [
      imagePart(await png(600, 600, '#16a34a')),
      imagePart('not an image', 'notes.png'),
      imagePart(await png(100, 100)),
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('1 of 3 images saved; the others are refused.');
    expect(body.data.files).toEqual([
      { index: 0, image_id: body.data.images[0].id, error: null },
      { index: 1, image_id: null, error: M.type },
      { index: 2, image_id: null, error: M.tooSmall },
    ]);
    expect(await f.t.db.select().from(productImages)).toHaveLength(1);
    // Every file refused: one message per file.
    await refused([imagePart('x', 'a.png'), imagePart(await png(100, 100))], {
      message: 'The given data was invalid.',
      errors: { 'images.0': [M.type], 'images.1': [M.tooSmall] },
    });
  });

  it('a request that is not an upload: no file, an empty file, another field, JSON, or 13 files at once', async () => {
    const required = { message: 'The given data was invalid.', errors: { images: [M.required] } };
    await refused([{ name: 'note', data: 'hello' }], required);
    await refused([{ ...imagePart(await png(500, 500)), name: 'photo' }], required);
    await refused([imagePart(Buffer.alloc(0))], refusedFile(0, 'The file is empty.'));
    const json = await f.t.app.inject({
      method: 'POST',
      url: `/api/vendor/products/${f.mine.id}/images`,
      headers: authHeader(f.tokens.A),
      payload: { images: ['https://evil.example/x.svg'] },
    });
    expect({ status: json.statusCode, body: json.json() }).toEqual({ status: 422, body: required });
    const small = await png(400, 400);
    await refused(
      Array.from({ length: 13 }, () => imagePart(small)),
      { message: 'The given data was invalid.', errors: { images: [M.tooManyFiles] } },
    );
  });
});
