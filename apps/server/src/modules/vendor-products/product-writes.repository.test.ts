import { type VendorProductDraft, vendorProductInputSchema } from '@app/domain/catalog/vendor-product';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/harness.ts';
import { rowsOf } from '../../db/client.ts';
import { brands, categories, productSizes, products } from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';
import { seedMirrors } from '../../db/seed/mirrors.ts';
import { insertProducts, PRODUCT_CHUNK, SIZE_CHUNK, updateProduct } from './product-writes.repository.ts';
import { tileDraft } from './vendor-products.fixture.ts';

describe('insertProducts (the vendor form and the CSV import write through it)', () => {
  let t: TestApp;
  let brand: { id: number; name: string };
  let category: { id: number; name: string };
  let names: { brand: Map<number, string>; category: Map<number, string> };

  beforeAll(async () => {
    t = await buildTestApp();
    await seedCatalog(t.db, { products: 20, seed: 7 });
    [brand] = await t.db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .orderBy(asc(brands.id))
      .limit(1);
    [category] = await t.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(sql`${categories.parentId} is not null`)
      .orderBy(asc(categories.id))
      .limit(1);
    names = { brand: new Map([[brand.id, brand.name]]), category: new Map([[category.id, category.name]]) };
  });
  afterAll(() => t.close());

  const input = (over: Partial<VendorProductDraft> = {}) =>
    vendorProductInputSchema.parse(tileDraft({ brand_id: brand.id, category_id: category.id, ...over }));

  it('writes a product and its sizes in order: search text, default price, listed, a 12-character hash', async () => {
    const [created] = await t.db.transaction((tx) =>
      insertProducts(tx, [input({ name: 'Zephyrine Porcelain Tile' })], names),
    );
    expect(created.hash).toMatch(/^[a-z2-9]{5}[0-9a-z]{7}$/);
    expect(created.hash.slice(5)).toBe(created.id.toString(36).padStart(7, '0'));
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({
      hash: created.hash,
      name: 'Zephyrine Porcelain Tile',
      brandId: brand.id,
      categoryId: category.id,
      colors: ['White', 'Gold'],
      styleTags: ['Modern'],
      defaultVendorPriceCents: 6400,
      listed: true,
      searchText: `Zephyrine Porcelain Tile ${brand.name} ${category.name} White Gold Polished Modern`,
    });
    const sizes = await t.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, created.id))
      .orderBy(asc(productSizes.position));
    expect(
      sizes.map((s) => [s.position, s.widthSize, s.heightSize, s.pattern, s.unit, s.boxSqft, s.minQty]),
    ).toEqual([
      [0, '12', '24', null, 'Box', '15.50', 1],
      [1, null, null, 'Herringbone', 'Piece', null, 4],
    ]);
    // The generated tsvector finds it by its name and colour at once.
    const hits = rowsOf<{ id: number }>(
      await t.db.execute(
        sql`select id from products where search @@ plainto_tsquery('english', 'zephyrine gold')`,
      ),
    );
    expect(hits.map((h) => Number(h.id))).toEqual([created.id]);
  });

  it('never collides with a seeded hash (9 characters) and gives each product its own', async () => {
    const seeded = await t.db.select({ hash: products.hash }).from(products).limit(5);
    for (const s of seeded) if (s.hash.length !== 12) expect(s.hash).toHaveLength(9);
    const created = await t.db.transaction((tx) => insertProducts(tx, [input(), input(), input()], names));
    expect(new Set(created.map((c) => c.hash)).size).toBe(3);
  });

  it(`writes past one chunk (${PRODUCT_CHUNK} products, ${SIZE_CHUNK} sizes) in input order, all or nothing`, async () => {
    const count = PRODUCT_CHUNK + 150;
    const batch = Array.from({ length: count }, (_, i) => input({ name: `Bulk tile ${i}` }));
    const created = await t.db.transaction((tx) => insertProducts(tx, batch, names));
    expect(created).toHaveLength(count);
    const ids = created.map((c) => c.id);
    const rows = await t.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(inArray(products.id, ids));
    const nameOf = new Map(rows.map((r) => [r.id, r.name]));
    expect(created.map((c) => nameOf.get(c.id))).toEqual(batch.map((b) => b.name));
    const [sizes] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from product_sizes where product_id = any(${`{${ids.join(',')}}`}::int[])`,
      ),
    );
    expect(Number(sizes.n)).toBe(count * 2);

    // A failure in the caller's transaction leaves nothing behind.
    const before = await t.db.$count(products);
    await expect(
      t.db.transaction(async (tx) => {
        await insertProducts(tx, batch.slice(0, 10), names);
        throw new Error('the import found a bad row');
      }),
    ).rejects.toThrow('the import found a bad row');
    expect(await t.db.$count(products)).toBe(before);
  });

  it('a product of a moderated brand is written unlisted (the trigger decides, not the caller)', async () => {
    await t.db
      .update(brands)
      .set({ moderatedAt: new Date(), moderationReason: 'Counterfeit' })
      .where(eq(brands.id, brand.id));
    const [created] = await t.db.transaction((tx) => insertProducts(tx, [input()], names));
    const [row] = await t.db
      .select({ listed: products.listed })
      .from(products)
      .where(eq(products.id, created.id));
    expect(row.listed).toBe(false);
    await t.db
      .update(brands)
      .set({ moderatedAt: null, moderationReason: null })
      .where(eq(brands.id, brand.id));
  });

  it('answers an empty list without touching the database', async () => {
    expect(await insertProducts(t.db, [], names)).toEqual([]);
  });

  it('keeps a mirror’s look (outline and frame, not on the vendor form) when its vendor edits it', async () => {
    expect(await seedMirrors(t.db)).toBeGreaterThan(0);
    const [mirror] = await t.db.select().from(products).where(eq(products.hash, 'mir-monterey-gold-arch'));
    expect(mirror.texture.mirror).toEqual({ shape: 'arch', frame: 'metal', frame_in: 0.75 });
    const edit = input({
      name: 'Monterey Arched Mirror',
      category_id: mirror.categoryId,
      brand_id: mirror.brandId,
    });
    await t.db.transaction((tx) =>
      updateProduct(tx, mirror.id, edit, { brand: 'Bellhaven', category: 'Bathroom Mirrors' }),
    );
    const [after] = await t.db.select().from(products).where(eq(products.id, mirror.id));
    expect(after.name).toBe('Monterey Arched Mirror');
    // The form's texture is written, the mirror's look kept beside it.
    expect(after.texture).toEqual({
      ...edit.texture,
      mirror: { shape: 'arch', frame: 'metal', frame_in: 0.75 },
    });
    // Any other product takes the form's texture as it is.
    const [created] = await t.db.transaction((tx) =>
      insertProducts(tx, [input({ name: 'Plain Tile' })], names),
    );
    await t.db.transaction((tx) =>
      updateProduct(tx, created.id, input({ name: 'Plain Tile 2' }), {
        brand: brand.name,
        category: category.name,
      }),
    );
    const [plain] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(plain.texture).toEqual(input().texture);
  });
});
