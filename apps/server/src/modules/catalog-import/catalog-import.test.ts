import { IMPORT_COLUMNS } from '@app/domain/catalog/catalog-import-format';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, catalogImports, productSizes, products } from '../../db/schema/index.ts';
import {
  apply,
  csvOf,
  type ImportFixture,
  importTestApp,
  productsOfBrand,
  tileRows,
  upload,
} from './catalog-import.fixture.ts';

type Card = { id: number; name: string; brand: { id: number } };
type Facet = { id: number; count: number };

/** A vendor's catalogue import (issue 12): the template, the preview, the apply, search right after. */
describe('/api/vendor/imports', () => {
  let f: ImportFixture;
  beforeAll(async () => {
    f = await importTestApp();
  });
  afterAll(() => f.t.close());

  const search = async (q: string) =>
    (await f.t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}&ppp=48` })).json()
      .data as { total: number; data: Card[]; facets: { brands: Facet[] } };

  it('downloads the template without sign-in, and the template (with the vendor’s brand) reads clean', async () => {
    const res = await f.t.app.inject({ method: 'GET', url: '/api/vendor/imports/template.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="catalogue-import-template.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')[0]).toBe(IMPORT_COLUMNS.join(','));

    const preview = await upload(f, f.auth.vera, res.body.replaceAll('Your Brand', 'Verandah Tileworks'));
    expect(preview.statusCode).toBe(201);
    const { data } = preview.json();
    expect(data).toMatchObject({
      status: 'preview',
      file_name: 'catalogue.csv',
      counts: { rows: 3, products: 2, sizes: 3, rows_with_errors: 0, errors: 0 },
      can_apply: true,
      errors: [],
    });
    expect(data.sample[0]).toEqual({
      line: 2,
      product_ref: 'TILE-001',
      name: 'Calacatta Gold Porcelain Tile',
      brand: 'Verandah Tileworks',
      category: 'Porcelain Tile',
      colors: ['White', 'Gold'],
      finish: 'Polished',
      style_tags: ['Modern', 'Luxury'],
      sizes: [
        {
          label: '12 X 24',
          unit: 'Box',
          uom: 'sq ft',
          box_sqft: 15.5,
          min_qty: 1,
          price_cents: 6400,
          cut_allowance_in: null,
        },
        {
          label: '24 X 48',
          unit: 'Box',
          uom: 'sq ft',
          box_sqft: 15.5,
          min_qty: 1,
          price_cents: 8950,
          cut_allowance_in: null,
        },
      ],
    });
    expect(data.sample[1]).toMatchObject({ product_ref: 'FAUCET-001', category: 'Kitchen Faucets' });
  });

  it('lists the products on apply: findable by search and counted in facets at once, recorded in the audit log', async () => {
    // Search (and its cached facets) before: the new products are not there yet.
    expect((await search('quillfeather')).total).toBe(0);
    const before = await search('porcelain');
    const csv = csvOf([
      ...tileRows('Q-1', 'Quillfeather Porcelain Tile'),
      ...tileRows('Q-2', 'Quillfeather Porcelain Mosaic', ['12.5']),
    ]);
    const preview = await upload(f, f.auth.vera, csv, 'spring.csv');
    expect(preview.statusCode).toBe(201);
    const { id } = preview.json().data;

    const res = await apply(f, f.auth.vera, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: '2 products are listed.',
      data: { id, status: 'applied', products: 2, sizes: 3 },
    });

    const rows = await f.t.db
      .select()
      .from(products)
      .where(eq(products.brandId, f.mine.id))
      .orderBy(asc(products.id));
    expect(rows.map((p) => p.name)).toEqual(['Quillfeather Porcelain Tile', 'Quillfeather Porcelain Mosaic']);
    expect(rows[0]).toMatchObject({
      listed: true,
      colors: ['White', 'Gold'],
      styleTags: ['Modern', 'Luxury'],
    });
    expect(rows[0].hash).toMatch(/^[a-z2-9]{5}[0-9a-z]{7}$/);
    const sizes = await f.t.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, rows[0].id))
      .orderBy(asc(productSizes.position));
    expect(sizes.map((s) => [s.widthSize, s.heightSize, s.vendorPriceCents, s.boxSqft, s.position])).toEqual([
      ['12', '24', 6400, '15.50', 0],
      ['24', '48', 8950, '15.50', 1],
    ]);

    const found = await search('quillfeather');
    expect(found.data.map((c) => c.name).sort()).toEqual([
      'Quillfeather Porcelain Mosaic',
      'Quillfeather Porcelain Tile',
    ]);
    expect(found.facets.brands).toEqual([expect.objectContaining({ id: f.mine.id, count: 2 })]);
    const after = await search('porcelain');
    expect(after.total).toBe(before.total + 2);
    expect(after.facets.brands.find((b) => b.id === f.mine.id)?.count).toBe(2);

    const audit = await f.t.db.select().from(auditLog).where(eq(auditLog.entity, 'catalog_import'));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: f.vera.id,
        actorType: 'Vendor',
        action: 'catalog_import.applied',
        entityId: String(id),
        before: { status: 'preview' },
        after: { status: 'applied', file_name: 'spring.csv', products: 2, sizes: 3 },
      }),
    ]);
  });

  it('answers the errors by line and column (a multi-line cell counts its lines) and refuses to apply them', async () => {
    const good = tileRows('G-1', 'Good Tile');
    const multiLine = { ...tileRows('M-1', 'Multi Line Tile', ['10'])[0], description: 'One\nTwo\nThree' };
    const badPrice = { ...tileRows('B-1', 'Bad Price Tile', ['1e308'])[0] };
    const otherVendors = { ...tileRows('O-1', 'Borrowed Tile', ['10'])[0], brand: 'Ottoman Stoneworks' };
    const unknownCategory = { ...tileRows('U-1', 'Lost Tile', ['10'])[0], category: 'Space Tiles' };
    const csv = csvOf([...good, multiLine, badPrice, otherVendors, unknownCategory]);
    const res = await upload(f, f.auth.vera, csv);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    // Lines: header 1, G-1 on 2 and 3, M-1 on 4 to 6, B-1 on 7, O-1 on 8, U-1 on 9.
    expect(data.errors).toEqual([
      { line: 7, column: 'price', message: 'The price must be an amount in dollars (at most 2 decimals).' },
      {
        line: 8,
        column: 'brand',
        message: 'The selected brand is invalid: "Ottoman Stoneworks" is not one of your brands.',
      },
      {
        line: 9,
        column: 'category',
        message:
          'The selected category is invalid: "Space Tiles" is not one of the marketplace\'s categories (give its slug or name).',
      },
    ]);
    expect(data).toMatchObject({
      can_apply: false,
      counts: { rows: 6, products: 5, sizes: 6, rows_with_errors: 3, errors: 3 },
    });
    expect(data.sample.map((s: { product_ref: string; line: number }) => [s.product_ref, s.line])).toEqual([
      ['G-1', 2],
      ['M-1', 4],
    ]);

    const refused = await apply(f, f.auth.vera, data.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { import: ['Fix the 3 rows with errors and upload the file again.'] },
    });
    const [stored] = await f.t.db.select().from(catalogImports).where(eq(catalogImports.id, data.id));
    expect(stored).toMatchObject({ status: 'preview', errorRowCount: 3, appliedAt: null });
    expect(await productsOfBrand(f, f.mine.id)).toBe(2); // only the two listed in the test before
  });
});
