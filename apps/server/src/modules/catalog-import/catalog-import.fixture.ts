import { IMPORT_COLUMNS, type ImportColumn } from '@app/domain/catalog/catalog-import-format';
import { stringify } from 'csv-stringify/sync';
import { count, eq } from 'drizzle-orm';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { brands, products } from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';

/**
 * A test app with a small seeded catalogue (its categories: 'Porcelain Tile', 'Kitchen Faucets'…) and two
 * vendors, Vera and Otto, each owning one brand of their own; tokens for both and for a homeowner.
 */
export async function importTestApp() {
  const t: TestApp = await buildTestApp();
  await seedCatalog(t.db, { products: 40, seed: 12 });
  const vera = await createUser(t.db, { type: 'Vendor', fullName: 'Vera Vendor' });
  const otto = await createUser(t.db, { type: 'Vendor', fullName: 'Otto Vendor' });
  const ann = await createUser(t.db, { type: 'User', fullName: 'Ann Lee' });
  const [mine] = await t.db
    .insert(brands)
    .values({ name: 'Verandah Tileworks', slug: 'verandah-tileworks', logo: '', vendorUserId: vera.id })
    .returning();
  const [theirs] = await t.db
    .insert(brands)
    .values({ name: 'Ottoman Stoneworks', slug: 'ottoman-stoneworks', logo: '', vendorUserId: otto.id })
    .returning();
  const auth = {
    vera: authHeader(await loginAs(t.app, vera.email)),
    otto: authHeader(await loginAs(t.app, otto.email)),
    ann: authHeader(await loginAs(t.app, ann.email)),
  };
  return { t, vera, otto, mine, theirs, auth };
}
export type ImportFixture = Awaited<ReturnType<typeof importTestApp>>;

export type CsvRow = Partial<Record<ImportColumn, string>>;

/** A tile in Vera's brand, one row per size (prices in dollars). */
export function tileRows(ref: string, name: string, prices: string[] = ['64.00', '89.50']): CsvRow[] {
  return prices.map((price, i) => ({
    product_ref: ref,
    name,
    description: `${name}: a porcelain tile with soft veining.`,
    category: 'Porcelain Tile',
    brand: 'Verandah Tileworks',
    colors: 'White|Gold',
    finish: 'Polished',
    style_tags: 'modern|Luxury',
    width_size: String(12 * (i + 1)),
    height_size: String(24 * (i + 1)),
    unit: 'Box',
    uom: 'sq ft',
    box_sqft: '15.50',
    price,
  }));
}

/** A CSV with the given header (every column by default) and rows. */
export function csvOf(rows: CsvRow[], header: readonly ImportColumn[] = IMPORT_COLUMNS): string {
  return stringify([[...header], ...rows.map((r) => header.map((c) => r[c] ?? ''))]);
}

/** A multipart body as a browser's FormData sends it: one part, a file unless `filename` is null. */
export function multipartFile(
  data: Buffer | string,
  filename: string | null = 'catalogue.csv',
  name = 'file',
) {
  const boundary = '----catalog-import-boundary';
  const disposition = `form-data; name="${name}"${filename === null ? '' : `; filename="${filename}"`}`;
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: text/csv\r\n\r\n`),
      Buffer.isBuffer(data) ? data : Buffer.from(data),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/vendor/imports with the file. */
export function upload(
  f: ImportFixture,
  who: Record<string, string>,
  data: Buffer | string,
  filename?: string,
) {
  const body = multipartFile(data, filename);
  return f.t.app.inject({
    method: 'POST',
    url: '/api/vendor/imports',
    headers: { ...who, ...body.headers },
    payload: body.payload,
  });
}

/** POST /api/vendor/imports/{id}/apply. */
export function apply(f: ImportFixture, who: Record<string, string>, id: number | string) {
  return f.t.app.inject({ method: 'POST', url: `/api/vendor/imports/${id}/apply`, headers: who });
}

/** How many products a brand has. */
export async function productsOfBrand(f: ImportFixture, brandId: number) {
  const [row] = await f.t.db.select({ n: count() }).from(products).where(eq(products.brandId, brandId));
  return Number(row.n);
}
