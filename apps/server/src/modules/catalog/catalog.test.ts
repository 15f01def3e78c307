import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { templateById } from '@app/domain/room/templates';
import { count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productViews } from '../../db/schema/index.ts';
import { HOME_TILES } from '../../db/seed/catalog/taxonomy.ts';
import { catalogTestApp, expectedPrice } from './catalog.fixture.ts';

type Fixture = Awaited<ReturnType<typeof catalogTestApp>>;

describe('catalogue reads', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await catalogTestApp();
  });
  afterAll(() => f.t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    f.t.app.inject({ method: 'GET', url, headers });

  it('GET /api/menu_category: departments → categories → sub-categories, counting every product once', async () => {
    const res = await get('/api/menu_category?vsd_id=TESTRM01');
    expect(res.statusCode).toBe(200);
    const menu = res.json().data;
    expect(menu.length).toBeGreaterThan(3);
    expect(menu[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      menu_slug: expect.any(String),
    });
    const cats = menu.flatMap((d: { categories: unknown[] }) => d.categories);
    expect(cats.reduce((n: number, c: { product_count: number }) => n + c.product_count, 0)).toBe(300);
    const parent = cats.find((c: { children: unknown[] }) => c.children.length > 0);
    expect(parent.children[0]).toMatchObject({ slug_url: expect.any(String), children: [] });
    expect(parent.product_count).toBe(
      parent.children.reduce((n: number, c: { product_count: number }) => n + c.product_count, 0),
    );
  });

  it('GET /api/categories/tiles: the 21 tiles in the spec order', async () => {
    const tiles = (await get('/api/categories/tiles')).json().data;
    expect(tiles.map((t: { name: string }) => t.name)).toEqual([...HOME_TILES]);
    expect(tiles[0].image).toMatch(/^\/media\/categories\/.+\.webp$/);
  });

  it('GET /api/brands and /api/home_media: 20+ brands with counts; 4 tabs of 7 images', async () => {
    const brands = (await get('/api/brands')).json().data;
    expect(brands.length).toBeGreaterThanOrEqual(20);
    expect(brands.reduce((n: number, b: { product_count: number }) => n + b.product_count, 0)).toBe(300);
    const media = (await get('/api/home_media')).json().data;
    expect(media.inspired.map((t: { tab: string }) => t.tab)).toEqual([
      'Bathroom',
      'Kitchen',
      'Living Room',
      'Landscaping/Outdoor',
    ]);
    for (const tab of media.inspired) expect(tab.images).toHaveLength(7);
    // Each is a render of a real design (scripts/render-inspired.mjs), kept in the web app, and opens it.
    const publicDir = fileURLToPath(new URL('../../../../web/public', import.meta.url));
    for (const image of media.inspired.flatMap(
      (t: { images: { src: string; href: string }[] }) => t.images,
    )) {
      expect(existsSync(path.join(publicDir, image.src)), image.src).toBe(true);
      const q = new URL(image.href, 'http://x').searchParams;
      expect(floorPlanById(q.get('floorplan')!), image.href).not.toBeNull();
      expect(templateById(q.get('floorTemplate')!)?.kind, image.href).toBe(
        floorPlanById(q.get('floorplan')!)!.kind,
      );
    }
    expect(media.brands).toHaveLength(brands.length);
  });

  it('GET /api/product/{hash}: every size priced for the showroom, breadcrumb, gallery; records the view', async () => {
    const res = await get(`/api/product/${f.special.hash}?vsd_id=TESTRM01`, { 'x-viewer-id': 'viewer-a' });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p.hash).toBe(f.special.hash);
    expect(p.price_cents).toBe(await expectedPrice(f.t.db, f.special.id, 3000));
    expect(p.sizes[0]).toMatchObject({ id: p.size_id, price_cents: p.price_cents, size_label: p.size_label });
    expect(p.images.length).toBeGreaterThanOrEqual(3);
    expect(p.showroom).toEqual({ vsd_id: 'TESTRM01', company_name: 'Sunset Tile & Stone' });
    expect(p.breadcrumb.at(-1)).toEqual({ name: p.category.name, slug_url: p.category.slug_url });
    expect(p.texture).toHaveProperty('base_color');
    const [{ n }] = await f.t.db.select({ n: count() }).from(productViews);
    expect(n).toBe(1);
  });

  it('GET /api/product/{hash}: 404 with the spec message for an unknown product', async () => {
    const res = await get('/api/product/nope1234');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Record not found for processing.' });
  });

  it('GET /api/product/{hash}: the vendor’s sample at the vendor’s price (no markup), null without one; cards leave it out', async () => {
    await f.t.db
      .update(products)
      .set({ sampleSize: '4 × 4 in', samplePriceCents: 500 })
      .where(eq(products.id, f.special.id));
    const p = (await get(`/api/product/${f.special.hash}?vsd_id=TESTRM01`)).json().data;
    expect(p.sample).toEqual({ size: '4 × 4 in', price_cents: 500 });
    const [other] = await f.t.db
      .select({ hash: products.hash })
      .from(products)
      .where(ne(products.id, f.special.id))
      .limit(1);
    expect((await get(`/api/product/${other.hash}`)).json().data.sample).toBeNull();
    const cards = (await get(`/api/search?q=${encodeURIComponent(p.name)}`)).json().data.data;
    expect(cards.map((c: { hash: string }) => c.hash)).toContain(f.special.hash);
    for (const card of cards) expect(card).not.toHaveProperty('sample');
    await f.t.db
      .update(products)
      .set({ sampleSize: null, samplePriceCents: null })
      .where(eq(products.id, f.special.id));
  });

  it('GET /api/public: a product by hash or id and a category by id or slug; 404 when neither exists', async () => {
    const both = (await get(`/api/public?pid=${f.special.id}&cid=${f.leaf.slug}`)).json().data;
    expect(both.product.hash).toBe(f.special.hash);
    expect(both.product.price_cents).toBe(await expectedPrice(f.t.db, f.special.id, 1000));
    expect(both.category).toMatchObject({
      id: f.leaf.id,
      slug_url: f.leaf.slug,
      department: { name: expect.any(String) },
    });
    expect((await get(`/api/public?cid=${f.leaf.id}`)).json().data).toEqual({ category: both.category });
    expect((await get('/api/public?pid=nothing')).statusCode).toBe(404);
  });
});

describe('showrooms', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await catalogTestApp();
  });
  afterAll(() => f.t.close());
  const get = (url: string) => f.t.app.inject({ method: 'GET', url });

  it('GET /api/visualization/showrooms: by vsd_id prefix (any case) or company name; empty text finds none', async () => {
    const expected = [{ id: f.room.id, company_name: 'Sunset Tile & Stone', vsd_id: 'TESTRM01' }];
    expect((await get('/api/visualization/showrooms?s=testrm')).json().data).toEqual(expected);
    expect((await get('/api/visualization/showrooms?s=tile%20%26')).json().data).toEqual(expected);
    expect((await get('/api/visualization/showrooms?s=zzzz')).json()).toEqual({ success: true, data: [] });
    expect((await get('/api/visualization/showrooms?s=%25')).json().data).toEqual([]);
    expect((await get('/api/visualization/showrooms')).json().data).toEqual([]);
  });

  it('GET /api/visualization/shop_profile: the profile and menu by vsd_id or owner; {} when not found', async () => {
    const res = await get('/api/visualization/shop_profile?vsd_id=TESTRM01');
    const { data } = res.json();
    expect(data.profile).toEqual({
      id: f.room.id,
      user_id: f.owner.id,
      vsd_id: 'TESTRM01',
      company_name: 'Sunset Tile & Stone',
      basic_addon: { subscription_status: null },
      custom_addon: { subscription_status: 'active' },
      theme_color: '#123456',
      business_logo: null,
      showroom_subscription: null,
    });
    expect(data.category.length).toBeGreaterThan(3);
    const byOwner = (await get(`/api/visualization/shop_profile?showroom=${f.owner.id}`)).json().data;
    expect(byOwner.profile.vsd_id).toBe('TESTRM01');
    expect((await get('/api/visualization/shop_profile?vsd_id=NOPE0000')).json()).toEqual({
      success: true,
      data: {},
    });
    expect((await get('/api/visualization/shop_profile')).json()).toEqual({ success: true, data: {} });
  });
});
