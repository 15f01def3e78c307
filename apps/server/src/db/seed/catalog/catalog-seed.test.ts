import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../test/harness.ts';
import type { DatabaseHandle } from '../../client.ts';
import { brands, categories, coupons, markupRules, productSizes, products } from '../../schema/index.ts';
import { seedDemoAccounts } from '../demo-accounts.ts';
import { seedCatalog } from './index.ts';
import { seedShowroomPricing } from './showroom-pricing.ts';
import { BRAND_LINES, HOME_TILES } from './taxonomy.ts';

describe('catalogue generator', () => {
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  beforeAll(async () => {
    [a, b] = await Promise.all([freshDatabase(), freshDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const snapshot = (h: DatabaseHandle) =>
    h.db
      .select({ hash: products.hash, name: products.name, price: productSizes.vendorPriceCents })
      .from(products)
      .innerJoin(productSizes, eq(productSizes.productId, products.id))
      .orderBy(asc(products.hash), asc(productSizes.position));

  it('gives the same catalogue for the same seed', async () => {
    expect(await seedCatalog(a.db, { products: 300, seed: 42 })).toBe(300);
    expect(await seedCatalog(b.db, { products: 300, seed: 42 })).toBe(300);
    const [left, right] = await Promise.all([snapshot(a), snapshot(b)]);
    expect(left.length).toBeGreaterThanOrEqual(300);
    expect(left).toEqual(right);
  });

  it('seeds only once', async () => {
    expect(await seedCatalog(a.db, { products: 300, seed: 42 })).toBe(0);
    const [{ n }] = await a.db.select({ n: count() }).from(products);
    expect(n).toBe(300);
  });

  it('gives every product a brand that makes its category, and no name that mixes two materials', async () => {
    const result = await a.db.execute(sql`
      select distinct b.name as brand, c.name as tile
      from products p join brands b on b.id = p.brand_id
      join categories c on c.id = coalesce((select parent_id from categories x where x.id = p.category_id), p.category_id)`);
    const pairs = (result as unknown as { rows: Array<{ brand: string; tile: string }> }).rows;
    expect(pairs.length).toBeGreaterThan(21);
    for (const { brand, tile } of pairs) expect(BRAND_LINES[brand], `${brand} / ${tile}`).toContain(tile);
    const mixed = await a.db.execute(sql`select name from products
      where name ~* '(granite|marble|quartz) (quartzite|granite|marble|quartz countertop) slab'
         or name ~* 'ceramic porcelain|porcelain ceramic'`);
    expect((mixed as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('has the 21 home tiles in the spec order, 20+ brands, and units by category', async () => {
    const tiles = await a.db
      .select({ name: categories.name })
      .from(categories)
      .where(isNotNull(categories.tilePosition))
      .orderBy(asc(categories.tilePosition));
    expect(tiles.map((t) => t.name)).toEqual([...HOME_TILES]);
    const [{ n }] = await a.db.select({ n: count() }).from(brands);
    expect(n).toBeGreaterThanOrEqual(20);
    const units = await a.db.execute(sql`
      select c.name, s.unit, bool_and(s.box_sqft is not null) as all_boxed
      from product_sizes s join products p on p.id = s.product_id
      join categories c on c.id = coalesce((select parent_id from categories x where x.id = p.category_id), p.category_id)
      where c.name in ('Tile Flooring', 'Kitchen Faucets', 'Countertop') group by c.name, s.unit order by c.name`);
    expect((units as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'Countertop', unit: 'Slab', all_boxed: true },
      { name: 'Kitchen Faucets', unit: 'Piece', all_boxed: false },
      { name: 'Tile Flooring', unit: 'Box', all_boxed: true },
    ]);
  });

  it('finds a product by a full-text word and by a misspelt one', async () => {
    const byWord = await a.db.execute(
      sql`select count(*)::int as n from products where search @@ websearch_to_tsquery('english', 'porcelain')`,
    );
    expect((byWord as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBeGreaterThan(0);
    const misspelt = await a.db.execute(
      sql`select count(*)::int as n from products where word_similarity('calacata', lower(name)) > 0.4`,
    );
    expect((misspelt as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBeGreaterThan(0);
  });

  it('gives the demo showrooms markup overrides and a coupon, once', async () => {
    await seedDemoAccounts(a.db);
    await seedShowroomPricing(a.db);
    await seedShowroomPricing(a.db);
    const rules = await a.db.select().from(markupRules);
    expect(rules.length).toBe(4);
    expect(rules.every((r) => r.markupBps >= 1000)).toBe(true);
    expect((await a.db.select().from(coupons)).map((c) => c.code).sort()).toEqual(['BAY10', 'SAVE5']);
  });
});
