import type { ImportCounts, ImportedProduct, ImportRowError } from '@app/domain/catalog/catalog-import';
import type { BrandOption, CategoryOption } from '@app/domain/catalog/catalog-import-lookup';
import type { CategoryTexture } from '@app/domain/catalog/catalog-import-texture';
import type { Texture } from '@app/domain/catalog/texture';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { brands, catalogImportProducts, catalogImports } from '../../db/schema/index.ts';

/** Products of a category read to learn what it looks like: enough for its usual texture, bounded. */
const TEXTURE_SAMPLE = 200;

/** A jsonb number of the texture, or null when the stored value is not one. */
const textureNumber = (key: string) =>
  sql.raw(`case when jsonb_typeof(p.texture->'${key}') = 'number' then (p.texture->>'${key}')::float8 end`);

type CategoryRow = {
  id: number;
  name: string;
  slug: string;
  unit: string;
  uom: string | null;
  children: number;
  child_slug: string | null;
  pattern: Texture['pattern'] | null;
  base_color: string | null;
  grout_color: string | null;
  grout_width_in: number | null;
  roughness: number | null;
};

const textureOf = (r: CategoryRow): CategoryTexture => {
  const t: CategoryTexture = {};
  if (r.pattern) t.pattern = r.pattern;
  if (r.base_color) t.base_color = r.base_color;
  if (r.grout_color) t.grout_color = r.grout_color;
  if (r.grout_width_in != null) t.grout_width_in = Number(r.grout_width_in);
  if (r.roughness != null) t.roughness = Number(r.roughness);
  return t;
};

/**
 * Every category, with how many sub-categories it has (products go under leaves) and what its listed
 * products mostly look like (the texture defaults of an import: the most common pattern and colours, the
 * median roughness), read from its first products.
 */
export async function importCategories(db: Database): Promise<CategoryOption[]> {
  const rows = rowsOf<CategoryRow>(
    await db.execute(sql`select c.id, c.name, c.slug_url as slug, c.unit, c.uom,
        (select count(*)::int from categories k where k.parent_id = c.id) as children,
        (select k.slug_url from categories k where k.parent_id = c.id order by k.position, k.id limit 1) as child_slug,
        t.pattern, t.base_color, t.grout_color, t.grout_width_in, t.roughness
      from categories c
      left join lateral (
        select mode() within group (order by p.texture->>'pattern') as pattern,
          mode() within group (order by p.texture->>'base_color') as base_color,
          mode() within group (order by p.texture->>'grout_color') as grout_color,
          mode() within group (order by ${textureNumber('grout_width_in')}) as grout_width_in,
          percentile_disc(0.5) within group (order by ${textureNumber('roughness')}) as roughness
        from (select texture from products where category_id = c.id and listed
          order by id limit ${TEXTURE_SAMPLE}) p
      ) t on true
      order by c.id`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    slug: r.slug,
    unit: r.unit,
    uom: r.uom,
    children: Number(r.children),
    childSlug: r.child_slug,
    texture: textureOf(r),
  }));
}

/** Colour name → the base colour the catalogue mostly draws a product of that first colour with. */
export async function colourSwatches(db: Database): Promise<Map<string, string>> {
  const rows = rowsOf<{ name: string; hex: string }>(
    await db.execute(sql`select lower(colors[1]) as name, mode() within group (order by texture->>'base_color') as hex
      from products where listed and cardinality(colors) > 0 group by 1`),
  );
  return new Map(rows.filter((r) => r.hex).map((r) => [r.name, r.hex]));
}

/** The vendor's brands (the only ones an import may list under), and whether the admin hid each. */
export async function vendorBrandOptions(db: Database, vendorId: number): Promise<BrandOption[]> {
  const rows = await db
    .select({ id: brands.id, name: brands.name, moderatedAt: brands.moderatedAt })
    .from(brands)
    .where(eq(brands.vendorUserId, vendorId));
  return rows.map((b) => ({ id: b.id, name: b.name, moderated: b.moderatedAt != null }));
}

/** An upload being read: stored as 'reading' so its products can be written as they validate. */
export async function startImport(db: Database, vendorId: number, fileName: string): Promise<number> {
  const [row] = await db
    .insert(catalogImports)
    .values({ vendorUserId: vendorId, fileName, status: 'reading' })
    .returning({ id: catalogImports.id });
  return row.id;
}

/** Products that validated, stored under the import from `position` on (their order in the file). */
export async function insertImportProducts(
  db: Database,
  importId: number,
  position: number,
  batch: ImportedProduct[],
): Promise<void> {
  if (batch.length === 0) return;
  await db
    .insert(catalogImportProducts)
    .values(batch.map((product, i) => ({ importId, position: position + i, product })));
}

/** The file is read: the import becomes a preview with its counts and first errors. */
export async function finishPreview(
  db: Database,
  id: number,
  reading: { counts: ImportCounts; errors: ImportRowError[] },
): Promise<Date> {
  const [row] = await db
    .update(catalogImports)
    .set({
      status: 'preview',
      rowCount: reading.counts.rows,
      productCount: reading.counts.products,
      sizeCount: reading.counts.sizes,
      errorRowCount: reading.counts.rows_with_errors,
      errorCount: reading.counts.errors,
      errors: reading.errors,
      createdAt: sql`now()`,
    })
    .where(eq(catalogImports.id, id))
    .returning({ createdAt: catalogImports.createdAt });
  return row.createdAt;
}

/** An upload that turned out not to be a catalogue (or failed): it and its products are gone. */
export async function dropImport(db: Database, id: number): Promise<void> {
  await db.delete(catalogImports).where(eq(catalogImports.id, id));
}

/** The import's products after `position`, in file order, at most `limit`. */
export async function importProductsAfter(
  db: Database,
  importId: number,
  position: number,
  limit: number,
): Promise<{ position: number; product: ImportedProduct }[]> {
  const rows = await db
    .select({ position: catalogImportProducts.position, product: catalogImportProducts.product })
    .from(catalogImportProducts)
    .where(and(eq(catalogImportProducts.importId, importId), gt(catalogImportProducts.position, position)))
    .orderBy(asc(catalogImportProducts.position))
    .limit(limit);
  return rows as { position: number; product: ImportedProduct }[];
}

/** Previews never applied are kept this long, then dropped when the vendor uploads again. */
const PREVIEW_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** An upload still 'reading' after this long was cut off by a restart: dropped with the old previews. */
const READING_KEPT_MS = 60 * 60 * 1000;

export async function pruneOldPreviews(db: Database, vendorId: number): Promise<void> {
  const before = (ms: number) => new Date(Date.now() - ms);
  await db
    .delete(catalogImports)
    .where(
      and(
        eq(catalogImports.vendorUserId, vendorId),
        or(
          and(eq(catalogImports.status, 'preview'), lt(catalogImports.createdAt, before(PREVIEW_KEPT_MS))),
          and(eq(catalogImports.status, 'reading'), lt(catalogImports.createdAt, before(READING_KEPT_MS))),
        ),
      ),
    );
}

/**
 * The vendor's import, its row locked until the transaction ends: two applies of one import run one after
 * the other, and the second sees the first's status. Null when the vendor has no such import.
 */
export async function lockImport(tx: Database, id: number, vendorId: number) {
  const [row] = await tx
    .select()
    .from(catalogImports)
    .where(and(eq(catalogImports.id, id), eq(catalogImports.vendorUserId, vendorId)))
    .for('update');
  return row ?? null;
}

/** Marks the import applied; its stored products are listed now and dropped. */
export async function markApplied(tx: Database, id: number): Promise<Date> {
  await tx.delete(catalogImportProducts).where(eq(catalogImportProducts.importId, id));
  const [row] = await tx
    .update(catalogImports)
    .set({ status: 'applied', appliedAt: sql`now()` })
    .where(eq(catalogImports.id, id))
    .returning({ appliedAt: catalogImports.appliedAt });
  return row.appliedAt as Date;
}
