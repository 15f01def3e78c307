import { SAMPLE_MESSAGES } from '@app/domain/orders/samples';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema/index.ts';
import { sizeAsInput, type VendorProductsFixture, vendorProductsTestApp } from './vendor-products.fixture.ts';

/**
 * A product's sample (issue 25 point 7) as its vendor lists it through POST/PUT /api/vendor/products: an
 * offer sets it, null takes it away, a body without `sample` leaves it as it is; GET answers it.
 */
describe('/api/vendor/products: the sample a vendor offers', () => {
  let f: VendorProductsFixture;
  let id: number;
  let hash: string;
  let body: (over?: Record<string, unknown>) => object;

  const stored = async () => {
    const [row] = await f.t.db
      .select({ size: products.sampleSize, cents: products.samplePriceCents })
      .from(products)
      .where(eq(products.id, id));
    return row;
  };
  const put = (payload: object, auth = f.auth.vendorA) =>
    f.send('PUT', `/api/vendor/products/${id}`, auth, payload);

  beforeAll(async () => {
    f = await vendorProductsTestApp();
    const res = await f.send(
      'POST',
      '/api/vendor/products',
      f.auth.vendorA,
      f.draft({ name: 'Sandstone Sample Tile', sample: { size: ' 4 × 4 in ', price_cents: 500 } }),
    );
    expect(res.statusCode).toBe(201);
    ({ id, hash } = res.json().data);
    const sizes = res.json().data.sizes.map(sizeAsInput);
    body = (over = {}) => ({ ...f.draft({ name: 'Sandstone Sample Tile', sizes }), ...over });
  });
  afterAll(() => f.t.close());

  it('creates a product with its sample (trimmed) and answers it; one without answers null', async () => {
    expect(await stored()).toEqual({ size: '4 × 4 in', cents: 500 });
    const read = await f.send('GET', `/api/vendor/products/${id}`, f.auth.vendorA);
    expect(read.json().data.sample).toEqual({ size: '4 × 4 in', price_cents: 500 });
    const plain = await f.createProduct('Plain Sample-less Tile');
    const other = await f.send('GET', `/api/vendor/products/${plain.id}`, f.auth.vendorA);
    expect(other.json().data.sample).toBeNull();
  });

  it('changes the offer (free is 0), leaves it when the body has no sample, takes it away with null', async () => {
    const free = await put(body({ sample: { size: '6 × 6 in chip', price_cents: 0 } }));
    expect(free.statusCode).toBe(200);
    expect(free.json().data.sample).toEqual({ size: '6 × 6 in chip', price_cents: 0 });
    expect(await stored()).toEqual({ size: '6 × 6 in chip', cents: 0 });

    const untouched = await put(body({ name: 'Sandstone Sample Tile Honed' }));
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json().data).toMatchObject({
      name: 'Sandstone Sample Tile Honed',
      sample: { size: '6 × 6 in chip', price_cents: 0 },
    });
    expect(await stored()).toEqual({ size: '6 × 6 in chip', cents: 0 });

    const cleared = await put(body({ sample: null }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.sample).toBeNull();
    expect(await stored()).toEqual({ size: null, cents: null });

    // The audit log keeps each change of the offer, before and after.
    const audits = await f.t.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'product.update')))
      .orderBy(asc(auditLog.id));
    expect(
      audits.map((a) => [(a.before as { sample: unknown }).sample, (a.after as { sample: unknown }).sample]),
    ).toEqual([
      [
        { size: '4 × 4 in', price_cents: 500 },
        { size: '6 × 6 in chip', price_cents: 0 },
      ],
      [
        { size: '6 × 6 in chip', price_cents: 0 },
        { size: '6 × 6 in chip', price_cents: 0 },
      ],
      [{ size: '6 × 6 in chip', price_cents: 0 }, null],
    ]);

    const again = await put(body({ sample: { size: '4 × 4 in', price_cents: '750' } }));
    expect(again.json().data.sample).toEqual({ size: '4 × 4 in', price_cents: 750 });
  });

  it('refuses a bad offer on its field (422 envelope), writing nothing', async () => {
    const before = await stored();
    const price = await put(body({ sample: { size: '4 × 4 in', price_cents: 10_001 } }));
    expect(price.statusCode).toBe(422);
    expect(price.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { 'sample.price_cents': [SAMPLE_MESSAGES.priceRange] },
    });
    const negative = await put(body({ sample: { size: '4 × 4 in', price_cents: -100 } }));
    expect(negative.json().errors).toEqual({ 'sample.price_cents': [SAMPLE_MESSAGES.priceRange] });
    const size = await put(body({ sample: { price_cents: 300 } }));
    expect(size.statusCode).toBe(422);
    expect(size.json().errors).toEqual({ 'sample.size': [SAMPLE_MESSAGES.sizeRequired] });
    const control = await put(body({ sample: { size: '4 ×\u0007 4 in', price_cents: 300 } }));
    expect(Object.keys(control.json().errors)).toEqual(['sample.size']);
    const both = await f.send(
      'POST',
      '/api/vendor/products',
      f.auth.vendorA,
      f.draft({ sample: { size: '', price_cents: 'free' } as never }),
    );
    expect(Object.keys(both.json().errors).sort()).toEqual(['sample.price_cents', 'sample.size']);
    expect(await stored()).toEqual(before);
  });

  it('another vendor’s product is 404 and keeps its offer; homeowners and pros are 403', async () => {
    const before = await stored();
    const theirs = await put(body({ brand_id: f.theirs.id, sample: null }), f.auth.vendorB);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Record not found for processing.' });
    expect((await put(body({ sample: null }), f.auth.homeowner)).statusCode).toBe(403);
    expect((await put(body({ sample: null }), f.auth.pro)).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
    // The shopper's product page answers the offer as it stands.
    const page = await f.send('GET', `/api/product/${hash}`);
    expect(page.json().data.sample).toEqual({ size: '4 × 4 in', price_cents: 750 });
  });
});
