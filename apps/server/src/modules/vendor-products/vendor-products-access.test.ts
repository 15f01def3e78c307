import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema/index.ts';
import { type VendorProductsFixture, vendorProductsTestApp } from './vendor-products.fixture.ts';

/**
 * Vendor A never reads or writes vendor B's products: each route answers B's attempt on A's product 404 (as
 * for a product that does not exist: nothing confirms it is there) and leaves the product and the audit log
 * as they were. Callers that are not vendors are turned away before their body is read.
 */
describe('/api/vendor/products: one vendor, its own products only', () => {
  let f: VendorProductsFixture;
  let id: number;

  beforeAll(async () => {
    f = await vendorProductsTestApp();
    ({ id } = await f.createProduct('Vera Private Tile'));
  });
  afterAll(() => f.t.close());

  it('answers vendor B 404 on every route of A’s product and changes nothing', async () => {
    const before = await f.t.db.select().from(products).where(eq(products.id, id));
    const audits = await f.t.db.$count(auditLog);
    const attempts = [
      f.send('GET', `/api/vendor/products/${id}`, f.auth.vendorB),
      f.send(
        'PUT',
        `/api/vendor/products/${id}`,
        f.auth.vendorB,
        f.draft({ brand_id: f.theirs.id, name: 'Stolen' }),
      ),
      f.send('POST', `/api/vendor/products/${id}/hide`, f.auth.vendorB),
      f.send('POST', `/api/vendor/products/${id}/show`, f.auth.vendorB),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Record not found for processing.' });
    }
    expect(await f.t.db.select().from(products).where(eq(products.id, id))).toEqual(before);
    expect(await f.t.db.$count(auditLog)).toBe(audits);
    const list = (await f.send('GET', '/api/vendor/products?q=vera%20private', f.auth.vendorB)).json().data;
    expect(list.total).toBe(0);
  });

  it('answers an unknown product 404 for its own vendor too, on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/vendor/products/2147483647'],
      ['POST', '/api/vendor/products/2147483647/hide'],
      ['POST', '/api/vendor/products/2147483647/show'],
    ] as const) {
      expect((await f.send(method, url, f.auth.vendorA)).statusCode, url).toBe(404);
    }
    const put = await f.send('PUT', '/api/vendor/products/2147483647', f.auth.vendorA, f.draft());
    expect(put.statusCode).toBe(404);
  });

  it('turns away anonymous callers (401), homeowners and pros (403) before reading the body', async () => {
    const routes = [
      ['GET', '/api/vendor/products'],
      ['GET', '/api/vendor/catalog_options'],
      ['GET', `/api/vendor/products/${id}`],
      ['POST', '/api/vendor/products'],
      ['PUT', `/api/vendor/products/${id}`],
      ['POST', `/api/vendor/products/${id}/hide`],
      ['POST', `/api/vendor/products/${id}/show`],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'GET' ? undefined : { name: '' };
      expect((await f.send(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await f.send(method, url, f.auth.homeowner, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await f.send(method, url, f.auth.pro, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [row] = await f.t.db.select({ listed: products.listed }).from(products).where(eq(products.id, id));
    expect(row.listed).toBe(true);
  });
});
