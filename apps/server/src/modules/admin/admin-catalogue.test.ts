import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs, loginAsVerifiedAdmin } from '../../../test/harness.ts';
import { auditLog, brands, products, vendorApplications } from '../../db/schema/index.ts';
import { catalogTestApp } from '../catalog/catalog.fixture.ts';

type Headers = Record<string, string>;
type Fixture = Awaited<ReturnType<typeof catalogTestApp>>;

/** Catalogue moderation: GET /api/admin/products|brands, POST …/{id}/hide|unhide (docs/api-admin.md). */
describe('the admin’s catalogue moderation', () => {
  let f: Fixture;
  let auth: Headers;
  let adminId: number;
  let brand: { id: number; name: string };
  let vendorId: number;

  beforeAll(async () => {
    f = await catalogTestApp();
    const admin = await createUser(f.t.db, { type: 'Admin' });
    adminId = admin.id;
    auth = authHeader(await loginAsVerifiedAdmin(f.t.app, admin.email));
    [brand] = await f.t.db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .orderBy(asc(brands.id))
      .limit(1);
    const vendor = await createUser(f.t.db, { type: 'Vendor', fullName: 'Vera Vendor' });
    vendorId = vendor.id;
    await f.t.db.update(brands).set({ vendorUserId: vendor.id }).where(eq(brands.id, brand.id));
    await f.t.db.insert(vendorApplications).values({
      userId: vendor.id,
      companyName: 'Vera Surfaces Inc.',
      contactName: 'Vera Vendor',
      brandNames: [brand.name],
      status: 'approved',
    });
  });
  afterAll(() => f.t.close());

  const get = (url: string, headers: Headers = auth) => f.t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload?: Record<string, unknown>, headers: Headers = auth) =>
    f.t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const productsOfBrand = (id: number) =>
    f.t.db
      .select({ id: products.id, hash: products.hash, listed: products.listed })
      .from(products)
      .where(eq(products.brandId, id))
      .orderBy(asc(products.id));
  const auditOf = (entity: string, id: number) =>
    f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  it('lists every product newest first, 10 a page, with its brand, vendor and whether shoppers see it', async () => {
    const res = await get('/api/admin/products');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    const [{ n }] = await f.t.db.select({ n: count() }).from(products);
    expect(page).toMatchObject({ total: Number(n), per_page: 10, current_page: 1 });
    const [newest] = await f.t.db.select().from(products).orderBy(desc(products.id)).limit(1);
    expect(page.data[0]).toMatchObject({
      id: newest.id,
      hash: newest.hash,
      name: newest.name,
      listed: true,
      hidden_by_vendor: false,
      moderation: null,
    });
    const ofBrand = (await get(`/api/admin/products?brand_id=${brand.id}`)).json().data;
    expect(ofBrand.total).toBe((await productsOfBrand(brand.id)).length);
    expect(ofBrand.data[0]).toMatchObject({
      brand: { id: brand.id, name: brand.name, moderated: false },
      vendor: { id: vendorId, name: 'Vera Surfaces Inc.' },
    });
    const ofVendor = (await get(`/api/admin/products?vendor_id=${vendorId}`)).json().data;
    expect(ofVendor.total).toBe(ofBrand.total);
    expect(ofBrand.links.at(-1).url).toBe(
      `http://localhost:3000/api/admin/products?brand_id=${brand.id}&page=2`,
    );
  });

  it('finds a product by any part of its name or by its hash', async () => {
    const [p] = await productsOfBrand(brand.id);
    const [row] = await f.t.db.select({ name: products.name }).from(products).where(eq(products.id, p.id));
    const part = row.name.slice(2, 9).toUpperCase();
    const byName = (await get(`/api/admin/products?q=${encodeURIComponent(part)}`)).json().data;
    expect(byName.data.map((x: { id: number }) => x.id)).toContain(p.id);
    const byHash = (await get(`/api/admin/products?q=${p.hash}`)).json().data;
    expect(byHash.data.map((x: { id: number }) => x.id)).toEqual([p.id]);
  });

  it('refuses a bad filter on its field', async () => {
    const res = await get('/api/admin/products?brand_id=abc&vendor_id=0&listed=maybe&page=0');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      brand_id: ['The brand must be an integer.'],
      vendor_id: ['The vendor is invalid.'],
      listed: ['The listed filter must be true or false.'],
    });
  });

  it('hides a product with a reason, recorded once; a new reason keeps the first time; unhide lists it again', async () => {
    const [p] = await productsOfBrand(brand.id);
    const url = `/api/admin/products/${p.id}`;
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const bad = await post(`${url}/hide`, payload);
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['reason']);
    }
    const shopperSees = async () =>
      (await get(`/api/product/${p.hash}?vsd_id=TESTRM01`, {})).statusCode === 200;
    expect(await shopperSees()).toBe(true);
    const hidden = await post(`${url}/hide`, { reason: 'Counterfeit listing' });
    expect(hidden.statusCode).toBe(200);
    expect(await shopperSees()).toBe(false);
    expect(hidden.json().message).toBe('The product is hidden from the catalogue.');
    const first = hidden.json().data;
    expect(first).toMatchObject({ id: p.id, listed: false, moderation: { reason: 'Counterfeit listing' } });
    expect(
      (await get('/api/admin/products?listed=false')).json().data.data.map((x: { id: number }) => x.id),
    ).toContain(p.id);

    // The same again changes nothing; a new reason replaces the reason only.
    await post(`${url}/hide`, { reason: 'Counterfeit listing' });
    const again = (await post(`${url}/hide`, { reason: 'Wrong pictures' })).json().data;
    expect(again.moderation).toEqual({
      moderated_at: first.moderation.moderated_at,
      reason: 'Wrong pictures',
    });

    const shown = await post(`${url}/unhide`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ listed: true, moderation: null });
    expect(await shopperSees()).toBe(true);
    await post(`${url}/unhide`);
    const entries = await auditOf('product', p.id);
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      [
        'product.hide',
        adminId,
        { moderated_at: null, reason: null, listed: true },
        { moderated_at: first.moderation.moderated_at, reason: 'Counterfeit listing', listed: false },
      ],
      [
        'product.hide',
        adminId,
        { moderated_at: first.moderation.moderated_at, reason: 'Counterfeit listing', listed: false },
        { moderated_at: first.moderation.moderated_at, reason: 'Wrong pictures', listed: false },
      ],
      [
        'product.unhide',
        adminId,
        { moderated_at: first.moderation.moderated_at, reason: 'Wrong pictures', listed: false },
        { moderated_at: null, reason: null, listed: true },
      ],
    ]);
  });

  it('unhiding a product its vendor hid leaves it unlisted', async () => {
    const [, p] = await productsOfBrand(brand.id);
    await f.t.db.update(products).set({ hiddenAt: new Date() }).where(eq(products.id, p.id));
    await post(`/api/admin/products/${p.id}/hide`, { reason: 'Check the sizes' });
    const res = (await post(`/api/admin/products/${p.id}/unhide`)).json().data;
    expect(res).toMatchObject({ listed: false, hidden_by_vendor: true, moderation: null });
    await f.t.db.update(products).set({ hiddenAt: null }).where(eq(products.id, p.id));
  });

  it('hiding a brand unlists all its products; unhiding lists again all but those hidden on their own', async () => {
    const [own, ...rest] = await productsOfBrand(brand.id);
    await post(`/api/admin/products/${own.id}/hide`, { reason: 'Recalled' });
    const res = await post(`/api/admin/brands/${brand.id}/hide`, { reason: 'Vendor under review' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The brand and all its products are hidden from the catalogue.');
    expect(res.json().data).toMatchObject({
      id: brand.id,
      vendor: { id: vendorId, name: 'Vera Surfaces Inc.' },
      products: rest.length + 1,
      listed_products: 0,
      moderation: { reason: 'Vendor under review' },
    });
    expect((await productsOfBrand(brand.id)).every((p) => !p.listed)).toBe(true);
    expect((await get(`/api/product/${rest[0].hash}?vsd_id=TESTRM01`, {})).statusCode).toBe(404);
    const row = (await get(`/api/admin/products?q=${rest[0].hash}`)).json().data.data[0];
    expect(row).toMatchObject({ listed: false, moderation: null, brand: { moderated: true } });

    const back = (await post(`/api/admin/brands/${brand.id}/unhide`)).json().data;
    expect(back).toMatchObject({ listed_products: rest.length, moderation: null });
    const after = await productsOfBrand(brand.id);
    expect(after.filter((p) => p.listed).map((p) => p.id)).toEqual(rest.map((p) => p.id));
    expect((await auditOf('brand', brand.id)).map((e) => e.action)).toEqual(['brand.hide', 'brand.unhide']);
    await post(`/api/admin/products/${own.id}/unhide`);
  });

  it('lists brands by name with their counts, searched by any part of the name', async () => {
    const page = (await get('/api/admin/brands')).json().data;
    const [{ n }] = await f.t.db.select({ n: count() }).from(brands);
    expect(page).toMatchObject({ total: Number(n), per_page: 10, current_page: 1 });
    const namesOnPage = page.data.map((b: { name: string }) => b.name);
    expect(namesOnPage).toEqual(
      [...namesOnPage].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const part = brand.name.slice(1, 5).toLowerCase();
    const found = (await get(`/api/admin/brands?q=${encodeURIComponent(part)}`)).json().data.data;
    const ours = found.find((b: { id: number }) => b.id === brand.id);
    const [{ total }] = await f.t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.brandId, brand.id));
    expect(ours).toMatchObject({ products: total, listed_products: total, moderation: null });
  });

  it('answers 404 for a product or brand that does not exist', async () => {
    for (const url of [
      '/api/admin/products/2147483647/hide',
      '/api/admin/brands/2147483647/hide',
      '/api/admin/products/abc/hide',
    ]) {
      expect((await post(url, { reason: 'Nope' })).statusCode).toBe(404);
    }
    expect((await post('/api/admin/brands/2147483647/unhide')).statusCode).toBe(404);
  });

  it('answers an admin past the one-time code only; nobody else hides anything', async () => {
    const [p] = await productsOfBrand(brand.id);
    const admin = await createUser(f.t.db, { type: 'Admin' });
    const callers: [Headers, number][] = [
      [{}, 401],
      [authHeader(await loginAs(f.t.app, (await createUser(f.t.db)).email)), 403],
      [authHeader(await loginAs(f.t.app, (await createUser(f.t.db, { type: 'Vendor' })).email)), 403],
      [authHeader(await loginAs(f.t.app, f.owner.email)), 403],
      [authHeader(await loginAs(f.t.app, admin.email)), 403],
    ];
    for (const [headers, code] of callers) {
      expect((await get('/api/admin/products', headers)).statusCode).toBe(code);
      expect((await get('/api/admin/brands', headers)).statusCode).toBe(code);
      for (const url of [`/api/admin/products/${p.id}`, `/api/admin/brands/${brand.id}`]) {
        expect((await post(`${url}/hide`, { reason: 'x' }, headers)).statusCode).toBe(code);
        expect((await post(`${url}/hide`, {}, headers)).statusCode).toBe(code);
        expect((await post(`${url}/unhide`, undefined, headers)).statusCode).toBe(code);
      }
    }
    const [row] = await f.t.db.select().from(products).where(eq(products.id, p.id));
    expect(row).toMatchObject({ listed: true, moderatedAt: null });
  });
});
