import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, loginAs, loginAsVerifiedAdmin } from '../../../test/harness.ts';
import { categories, products } from '../../db/schema/index.ts';
import { catalogTestApp, expectedPrice } from '../catalog/catalog.fixture.ts';

type Fixture = Awaited<ReturnType<typeof catalogTestApp>>;

/** A pro's markups (issue 11): the showroom default and category overrides, ≥ 10%, their own showroom only. */
describe('GET/PUT /api/pro/markups', () => {
  let f: Fixture;
  let proToken: string;
  let otherProToken: string;
  let homeownerToken: string;
  let adminToken: string;
  beforeAll(async () => {
    f = await catalogTestApp();
    proToken = await loginAs(f.t.app, f.owner.email);
    otherProToken = await loginAs(f.t.app, (await createUser(f.t.db, { type: 'Contractor' })).email);
    homeownerToken = await loginAs(f.t.app, (await createUser(f.t.db)).email);
    adminToken = await loginAsVerifiedAdmin(f.t.app, (await createUser(f.t.db, { type: 'Admin' })).email);
  });
  afterAll(() => f.t.close());

  const get = (token: string) =>
    f.t.app.inject({ method: 'GET', url: '/api/pro/markups', headers: authHeader(token) });
  const put = (token: string, payload: unknown) =>
    f.t.app.inject({
      method: 'PUT',
      url: '/api/pro/markups',
      headers: authHeader(token),
      payload: payload as object,
    });

  it('reads the showroom default, the limits, the platform fee and each category with its override', async () => {
    const res = await get(proToken);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      default_bps: 1500,
      min_bps: 1000,
      recommended_bps: 1000,
      max_bps: 10000,
      platform_fee_bps: 500,
    });
    const leaf = data.categories.find((c: { category_id: number }) => c.category_id === f.leaf.id);
    expect(leaf.markup_bps).toBe(2000);
    // Only categories products are filed under: never a parent of others.
    const parents = await f.t.db.select({ id: categories.parentId }).from(categories);
    const parentIds = new Set(parents.map((p) => p.id).filter((id) => id !== null));
    expect(data.categories.some((c: { category_id: number }) => parentIds.has(c.category_id))).toBe(false);
  });

  it('saves the default and a category override in one go, and the client prices follow', async () => {
    const res = await put(proToken, {
      default_bps: 1200,
      categories: [{ category_id: f.leaf.id, markup_bps: 1250 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your markups are saved.');
    const data = res.json().data;
    expect(data.default_bps).toBe(1200);
    expect(data.categories.find((c: { category_id: number }) => c.category_id === f.leaf.id).markup_bps).toBe(
      1250,
    );
    const removed = await put(proToken, { categories: [{ category_id: f.leaf.id, markup_bps: null }] });
    expect(
      removed.json().data.categories.find((c: { category_id: number }) => c.category_id === f.leaf.id)
        .markup_bps,
    ).toBeNull();
    expect(removed.json().data.default_bps).toBe(1200);
    // A product of the category (not the one with its own 30% rule) is priced at the new default.
    const [other] = await f.t.db
      .select({ id: products.id, hash: products.hash })
      .from(products)
      .where(and(eq(products.categoryId, f.leaf.id), ne(products.id, f.special.id)))
      .limit(1);
    const page = await f.t.app.inject({ method: 'GET', url: `/api/product/${other.hash}?vsd_id=TESTRM01` });
    expect(page.json().data.price_cents).toBe(await expectedPrice(f.t.db, other.id, 1200));
  });

  it('refuses below 10%, above 100%, hex and a department heading, writing nothing', async () => {
    const before = (await get(proToken)).json().data;
    const low = await put(proToken, {
      default_bps: 900,
      categories: [{ category_id: f.leaf.id, markup_bps: 100_000 }],
    });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toEqual({
      default_bps: ['The markup must be at least 10%.'],
      'categories.0.markup_bps': ['The markup may not be more than 100%.'],
    });
    expect((await put(proToken, { default_bps: '0x10' })).statusCode).toBe(422);
    // A heading: a category other categories are filed under (the seeded taxonomy has several).
    const [child] = await f.t.db
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(isNotNull(categories.parentId))
      .limit(1);
    expect(child?.parentId).toBeTypeOf('number');
    const heading = await put(proToken, {
      default_bps: 1300,
      categories: [{ category_id: child.parentId, markup_bps: 1500 }],
    });
    expect(heading.statusCode).toBe(422);
    expect(heading.json().errors).toEqual({
      'categories.0.category_id': ['The selected category is invalid.'],
    });
    expect((await get(proToken)).json().data).toEqual(before);
  });

  it('saves a product’s own markup, which wins over its category’s; null removes it; an unknown product is refused', async () => {
    // The fixture's special product has the showroom's 30% rule.
    const listed = (await get(proToken)).json().data.products;
    expect(listed).toEqual([expect.objectContaining({ product_id: f.special.id, markup_bps: 3000 })]);
    const [other] = await f.t.db
      .select({ id: products.id, hash: products.hash, name: products.name })
      .from(products)
      .where(and(eq(products.categoryId, f.leaf.id), ne(products.id, f.special.id)))
      .limit(1);
    const res = await put(proToken, { products: [{ product_id: other.id, markup_bps: 1750 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.products).toContainEqual(
      expect.objectContaining({ product_id: other.id, hash: other.hash, name: other.name, markup_bps: 1750 }),
    );
    const price = async () =>
      (await f.t.app.inject({ method: 'GET', url: `/api/product/${other.hash}?vsd_id=TESTRM01` })).json().data
        .price_cents;
    expect(await price()).toBe(await expectedPrice(f.t.db, other.id, 1750));
    const removed = await put(proToken, { products: [{ product_id: other.id, markup_bps: null }] });
    expect(removed.json().data.products.map((p: { product_id: number }) => p.product_id)).toEqual([
      f.special.id,
    ]);
    const before = (await get(proToken)).json().data;
    const bad = await put(proToken, {
      default_bps: 1400,
      products: [
        { product_id: other.id, markup_bps: 900 },
        { product_id: 2147483000, markup_bps: 1500 },
      ],
    });
    expect(bad.json().errors).toEqual({ 'products.0.markup_bps': ['The markup must be at least 10%.'] });
    const unknown = await put(proToken, {
      default_bps: 1400,
      products: [{ product_id: 2147483000, markup_bps: 1500 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'products.0.product_id': ['The selected product is invalid.'] });
    expect((await get(proToken)).json().data).toEqual(before);
  });

  it('is the pro’s own: another pro reads their own showroom (404 without one), other roles 403, no token 401', async () => {
    expect((await get(otherProToken)).statusCode).toBe(404);
    expect((await put(otherProToken, { default_bps: 5000 })).statusCode).toBe(404);
    expect((await get(homeownerToken)).statusCode).toBe(403);
    expect((await put(adminToken, { default_bps: 5000 })).statusCode).toBe(403);
    expect((await f.t.app.inject({ method: 'GET', url: '/api/pro/markups' })).statusCode).toBe(401);
    expect((await get(proToken)).json().data.default_bps).toBe(1200);
  });
});
