import { PRODUCT_UNITS, TEXTURE_PATTERNS } from '@app/domain/catalog/vendor-product';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { auditLog, brands, products } from '../../db/schema/index.ts';
import { type VendorProductsFixture, vendorProductsTestApp } from './vendor-products.fixture.ts';

const INVALID = 'The given data was invalid.';

/** GET/POST /api/vendor/products, GET /api/vendor/products/{id}, GET /api/vendor/catalog_options. */
describe('/api/vendor/products: list, read, create', () => {
  let f: VendorProductsFixture;
  /** A's products before the tests add any: those of its two brands in the seed. */
  let seededOfA: number;

  beforeAll(async () => {
    f = await vendorProductsTestApp();
    const [row] = rowsOf<{ n: number }>(
      await f.t.db.execute(
        sql`select count(*)::int as n from products where brand_id in (${f.own.id}, ${f.second.id})`,
      ),
    );
    seededOfA = Number(row.n);
  });
  afterAll(() => f.t.close());

  it('offers the leaf categories, the vendor’s own brands that are not hidden, units, styles and patterns', async () => {
    await f.t.db
      .update(brands)
      .set({ moderatedAt: new Date(), moderationReason: 'Trademark dispute' })
      .where(eq(brands.id, f.second.id));
    const res = await f.send('GET', '/api/vendor/catalog_options', f.auth.vendorA);
    await f.t.db
      .update(brands)
      .set({ moderatedAt: null, moderationReason: null })
      .where(eq(brands.id, f.second.id));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.brands).toEqual([{ id: f.own.id, name: f.own.name }]);
    expect(data.units).toEqual([...PRODUCT_UNITS]);
    expect(data.patterns).toEqual([...TEXTURE_PATTERNS]);
    expect(data.styles).toContain('Modern');
    const ids = data.categories.map((c: { id: number }) => c.id);
    expect(ids).toContain(f.leaf.id);
    expect(ids).not.toContain(f.parent.id);
    const leaf = data.categories.find((c: { id: number }) => c.id === f.leaf.id);
    expect(leaf.path.length).toBeGreaterThan(0);
    expect(typeof leaf.unit).toBe('string');
  });

  it('creates a listed product (201), with its sizes, a 12-character hash and an audit entry', async () => {
    const res = await f.send(
      'POST',
      '/api/vendor/products',
      f.auth.vendorA,
      f.draft({ name: 'Aurora Quartzite Slab' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Your product is saved.');
    const p = res.json().data;
    expect(p).toMatchObject({
      name: 'Aurora Quartzite Slab',
      brand: { id: f.own.id, name: f.own.name },
      category: { id: f.leaf.id },
      colors: ['White', 'Gold'],
      state: 'listed',
      moderation_reason: null,
    });
    expect(p.hash).toHaveLength(12);
    expect(p.sizes).toMatchObject([
      {
        size_label: '12 X 24',
        unit: 'Box',
        box_sqft: 15.5,
        vendor_price_cents: 6400,
        min_qty: 1,
        in_carts: false,
      },
      { size_label: 'Herringbone', unit: 'Piece', box_sqft: null, vendor_price_cents: 1250, min_qty: 4 },
    ]);
    const [audit] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(p.id))));
    expect(audit).toMatchObject({
      actorId: f.vendorA.id,
      actorType: 'Vendor',
      action: 'product.create',
      before: null,
    });
    expect(audit.after).toMatchObject({ name: 'Aurora Quartzite Slab', brand_id: f.own.id });

    // Shoppers find it by search at once (search_text from productSearchText, the category with its department).
    const [row] = await f.t.db
      .select({ text: products.searchText })
      .from(products)
      .where(eq(products.id, p.id));
    const options = (await f.send('GET', '/api/vendor/catalog_options', f.auth.vendorA)).json().data;
    const leaf = options.categories.find((c: { id: number }) => c.id === f.leaf.id);
    const words = `${leaf.path.split(' › ').join(' ')} ${leaf.name}`;
    expect(row.text).toBe(`Aurora Quartzite Slab ${f.own.name} ${words} White Gold Polished Modern`);
    const found = (await f.send('GET', '/api/search?q=aurora%20quartzite')).json().data;
    expect(found.data.map((c: { id: number }) => c.id)).toEqual([p.id]);
    const page = await f.send('GET', `/api/product/${p.hash}`);
    expect(page.statusCode).toBe(200);
  });

  it('refuses a brand that is not the vendor’s, a parent category and a hidden brand, each on its field', async () => {
    const before = await f.t.db.$count(products);
    const theirs = await f.send(
      'POST',
      '/api/vendor/products',
      f.auth.vendorA,
      f.draft({ brand_id: f.theirs.id }),
    );
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json()).toEqual({
      message: INVALID,
      errors: { brand_id: ['The selected brand is invalid.'] },
    });
    const parent = await f.send(
      'POST',
      '/api/vendor/products',
      f.auth.vendorA,
      f.draft({ category_id: f.parent.id }),
    );
    expect(parent.json().errors).toEqual({ category_id: ['The selected category is invalid.'] });
    const both = await f.send(
      'POST',
      '/api/vendor/products',
      f.auth.vendorA,
      f.draft({ brand_id: 2147483647, category_id: 2147483647 }),
    );
    expect(Object.keys(both.json().errors).sort()).toEqual(['brand_id', 'category_id']);
    await f.t.db.update(brands).set({ moderatedAt: new Date() }).where(eq(brands.id, f.second.id));
    const hidden = await f.send(
      'POST',
      '/api/vendor/products',
      f.auth.vendorA,
      f.draft({ brand_id: f.second.id }),
    );
    await f.t.db.update(brands).set({ moderatedAt: null }).where(eq(brands.id, f.second.id));
    expect(hidden.json().errors).toEqual({ brand_id: ['The selected brand is invalid.'] });
    expect(await f.t.db.$count(products)).toBe(before);
  });

  it('validates the body with the domain schema: per-size errors, huge numbers and NUL bytes are 422s', async () => {
    const draft = f.draft();
    const sizes = [draft.sizes[0], { ...(draft.sizes[1] as object), unit: 'Box', box_sqft: null }];
    const res = await f.send('POST', '/api/vendor/products', f.auth.vendorA, { ...draft, sizes });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'sizes.1.box_sqft': ['The box sqft field is required for a Box.'] });
    const huge = await f.send('POST', '/api/vendor/products', f.auth.vendorA, {
      ...draft,
      sizes: [{ ...(draft.sizes[0] as object), vendor_price_cents: 1e20 }],
    });
    expect(huge.json().errors).toEqual({
      'sizes.0.vendor_price_cents': ['The price may not be greater than $999,999.99.'],
    });
    const nul = await f.send('POST', '/api/vendor/products', f.auth.vendorA, {
      ...draft,
      name: 'Tile\u0000',
    });
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(nul.json().errors)).toEqual(['name']);
    const none = await f.send('POST', '/api/vendor/products', f.auth.vendorA, { ...draft, sizes: [] });
    expect(none.json().errors).toEqual({ sizes: ['Give at least one size.'] });
  });

  it('lists only the vendor’s own products, newest first, with sizes count and price from', async () => {
    const res = await f.send('GET', '/api/vendor/products?per_page=50', f.auth.vendorA);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(seededOfA + 1);
    expect(page.per_page).toBe(50);
    const brandIds = new Set(page.data.map((r: { brand: { id: number } }) => r.brand.id));
    expect([...brandIds].every((id) => id === f.own.id || id === f.second.id)).toBe(true);
    expect(page.data[0]).toMatchObject({
      name: 'Aurora Quartzite Slab',
      sizes_count: 2,
      price_from_cents: 1250,
      state: 'listed',
    });
    const ids = page.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const theirs = (await f.send('GET', '/api/vendor/products', f.auth.vendorB)).json().data;
    expect(theirs.data.every((r: { brand: { id: number } }) => r.brand.id === f.theirs.id)).toBe(true);
  });

  it('searches by name, filters by category and state, and clamps a page past the last', async () => {
    const byName = (await f.send('GET', '/api/vendor/products?q=QUARTZITE', f.auth.vendorA)).json().data;
    expect(byName.data.map((r: { name: string }) => r.name)).toEqual(['Aurora Quartzite Slab']);
    const wild = (await f.send('GET', '/api/vendor/products?q=%25', f.auth.vendorA)).json().data;
    expect(wild.total).toBe(0);
    const inLeaf = (
      await f.send('GET', `/api/vendor/products?category_id=${f.leaf.id}&per_page=50`, f.auth.vendorA)
    ).json().data;
    expect(inLeaf.data.every((r: { category: { id: number } }) => r.category.id === f.leaf.id)).toBe(true);
    expect(inLeaf.total).toBeGreaterThan(0);
    const hidden = (await f.send('GET', '/api/vendor/products?state=hidden', f.auth.vendorA)).json().data;
    expect(hidden.total).toBe(0);
    const last = (
      await f.send('GET', '/api/vendor/products?per_page=2&page=99999&q=quartzite', f.auth.vendorA)
    ).json().data;
    expect(last).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
    expect(last.links[1].url).toBe('http://localhost:3000/api/vendor/products?q=quartzite&per_page=2&page=1');
    for (const bad of ['state=gone', 'page=0x10', 'category_id=abc', 'per_page=51', 'q=a%00b']) {
      const res = await f.send('GET', `/api/vendor/products?${bad}`, f.auth.vendorA);
      expect(res.statusCode, bad).toBe(422);
    }
  });

  it('reads one of the vendor’s products; another vendor’s or none is 404, never 403', async () => {
    const [mine] = (await f.send('GET', '/api/vendor/products?q=aurora', f.auth.vendorA)).json().data.data;
    const res = await f.send('GET', `/api/vendor/products/${mine.id}`, f.auth.vendorA);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: mine.id,
      description: 'A polished porcelain tile.',
      finish: 'Polished',
    });
    expect(res.json().data.texture).toMatchObject({ pattern: 'tile', tile_width_in: 12 });
    for (const url of [`/api/vendor/products/${mine.id}`]) {
      const other = await f.send('GET', url, f.auth.vendorB);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ message: 'Record not found for processing.' });
    }
    expect((await f.send('GET', '/api/vendor/products/2147483647', f.auth.vendorA)).statusCode).toBe(404);
    expect((await f.send('GET', '/api/vendor/products/abc', f.auth.vendorA)).statusCode).toBe(404);
  });

  it('a slab size keeps its fabricator’s cut allowance (issue 21 B1); any other unit may not have one', async () => {
    const slab = { width_size: '126', height_size: '63', unit: 'Slab' as const, vendor_price_cents: 180_000 };
    const res = await f.send('POST', '/api/vendor/products', f.auth.vendorA, {
      ...f.draft({ name: 'Aurora Quartz Slab' }),
      sizes: [{ ...slab, cut_allowance_in: 0.5 }, slab],
    });
    expect(res.statusCode).toBe(201);
    const read = await f.send('GET', `/api/vendor/products/${res.json().data.id}`, f.auth.vendorA);
    expect(
      read.json().data.sizes.map((s: { cut_allowance_in: number | null }) => s.cut_allowance_in),
    ).toEqual([0.5, null]);
    const boxed = await f.send('POST', '/api/vendor/products', f.auth.vendorA, {
      ...f.draft(),
      sizes: [{ ...(f.draft().sizes[0] as object), cut_allowance_in: 1 }],
    });
    expect(boxed.statusCode).toBe(422);
    expect(boxed.json().errors).toEqual({ 'sizes.0.cut_allowance_in': ['Only a slab has a cut allowance.'] });
    const huge = await f.send('POST', '/api/vendor/products', f.auth.vendorA, {
      ...f.draft(),
      sizes: [{ ...slab, cut_allowance_in: 7 }],
    });
    expect(huge.json().errors).toEqual({
      'sizes.0.cut_allowance_in': ['The cut allowance may not be greater than 6 in.'],
    });
  });
});
