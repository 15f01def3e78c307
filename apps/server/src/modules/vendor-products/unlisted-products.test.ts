import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, loginAs } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { brands, products } from '../../db/schema/index.ts';
import {
  CARD_OK,
  fillCart,
  type OrderFixture,
  orderTestApp,
  placeOrder,
  SHIP_CA,
} from '../orders/orders.fixture.ts';
import { call } from '../projects/projects.fixture.ts';

type Card = { id: number; name: string };
type Facet = { id: number; count: number };
const ids = (cards: Card[]) => cards.map((c) => c.id);

/**
 * Unlisted products never reach shoppers (decision 0017): a product its vendor hides leaves search and its
 * facet counts, the category lists and menu counts, its page, the product rails, the visualizer's options,
 * and cannot be added to a cart nor ordered from one; shown again, it is back everywhere. A brand the admin
 * hides takes all its products with it.
 */
describe('what shoppers see of hidden products', () => {
  let f: OrderFixture;
  /** Vendor A's product `a` (showroom TESTRM01's 30% product), renamed so that one word finds only it. */
  let a: { id: number; hash: string; categoryId: number; brandId: number };
  const NAME = 'Zanzibar Onyx Tile';

  const get = (url: string, headers: Record<string, string> = {}) =>
    f.t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object) => f.t.app.inject({ method: 'POST', url, payload });
  const vendor = (action: 'hide' | 'show', id = a.id) =>
    f.t.app.inject({ method: 'POST', url: `/api/vendor/products/${id}/${action}`, headers: f.auth.vendorA });
  const search = async (qs: string) => (await get(`/api/search?${qs}&vsd_id=TESTRM01&ppp=48`)).json().data;
  const categoryPage = async () =>
    (
      await post('/api/visualization/products', { category: a.categoryId, vsd_id: 'TESTRM01', ppp: 48 })
    ).json().data;
  const menuCount = async () => {
    const menu = (await get('/api/menu_category')).json().data;
    const all = menu.flatMap(
      (d: { categories: Array<{ id: number; product_count: number; children: [] }> }) =>
        d.categories.flatMap((c) => [c, ...c.children]),
    ) as Array<{ id: number; product_count: number }>;
    return all.find((c) => c.id === a.categoryId)!.product_count;
  };

  beforeAll(async () => {
    f = await orderTestApp();
    await f.t.db
      .update(products)
      .set({ name: NAME, searchText: `${NAME} marble look` })
      .where(eq(products.id, f.a.id));
    const [row] = await f.t.db.select().from(products).where(eq(products.id, f.a.id));
    a = { id: row.id, hash: row.hash, categoryId: row.categoryId, brandId: row.brandId };
  });
  afterAll(() => f.t.close());

  it('a hidden product leaves search and its facet counts, the category list, menu counts and its page', async () => {
    const before = {
      found: await search('q=zanzibar'),
      brand: await search(`brand=${a.brandId}`),
      category: await categoryPage(),
      menu: await menuCount(),
    };
    expect(ids(before.found.data)).toEqual([a.id]);
    expect(ids(before.category.data)).toContain(a.id);
    const brandFacet = (page: { facets: { brands: Facet[] } }) =>
      page.facets.brands.find((b) => b.id === a.brandId);
    expect(brandFacet(before.brand)!.count).toBe(before.brand.total);

    expect((await vendor('hide')).statusCode).toBe(200);

    expect((await search('q=zanzibar')).total).toBe(0);
    const brand = await search(`brand=${a.brandId}`);
    expect(brand.total).toBe(before.brand.total - 1);
    expect(brandFacet(brand)?.count ?? 0).toBe(before.brand.total - 1);
    expect(ids(brand.data)).not.toContain(a.id);
    const category = await categoryPage();
    expect(category.total).toBe(before.category.total - 1);
    expect(ids(category.data)).not.toContain(a.id);
    expect(await menuCount()).toBe(before.menu - 1);
    expect((await get(`/api/product/${a.hash}`)).statusCode).toBe(404);
    expect((await get(`/api/public?pid=${a.hash}`)).statusCode).toBe(404);

    expect((await vendor('show')).statusCode).toBe(200);
    expect(ids((await search('q=zanzibar')).data)).toEqual([a.id]);
    expect((await search(`brand=${a.brandId}`)).facets).toEqual(before.brand.facets);
    expect((await categoryPage()).total).toBe(before.category.total);
    expect(await menuCount()).toBe(before.menu);
    expect((await get(`/api/product/${a.hash}`)).statusCode).toBe(200);
  });

  it('leaves the product rails while hidden', async () => {
    expect((await get(`/api/product/${a.hash}`, { 'x-viewer-id': 'viewer-unlisted' })).statusCode).toBe(200);
    const rail = async () =>
      ids((await post('/api/recently_viewed/', { viewer: 'viewer-unlisted' })).json().data);
    expect(await rail()).toEqual([a.id]);
    await vendor('hide');
    expect(await rail()).toEqual([]);
    expect(ids((await post('/api/top_products/', { limit: 48 })).json().data)).not.toContain(a.id);
    await vendor('show');
    expect(await rail()).toEqual([a.id]);
  });

  it('leaves the visualizer’s swap options while hidden', async () => {
    const options = async (q = '') =>
      (await get(`/api/visualization/options?slot=vanity&vsd_id=TESTRM01${q}`)).json().data;
    const first = (await options()).data.find(
      (o: { product: { brand: { id: number } } }) => o.product.brand.id !== f.b.brandId,
    ).product as Card & { brand: { id: number } };
    await f.t.db.update(brands).set({ vendorUserId: f.vendorA.id }).where(eq(brands.id, first.brand.id));
    const named = `&q=${encodeURIComponent(first.name)}`;
    const shown = (await options(named)).data.map((o: { product: Card }) => o.product.id);
    expect(shown).toContain(first.id);
    await vendor('hide', first.id);
    expect((await options(named)).data.map((o: { product: Card }) => o.product.id)).not.toContain(first.id);
    await vendor('show', first.id);
    expect((await options(named)).data.map((o: { product: Card }) => o.product.id)).toContain(first.id);
  });

  it('refuses to add a hidden product to a cart (422), still lets it be removed, and never orders it', async () => {
    await fillCart(f, f.annAuth, [
      { hash: a.hash, qty: 2 },
      { hash: f.b.hash, qty: 1 },
    ]);
    await vendor('hide');
    const add = await call(
      f,
      'POST',
      '/api/projectCart/sync_to_cart',
      { product: a.hash, qty: 1, vsd_id: 'TESTRM01' },
      f.annAuth,
    );
    expect(add.statusCode).toBe(422);
    expect(add.json().errors).toEqual({ product: [`${NAME} is no longer available.`] });
    const bulk = await call(
      f,
      'POST',
      '/api/projectCart/sync_to_bulk_cart',
      {
        items: [
          { product: f.b.hash, qty: 1 },
          { product: a.id, qty: 1 },
        ],
        vsd_id: 'TESTRM01',
      },
      f.annAuth,
    );
    expect(bulk.json().errors).toEqual({ 'items.1.product': [`${NAME} is no longer available.`] });

    const orders = async () =>
      Number(rowsOf<{ n: number }>(await f.t.db.execute(sql`select count(*)::int as n from orders`))[0].n);
    const placed = await placeOrder(f, f.annAuth, 'unlisted-1', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(placed.statusCode).toBe(422);
    expect(placed.json().errors).toEqual({
      project: [`${NAME} is no longer available. Remove it from your cart to place your order.`],
    });
    expect(await orders()).toBe(0);
    const preview = await call(f, 'POST', '/api/orders/preview', { ship_to: SHIP_CA }, f.annAuth);
    expect(preview.json().errors?.project).toEqual(placed.json().errors.project);

    const removed = await call(
      f,
      'POST',
      '/api/projectCart/sync_to_cart',
      { product: a.hash, action: 'remove', vsd_id: 'TESTRM01' },
      f.annAuth,
    );
    expect(removed.statusCode).toBe(200);
    const ok = await placeOrder(f, f.annAuth, 'unlisted-2', { payment: CARD_OK, ship_to: SHIP_CA });
    expect(ok.statusCode).toBe(201);
    await vendor('show');
  });

  it('a pro cannot mark up a hidden product, but may remove its markup', async () => {
    const pro = authHeader(await loginAs(f.t.app, f.owner.email));
    const markup = (markup_bps: number | null) =>
      f.t.app.inject({
        method: 'PUT',
        url: '/api/pro/markups',
        headers: pro,
        payload: { products: [{ product_id: a.id, markup_bps }] },
      });
    await vendor('hide');
    const set = await markup(1500);
    expect(set.statusCode).toBe(422);
    expect(set.json().errors).toEqual({ 'products.0.product_id': ['The selected product is invalid.'] });
    expect((await markup(null)).statusCode).toBe(200);
    await vendor('show');
    expect((await markup(3000)).statusCode).toBe(200);
  });

  it('a brand the admin hides takes all its products out of search, and brings them back', async () => {
    const before = await search(`brand=${f.b.brandId}`);
    expect(before.total).toBeGreaterThan(0);
    const [brandRow] = await f.t.db.select().from(brands).where(eq(brands.id, f.b.brandId));
    await f.t.db
      .update(brands)
      .set({ moderatedAt: new Date(), moderationReason: 'Recall' })
      .where(eq(brands.id, f.b.brandId));
    expect((await search(`brand=${f.b.brandId}`)).total).toBe(0);
    expect((await get(`/api/product/${f.b.hash}`)).statusCode).toBe(404);
    const listed = (await get('/api/brands')).json().data.map((b: { id: number }) => b.id);
    expect(listed).not.toContain(f.b.brandId);
    const vendorView = (await get('/api/vendor/products?state=moderated', f.auth.vendorB)).json().data;
    expect(vendorView.total).toBe(before.total);
    expect(vendorView.data[0]).toMatchObject({ state: 'moderated', moderation_reason: 'Recall' });
    await f.t.db
      .update(brands)
      .set({ moderatedAt: null, moderationReason: brandRow.moderationReason })
      .where(eq(brands.id, f.b.brandId));
    expect((await search(`brand=${f.b.brandId}`)).total).toBe(before.total);
  });
});
