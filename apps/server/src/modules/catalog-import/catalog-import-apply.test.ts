import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, catalogImports, productSizes, products } from '../../db/schema/index.ts';
import {
  apply,
  csvOf,
  type ImportFixture,
  importTestApp,
  productsOfBrand,
  tileRows,
  upload,
} from './catalog-import.fixture.ts';

/** Applying an import (issue 12): only the importer's, all or nothing, once however often it is sent. */
describe('POST /api/vendor/imports/{id}/apply', () => {
  let f: ImportFixture;
  beforeAll(async () => {
    f = await importTestApp();
  });
  afterAll(() => f.t.close());

  /** Uploads `n` products of Vera's (two sizes each) and answers the import's id. */
  async function preview(prefix: string, n: number) {
    const rows = Array.from({ length: n }, (_, i) =>
      tileRows(`${prefix}-${i}`, `${prefix} Tile ${i}`),
    ).flat();
    const res = await upload(f, f.auth.vera, csvOf(rows));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.can_apply).toBe(true);
    return res.json().data.id as number;
  }
  const audits = async () =>
    Number(
      (await f.t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'catalog_import')))[0].n,
    );

  it('is the importing vendor’s only: another vendor gets 404, other accounts 403, no token 401', async () => {
    const id = await preview('Owned', 1);
    expect((await apply(f, f.auth.otto, id)).statusCode).toBe(404);
    expect((await apply(f, f.auth.ann, id)).statusCode).toBe(403);
    expect((await apply(f, {}, id)).statusCode).toBe(401);
    for (const bad of ['abc', '0', '2147483648', '1e3', '-1'])
      expect((await apply(f, f.auth.vera, bad)).statusCode).toBe(404);
    expect((await apply(f, f.auth.vera, 987654)).statusCode).toBe(404);
    expect(await productsOfBrand(f, f.mine.id)).toBe(0);
  });

  it('lists the products once when applied twice, one after the other or at the same time', async () => {
    const first = await preview('Twice', 3);
    const a = await apply(f, f.auth.vera, first);
    const b = await apply(f, f.auth.vera, first);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toMatchObject({ message: 'This import is already listed.', data: a.json().data });
    expect(await productsOfBrand(f, f.mine.id)).toBe(3);

    const second = await preview('Together', 4);
    const both = await Promise.all([apply(f, f.auth.vera, second), apply(f, f.auth.vera, second)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().message).sort()).toEqual([
      '4 products are listed.',
      'This import is already listed.',
    ]);
    expect(await productsOfBrand(f, f.mine.id)).toBe(7);
    expect(await audits()).toBe(2);
  });

  it('writes nothing when the write fails half-way: every product is rolled back with the rest', async () => {
    const id = await preview('Broken', 6);
    const listed = await productsOfBrand(f, f.mine.id);
    const auditsBefore = await audits();
    // A stored size the database refuses (price 0 breaks product_sizes_price_positive): the products are
    // inserted, then the sizes fail.
    await f.t.db.execute(sql`update catalog_import_products
      set product = jsonb_set(product, '{input,sizes,1,vendor_price_cents}', '0')
      where import_id = ${id} and position = 5`);
    const res = await apply(f, f.auth.vera, id);
    expect(res.statusCode).toBe(500);
    expect(await productsOfBrand(f, f.mine.id)).toBe(listed);
    expect(await audits()).toBe(auditsBefore);
    const [row] = await f.t.db.select().from(catalogImports).where(eq(catalogImports.id, id));
    expect(row).toMatchObject({ status: 'preview', appliedAt: null });
  });

  it('refuses the whole import when a brand was hidden by the admin since the preview', async () => {
    const id = await preview('Hidden', 2);
    const listed = await productsOfBrand(f, f.mine.id);
    await f.t.db.update(brands).set({ moderatedAt: new Date() }).where(eq(brands.id, f.mine.id));
    try {
      const res = await apply(f, f.auth.vera, id);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        import: ['The brand of line 2 changed since the preview. Upload the file again.'],
      });
      expect(await productsOfBrand(f, f.mine.id)).toBe(listed);
    } finally {
      await f.t.db.update(brands).set({ moderatedAt: null }).where(eq(brands.id, f.mine.id));
    }
  });
  it('keeps a slab row’s cut allowance; a Box row with one is refused on its cell (issue 21)', async () => {
    const [box] = tileRows('CA-BOX', 'Allowance Box Tile', ['10']);
    const [slab] = tileRows('CA-SLAB', 'Allowance Quartz Slab', ['900']);
    const slabRow = { ...slab, unit: 'Slab', uom: 'slab', box_sqft: '', cut_allowance_in: '1.75' };
    const refused = await upload(f, f.auth.vera, csvOf([slabRow, { ...box, cut_allowance_in: '2' }]));
    expect(refused.json().data.errors).toEqual([
      { line: 3, column: 'cut_allowance_in', message: 'Only a slab has a cut allowance.' },
    ]);

    const res = await upload(f, f.auth.vera, csvOf([slabRow, box]));
    expect(res.json().data.can_apply).toBe(true);
    expect((await apply(f, f.auth.vera, res.json().data.id)).statusCode).toBe(200);
    const sizes = await f.t.db
      .select({ name: products.name, unit: productSizes.unit, cut: productSizes.cutAllowanceIn })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(sql`${products.name} like 'Allowance %'`)
      .orderBy(products.name);
    expect(sizes.map((s) => [s.name, s.unit, s.cut == null ? null : Number(s.cut)])).toEqual([
      ['Allowance Box Tile', 'Box', null],
      ['Allowance Quartz Slab', 'Slab', 1.75],
    ]);
  });
});
