import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deltaE } from '@app/domain/catalog/colour-names';
import {
  FIXTURE_FAMILIES,
  isSurfaceFamily,
  productArtFamily,
  SURFACE_FAMILIES,
} from '@app/domain/catalog/product-art';
import { productImageUrl } from '@app/domain/catalog/product-images';
import type { Texture } from '@app/domain/catalog/texture';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { categories, productImages, products } from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';

type Subject = {
  id: number;
  hash: string;
  slug: string;
  name: string;
  styleTags: string[];
  texture: Texture;
};

const hex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The picture's mean colour where its family's mask says the product's colour goes (fully). */
async function tintedMean(body: Buffer, subject: Subject) {
  const family = productArtFamily({ categorySlug: subject.slug, ...subject })!;
  const asset = new URL(`../../../assets/product-art/${family.key}.mask.webp`, import.meta.url);
  const mask = await sharp(asset.pathname).removeAlpha().raw().toBuffer();
  const picture = await sharp(body).removeAlpha().raw().toBuffer();
  const sum = [0, 0, 0];
  let n = 0;
  for (let p = 0; p * 3 < mask.length; p += 1) {
    if (mask[p * 3]! < 250) continue;
    for (let c = 0; c < 3; c += 1) sum[c]! += picture[p * 3 + c]!;
    n += 1;
  }
  expect(n).toBeGreaterThan(2000);
  return hex(sum.map((s) => s / n));
}

describe('/media/products/<hash>.art.webp: pictures rendered by the 3-D engine, tinted per product', () => {
  let t: TestApp;
  let dataDir: string;
  const subjects: Record<'faucet' | 'tile', Subject> = {} as never;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'product-art-'));
    t = await buildTestApp({ dataDir });
    await seedCatalog(t.db, { products: 300, seed: 11 });
    for (const [name, slug] of [
      ['faucet', 'bathroom-faucets%'],
      ['tile', 'tile-flooring-porcelain%'],
    ] as const) {
      const [row] = await t.db
        .select({
          id: products.id,
          hash: products.hash,
          slug: categories.slugUrl,
          name: products.name,
          styleTags: products.styleTags,
          texture: products.texture,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(like(categories.slugUrl, slug))
        .limit(1);
      subjects[name] = row!;
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  for (const name of ['faucet', 'tile'] as const) {
    it(`draws a ${name} in its own colour, then serves it from the cache by its ETag`, async () => {
      const subject = subjects[name];
      const url = `/media/products/${subject.hash}.art.webp`;
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/webp');
      const meta = await sharp(first.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
      const { channels } = await sharp(first.rawPayload).stats();
      // Shading, a sweep and a shadow: never one flat colour.
      expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(12);
      const mean = await tintedMean(first.rawPayload, subject);
      expect(
        deltaE(mean, subject.texture.base_color),
        `${mean} vs ${subject.texture.base_color}`,
      ).toBeLessThan(8);

      const again = await get(url);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect((await get(url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
      const thumb = await get(`${url}?size=thumb`);
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(256);
    });
  }

  it("picks each product's family from its own finish and shape (a knob, a recessed can, a clawfoot)", async () => {
    const FINISH_WORDS: [RegExp, string][] = [
      [/\bChrome\b/, 'chrome'],
      [/Brushed Nickel|Stainless Steel/, 'brushed-nickel'],
      [/Matte Black/, 'matte-black'],
      [/Polished Brass/, 'polished-brass'],
      [/Brushed Gold/, 'brushed-gold'],
      [/Oil-Rubbed Bronze/, 'bronze'],
    ];
    const rows = await t.db
      .select({
        slug: categories.slugUrl,
        name: products.name,
        styleTags: products.styleTags,
        texture: products.texture,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(like(categories.slugUrl, '%'));
    const seen = { finish: 0, knob: 0, bar: 0, recessed: 0 };
    for (const row of rows) {
      const family = productArtFamily({ categorySlug: row.slug, ...row });
      if (!family || isSurfaceFamily(family)) continue;
      const says = `${row.name} (${row.slug}) → ${family.key}`;
      // A metal line's picture is drawn in the finish its name says.
      const metalLine = /faucets|shower-systems|cabinet-hardware|^lights/.test(row.slug);
      const named = FINISH_WORDS.find(([re]) => re.test(row.name))?.[1];
      if (metalLine && named) {
        expect(family.finish, says).toBe(named);
        seen.finish += 1;
      }
      if (row.slug.startsWith('cabinet-hardware')) {
        const shape = /\bKnob\b/.test(row.name) ? 'knob' : 'bar';
        expect(family.key.startsWith(`hardware-${shape}-`), says).toBe(true);
        seen[shape] += 1;
      }
      if (row.slug.startsWith('lights-recessed')) {
        expect(family.key.startsWith('light-recessed-'), says).toBe(true);
        seen.recessed += 1;
      }
      if (row.slug.startsWith('bath-tubs'))
        expect(family.key === 'tub-clawfoot', says).toBe(/Clawfoot/.test(row.name));
    }
    expect(seen.finish).toBeGreaterThan(10);
    // Shapes by name, whatever the seed sampled: a knob, a pull, a recessed can, a clawfoot tub.
    const plain = { styleTags: ['Modern'], texture: { ...subjects.faucet.texture, base_color: '#1e1f21' } };
    const pick = (categorySlug: string, name: string) =>
      productArtFamily({ categorySlug, name, ...plain })?.key;
    expect(pick('cabinet-hardware', 'Avalon Matte Black Cabinet Knob 1-1/4 in. Knob')).toBe(
      'hardware-knob-matte-black',
    );
    expect(pick('cabinet-hardware', 'Avalon Matte Black Appliance Pull 5 in. Center')).toBe(
      'hardware-bar-matte-black',
    );
    expect(pick('lights-recessed-lighting', 'Tahoe Matte Black Recessed Light 6 in. Round')).toBe(
      'light-recessed-matte-black',
    );
    expect(pick('lights-pendants', 'Tahoe Matte Black Pendant Light 12 x 14')).toBe(
      'light-modern-matte-black',
    );
    expect(pick('bath-tubs', 'Everett Black Cast Iron Clawfoot Tub 60 x 30')).toBe('tub-clawfoot');
    expect(pick('bath-tubs', 'Everett Black Acrylic Alcove Bathtub 60 x 30')).toBe('tub-modern');
    // A stainless sink (Silver, brushed) is steel; a grey granite composite one is the glazed sink.
    const sink = (base_color: string, roughness: number) =>
      productArtFamily({
        categorySlug: 'kitchen-sinks',
        name: 'Harbor Kitchen Sink',
        styleTags: ['Modern'],
        texture: { ...subjects.faucet.texture, base_color, roughness },
      })?.key;
    expect([sink('#c3c6c9', 0.45), sink('#9b9b98', 0.8)]).toEqual(['sink-stainless', 'sink']);
    // Every family has its committed still and mask.
    for (const { key } of [...FIXTURE_FAMILIES, ...SURFACE_FAMILIES])
      for (const file of [`${key}.webp`, `${key}.mask.webp`])
        expect(existsSync(new URL(`../../../assets/product-art/${file}`, import.meta.url)), file).toBe(true);
  });

  it('draws a category tile from its first product, and a category without products as its art', async () => {
    const tile = await get('/media/categories/bathroom-faucets.webp');
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/webp');
    expect((await sharp(tile.rawPayload).metadata()).width).toBe(512);
    const empty = await get('/media/categories/no-such-category.webp');
    expect(empty.statusCode).toBe(302);
    expect(empty.headers.location).toBe('/media/categories/no-such-category.svg');
  });

  it('draws a new colour at once after its vendor edits it', async () => {
    const { hash, texture, id } = subjects.tile;
    const before = await get(`/media/products/${hash}.art.webp`);
    await t.db
      .update(products)
      .set({ texture: { ...texture, base_color: '#b8623b' } })
      .where(eq(products.id, id));
    const after = await get(`/media/products/${hash}.art.webp`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(deltaE(await tintedMean(after.rawPayload, subjects.tile), '#b8623b')).toBeLessThan(8);
  });

  it("sends a vendor's own upload first, and a product no model draws to its swatch", async () => {
    const { id, hash } = subjects.faucet;
    const sha256 = 'a'.repeat(64);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    await t.db
      .insert(productImages)
      .values({ productId: id, position: 0, sha256, width: 8, height: 8, bytes: png, thumbBytes: png });
    const uploaded = await get(`/media/products/${hash}.art.webp`);
    expect(uploaded.statusCode).toBe(302);
    expect(uploaded.headers.location).toBe(productImageUrl(sha256));

    const { hash: plain, texture } = subjects.tile;
    await t.db
      .update(products)
      .set({ texture: { ...texture, pattern: 'solid' } })
      .where(eq(products.hash, plain));
    const swatch = await get(`/media/products/${plain}.art.webp`);
    expect(swatch.statusCode).toBe(302);
    expect(swatch.headers.location).toBe(`/media/products/${plain}.svg`);
    expect((await get(String(swatch.headers.location))).statusCode).toBe(200);
  });

  it('answers 404 (a NUL byte 422), never 500, for an unknown product or a file name that is not one', async () => {
    for (const url of [
      '/media/products/nope0000.art.webp',
      '/media/products/..%2F..%2Fetc%2Fpasswd.art.webp',
      '/media/products/..%2Fassets%2Fproduct-art%2Ftile-12x24.art.webp',
      '/media/products/%2e%2e.svg',
      '/media/products/%2e%2e%2f%2e%2e%2fpackage.json.svg',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    // A NUL byte anywhere in a path is the input guard's 422 on the field (decisions/0007), never a 500.
    for (const url of ['/media/products/abc%00.art.webp', '/media/products/abc%00.svg'])
      expect((await get(url)).statusCode, url).toBe(422);
  });
});
