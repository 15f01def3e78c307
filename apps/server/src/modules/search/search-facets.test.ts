import { unitPrice } from '@app/domain/catalog/pricing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { markupRules, productSizes, products, showrooms } from '../../db/schema/index.ts';
import { catalogTestApp } from '../catalog/catalog.fixture.ts';

type Fixture = Awaited<ReturnType<typeof catalogTestApp>>;

/** Facets are cached per text and showroom; every write they depend on must show in the next answer. */
describe('GET /api/search facets and the default-size price column', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await catalogTestApp();
  });
  afterAll(() => f.t.close());

  const facets = async (qs: string) => {
    const res = await f.t.app.inject({ method: 'GET', url: `/api/search?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.facets as {
      price: { min: number; max: number };
      brands: Array<{ count: number }>;
    };
  };
  const defaultPrice = async (id: number) =>
    (await f.t.db.select().from(products).where(eq(products.id, id)))[0].defaultVendorPriceCents;

  it('keeps products.default_vendor_price_cents on the first size through inserts, updates and deletes', async () => {
    const [p] = await f.t.db.select().from(products).where(eq(products.id, f.special.id));
    const sizes = await f.t.db.select().from(productSizes).where(eq(productSizes.productId, p.id));
    const first = sizes.sort((a, b) => a.position - b.position || a.id - b.id)[0];
    expect(p.defaultVendorPriceCents).toBe(first.vendorPriceCents);

    const [cheaper] = await f.t.db
      .insert(productSizes)
      .values({ productId: p.id, unit: 'Box', vendorPriceCents: 777, position: -1 })
      .returning();
    expect(await defaultPrice(p.id)).toBe(777);
    await f.t.db.update(productSizes).set({ vendorPriceCents: 888 }).where(eq(productSizes.id, cheaper.id));
    expect(await defaultPrice(p.id)).toBe(888);
    await f.t.db.delete(productSizes).where(eq(productSizes.id, cheaper.id));
    expect(await defaultPrice(p.id)).toBe(first.vendorPriceCents);

    await f.t.db.delete(productSizes).where(eq(productSizes.productId, p.id));
    expect(await defaultPrice(p.id)).toBeNull();
    await f.t.db.insert(productSizes).values(sizes.map(({ id: _id, ...s }) => s));
    expect(await defaultPrice(p.id)).toBe(first.vendorPriceCents);
  });

  it('answers new facets as soon as a price, a markup rule or the showroom default changes', async () => {
    const qs = 'q=tile&vsd_id=TESTRM01';
    const before = await facets(qs);
    expect(await facets(qs)).toEqual(before);

    // The most expensive tile becomes dearer: its size is the default one of a matched product.
    const [top] = rowsOf<{ id: number; product_id: number; category_id: number }>(
      await f.t.db.execute(sql`
        select ps.id, ps.product_id, p.category_id from products p
        join product_sizes ps on ps.product_id = p.id and ps.vendor_price_cents = p.default_vendor_price_cents
        where p.search @@ websearch_to_tsquery('english', 'tile')
        order by p.default_vendor_price_cents desc limit 1`),
    );
    const [room] = await f.t.db.select().from(showrooms).where(eq(showrooms.vsdId, 'TESTRM01'));
    const rule = await f.t.db
      .select()
      .from(markupRules)
      .where(and(eq(markupRules.showroomId, room.id), eq(markupRules.categoryId, top.category_id)));
    const markupOf = (showroomDefault: number) =>
      top.product_id === f.special.id ? 3000 : (rule[0]?.markupBps ?? showroomDefault);
    const priceAt = (v: number, bps: number) =>
      unitPrice({ vendorPriceCents: v, platformFeeBps: 500, markupBps: bps }).unitPriceCents / 100;

    await f.t.db.update(productSizes).set({ vendorPriceCents: 9_000_000 }).where(eq(productSizes.id, top.id));
    expect((await facets(qs)).price.max).toBe(priceAt(9_000_000, markupOf(1500)));

    await f.t.db
      .insert(markupRules)
      .values({ showroomId: room.id, productId: top.product_id, markupBps: 9000 });
    if (top.product_id !== f.special.id) expect((await facets(qs)).price.max).toBe(priceAt(9_000_000, 9000));
    await f.t.db
      .delete(markupRules)
      .where(and(eq(markupRules.productId, top.product_id), eq(markupRules.markupBps, 9000)));

    await f.t.db.update(showrooms).set({ defaultMarkupBps: 4000 }).where(eq(showrooms.id, room.id));
    expect((await facets(qs)).price.max).toBe(priceAt(9_000_000, markupOf(4000)));
    // Another showroom reference to the same text is answered for its own prices.
    expect((await facets('q=tile')).price.max).toBe(priceAt(9_000_000, 1000));
  });
});
