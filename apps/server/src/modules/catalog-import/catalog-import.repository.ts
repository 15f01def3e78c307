import type { ImportedProduct, ImportRowError } from '@app/domain/catalog/catalog-import';
import type { BrandOption, CategoryOption } from '@app/domain/catalog/catalog-import-lookup';
import type { CategoryTexture } from '@app/domain/catalog/catalog-import-texture';
import type { Texture } from '@app/domain/catalog/texture';
import { and, eq, lt, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { brands, catalogImports } from '../../db/schema/index.ts';

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

export type NewImport = {
  vendorId: number;
  fileName: string;
  counts: { rows: number; products: number; sizes: number; rows_with_errors: number; errors: number };
  products: ImportedProduct[];
  errors: ImportRowError[];
};

/** Stores an upload's preview; answers its id and when it was stored. */
export async function insertImport(db: Database, i: NewImport): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(catalogImports)
    .values({
      vendorUserId: i.vendorId,
      fileName: i.fileName,
      rowCount: i.counts.rows,
      productCount: i.counts.products,
      sizeCount: i.counts.sizes,
      errorRowCount: i.counts.rows_with_errors,
      errorCount: i.counts.errors,
      products: i.products,
      errors: i.errors,
    })
    .returning({ id: catalogImports.id, createdAt: catalogImports.createdAt });
  return row;
}

/** Previews never applied are kept this long, then dropped when the vendor uploads again. */
const PREVIEW_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export async function pruneOldPreviews(db: Database, vendorId: number): Promise<void> {
  await db
    .delete(catalogImports)
    .where(
      and(
        eq(catalogImports.vendorUserId, vendorId),
        eq(catalogImports.status, 'preview'),
        lt(catalogImports.createdAt, new Date(Date.now() - PREVIEW_KEPT_MS)),
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

export async function markApplied(tx: Database, id: number): Promise<Date> {
  const [row] = await tx
    .update(catalogImports)
    .set({ status: 'applied', appliedAt: sql`now()` })
    .where(eq(catalogImports.id, id))
    .returning({ appliedAt: catalogImports.appliedAt });
  return row.appliedAt as Date;
}
