import type { VendorSize } from '@app/domain/catalog/vendor-products-contract';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawClient } from '../db/client.ts';
import { productSizes } from '../db/schema/index.ts';
import { imagePart, multipart, png } from '../modules/product-images/product-images.fixture.ts';
import {
  sizeAsInput,
  type VendorProductsFixture,
  vendorProductsTestApp,
} from '../modules/vendor-products/vendor-products.fixture.ts';
import { settledStorefrontGeneration, storefrontGeneration } from './storefront-generation.repository.ts';

/**
 * The storefront generation (migration 0031) moves at the commit of each write to what a storefront page
 * shows, through the app's own endpoints, and never for a read or a rolled-back write.
 */
describe('storefront generation', () => {
  let f: VendorProductsFixture;
  let id: number;
  let hash: string;
  let sizes: VendorSize[];

  const generation = async () => BigInt(await storefrontGeneration(f.t.db));
  /** How far the generation moved while `write` ran. */
  const moves = async (write: () => Promise<unknown>) => {
    const before = await generation();
    await write();
    return (await generation()) - before;
  };
  const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
    const r = await res;
    expect(r.statusCode, r.body).toBeLessThan(300);
    return r;
  };

  beforeAll(async () => {
    f = await vendorProductsTestApp();
    ({ id, hash, sizes } = await f.createProduct('Nimbus Tile'));
  });
  afterAll(() => f.t.close());

  it('is a number that reads the same until something is written, and the settled read agrees', async () => {
    const now = await storefrontGeneration(f.t.db);
    expect(now).toMatch(/^[1-9][0-9]*$/);
    expect(await settledStorefrontGeneration(f.t.db)).toBe(now);
  });

  it('does not move for storefront reads (product, list, menu, brands, showroom profile)', async () => {
    expect(
      await moves(async () => {
        await ok(f.send('GET', `/api/product/${hash}?vsd_id=TESTRM01`));
        await ok(f.send('GET', `/api/public?cid=${f.leaf.slug}&vsd_id=TESTRM01`));
        await ok(f.send('GET', '/api/search?q=tile&vsd_id=TESTRM01'));
        await ok(f.send('GET', '/api/menu_category'));
        await ok(f.send('GET', '/api/brands'));
        await ok(f.send('GET', '/api/visualization/shop_profile?vsd_id=TESTRM01'));
      }),
    ).toBe(0n);
  });

  it('moves once when a vendor changes a price (sizes and the product row in one transaction)', async () => {
    const draft = f.draft({
      name: 'Nimbus Tile',
      sizes: [{ ...sizeAsInput(sizes[0]), vendor_price_cents: 5900 }],
    });
    expect(await moves(() => ok(f.send('PUT', `/api/vendor/products/${id}`, f.auth.vendorA, draft)))).toBe(
      1n,
    );
  });

  it('moves when a vendor hides the product', async () => {
    expect(await moves(() => ok(f.send('POST', `/api/vendor/products/${id}/hide`, f.auth.vendorA)))).toBe(1n);
    expect(await moves(() => ok(f.send('POST', `/api/vendor/products/${id}/show`, f.auth.vendorA)))).toBe(1n);
  });

  it('moves when a pro changes the showroom markup', async () => {
    const put = (payload: object) => f.send('PUT', '/api/pro/markups', f.auth.pro, payload);
    expect(await moves(() => ok(put({ default_bps: 1700 })))).toBe(1n);
    expect(await moves(() => ok(put({ categories: [{ category_id: f.leaf.id, markup_bps: 2500 }] })))).toBe(
      1n,
    );
  });

  it('moves when a vendor adds a picture', async () => {
    const body = multipart([imagePart(await png(500, 500))]);
    const upload = () =>
      ok(
        f.t.app.inject({
          method: 'POST',
          url: `/api/vendor/products/${id}/images`,
          payload: body.payload,
          headers: { ...body.headers, ...f.auth.vendorA },
        }),
      );
    expect(await moves(upload)).toBe(1n);
  });

  it('does not move for a write that is rolled back', async () => {
    const before = await generation();
    await expect(
      f.t.db.transaction(async (tx) => {
        await tx.update(productSizes).set({ vendorPriceCents: 1 }).where(eq(productSizes.productId, id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await generation()).toBe(before);
    // A statement refused by the database leaves it too.
    await expect(
      f.t.db.update(productSizes).set({ vendorPriceCents: -5 }).where(eq(productSizes.productId, id)),
    ).rejects.toThrow();
    expect(await generation()).toBe(before);
  });

  it('moves at commit, not at the write: a page rendered inside the writer’s transaction keeps the old value', async () => {
    const before = await generation();
    await f.t.db.transaction(async (tx) => {
      await tx.update(productSizes).set({ vendorPriceCents: 7777 }).where(eq(productSizes.productId, id));
      // (On PGlite the root handle waits for the transaction: read through it.)
      expect(BigInt(await storefrontGeneration(tx))).toBe(before);
    });
    expect(await generation()).toBe(before + 1n);
  });
});

/**
 * PostgreSQL only (PGlite has one connection, so no reader runs while a writer commits): between a writer's
 * bump and its commit becoming visible, the settled read answers null, and never waits.
 */
describe.runIf(process.env.TEST_DB === 'pg')('settled storefront generation on PostgreSQL', () => {
  let f: VendorProductsFixture;
  beforeAll(async () => {
    f = await vendorProductsTestApp();
  });
  afterAll(() => f.t.close());

  it('is null while a storefront write has bumped but not committed, then the new value', async () => {
    const pool = rawClient(f.t.db) as pg.Pool;
    const writer = await pool.connect();
    const other = await pool.connect();
    try {
      const before = BigInt(await storefrontGeneration(f.t.db));
      await writer.query('begin');
      await writer.query(
        'update product_sizes set vendor_price_cents = vendor_price_cents + 1 where id = (select min(id) from product_sizes)',
      );
      // Fires the deferred triggers now, as COMMIT would: the bump is done, the rows not yet visible.
      await writer.query('set constraints all immediate');
      expect(BigInt(await storefrontGeneration(f.t.db))).toBe(before + 1n);
      const started = Date.now();
      expect(await settledStorefrontGeneration(f.t.db)).toBeNull();
      expect(Date.now() - started).toBeLessThan(1000);
      // Another storefront write meanwhile commits without waiting for the first: the generation has no row
      // to lock. (A showroom's: catalogue tables also take catalog_state's row, migration 0002.)
      await other.query('begin');
      await other.query("set local lock_timeout = '1s'");
      await other.query("update showrooms set theme_color = '#654321' where vsd_id = 'TESTRM01'");
      await other.query('commit');
      expect(BigInt(await storefrontGeneration(f.t.db))).toBe(before + 2n);
      await writer.query('commit');
      expect(await settledStorefrontGeneration(f.t.db)).toBe(String(before + 2n));
    } finally {
      await writer.query('rollback').catch(() => {});
      writer.release();
      other.release();
    }
  });
});
